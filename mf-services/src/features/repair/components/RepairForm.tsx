import { type FormEvent, type MouseEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AI_ASSISTANT_URL,
  Button,
  bus,
  copyText,
  IdConfirmationModal,
  TextField,
  toast,
  useSession,
} from 'shared';
import {
  PROFILE_MESSAGES,
  pinProblemTitles,
  REPAIR_DEVICE_LABELS,
  REPAIR_DEVICE_TYPES,
  REPAIR_LIMITS,
  REPAIR_MESSAGES,
  repairAiPrompt,
  validateRepairForm,
} from 'shared/contracts';
import { Panel, PanelTitle, ProfileCard, Select, SparklesIcon, useProfileCard } from 'shared/kit';
import styled from 'styled-components';
import {
  RepairSubmitError,
  type SubmittedRepair,
  toRepairInsert,
  useSubmitRepairRequest,
} from '../api/submit-repair-request';
import { focusControl, useRepairForm } from '../hooks/use-repair-form';
import { AiPromptDialog } from './AiPromptDialog';

/**
 * Pressing a form button keeps the focus in the field being edited until the click. Otherwise the
 * press blurs that field, its blur message ('Description required' for a field of only spaces)
 * pushes the buttons down before the release, the release lands off the button and the click (the
 * submit, its toast and the focus on the first invalid field) never happens. The click's own
 * validation then treats a field of spaces exactly like an empty one.
 */
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

const DEVICE_OPTIONS = REPAIR_DEVICE_TYPES.map((value) => ({ value, label: REPAIR_DEVICE_LABELS[value] }));

export const REPAIR_HISTORY_PATH = '/repair/history';

/**
 * The new repair request (docs/product.md#repair-requests): device type, Model/Specs and the
 * problem, the profile card the request is sent with, AI help, and the confirmation with the new
 * request's id.
 */
export function RepairForm() {
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const form = useRepairForm();
  const profile = useProfileCard({ checkServiceArea: true });
  const profileRef = useRef<HTMLElement>(null);
  const submit = useSubmitRepairRequest();
  const [confirmed, setConfirmed] = useState<SubmittedRepair | null>(null);
  const [aiPrompt, setAiPrompt] = useState<{ text: string; copied: boolean } | null>(null);
  const { values, errors } = form;

  const focusProfile = () => focusControl(profileRef.current);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (!userId) {
      toast.error(REPAIR_MESSAGES.loginRequired);
      bus.emit('auth:login-required', {});
      return;
    }
    if (!form.validateAll()) {
      toast.error(REPAIR_MESSAGES.fillRequired);
      return;
    }
    if (profile.status === 'pending') {
      toast.info(PROFILE_MESSAGES.loading);
      return;
    }
    if (profile.status === 'error' || !profile.profile) {
      toast.error(PROFILE_MESSAGES.couldNotLoad);
      focusProfile();
      return;
    }
    if (!profile.isComplete) {
      toast.error(REPAIR_MESSAGES.profileIncomplete, REPAIR_MESSAGES.completeProfileFirst);
      focusProfile();
      return;
    }
    if (profile.pinChecking) {
      toast.info('Checking your PIN code...', 'Please try again in a moment.');
      return;
    }
    if (profile.pinProblem) {
      toast.error(pinProblemTitles(profile.pinProblem).toast, profile.pinProblem);
      focusProfile();
      return;
    }
    try {
      const submitted = await submit.mutateAsync(toRepairInsert(userId, values, profile.profile));
      form.reset();
      setConfirmed(submitted);
    } catch (error) {
      // Only a RepairSubmitError carries words for the shopper; a thrown fetch never does.
      toast.error(
        REPAIR_MESSAGES.submitFailed,
        error instanceof RepairSubmitError ? error.message : REPAIR_MESSAGES.tryAgain,
      );
    }
  };

  const onAiHelp = async () => {
    if (Object.keys(validateRepairForm(values)).length > 0) {
      toast.error(REPAIR_MESSAGES.aiNeedsFields);
      form.validateAll();
      return;
    }
    const text = repairAiPrompt(values);
    const copied = await copyText(text);
    if (copied) toast.success(REPAIR_MESSAGES.aiPromptCopied);
    window.open(AI_ASSISTANT_URL, '_blank', 'noopener,noreferrer');
    setAiPrompt({ text, copied });
  };

  return (
    <Layout>
      <Panel as="form" aria-labelledby="repair-form-title" noValidate onSubmit={onSubmit}>
        <PanelTitle id="repair-form-title">Device &amp; Problem</PanelTitle>
        <Fields>
          <Select
            label="Device Type"
            name="deviceType"
            required
            placeholder="Select your device"
            options={DEVICE_OPTIONS}
            value={values.deviceType}
            onChange={(v) => form.setField('deviceType', v)}
            onBlur={() => form.blurField('deviceType')}
            error={errors.deviceType}
            selectRef={form.controlRef('deviceType')}
          />
          <TextField
            label="Model/Specs"
            name="deviceModel"
            required
            placeholder="e.g. PS5 Slim Disc Edition, or RTX 3060 / Ryzen 5 5600X"
            maxLength={REPAIR_LIMITS.deviceModel}
            value={values.deviceModel}
            onChange={(v) => form.setField('deviceModel', v)}
            onBlur={() => form.blurField('deviceModel')}
            error={errors.deviceModel}
            inputRef={form.controlRef('deviceModel')}
          />
          <TextField
            label="Issue Description"
            name="issueDescription"
            required
            multiline
            rows={6}
            showCounter
            placeholder="What happens, since when, and what you have tried"
            maxLength={REPAIR_LIMITS.issueDescription}
            value={values.issueDescription}
            onChange={(v) => form.setField('issueDescription', v)}
            onBlur={() => form.blurField('issueDescription')}
            error={errors.issueDescription}
            inputRef={form.controlRef('issueDescription')}
          />
        </Fields>
        <Actions>
          <Button type="button" variant="secondary" onMouseDown={keepFieldFocus} onClick={onAiHelp}>
            <SparklesIcon size={16} />
            Get AI Help
          </Button>
          <Button
            type="submit"
            disabled={submit.isPending}
            aria-busy={submit.isPending || undefined}
            onMouseDown={keepFieldFocus}
          >
            {submit.isPending ? 'Submitting...' : 'Submit Repair Request'}
          </Button>
        </Actions>
      </Panel>
      <ProfileCard
        state={profile}
        cardRef={profileRef}
        titleId="service-profile-title"
        data-testid="service-profile-card"
      />
      <AiPromptDialog
        prompt={aiPrompt?.text ?? null}
        copied={aiPrompt?.copied ?? false}
        onClose={() => setAiPrompt(null)}
      />
      {/* Closing goes to /repair/history (docs/product.md#repair-requests). */}
      <IdConfirmationModal
        id={confirmed?.id ?? null}
        shownId={confirmed?.displayNumber ?? null}
        idAttribute="data-request-id"
        onClose={() => navigate(REPAIR_HISTORY_PATH)}
        title="Repair Request Submitted!"
        description="We will contact you shortly to arrange the pickup of your device."
        doneLabel="View Repair History"
        idName="request number"
        idTestId="repair-request-id"
        fullWidthFooter
      />
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: 24px;
  align-items: start;
  @media (max-width: 899.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 12px;
  ${(p) => p.theme.media.mobile} {
    flex-direction: column-reverse;
    button {
      width: 100%;
    }
  }
`;
