import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  SUPPORT_EMAIL,
  supportChatUrl,
  supportRequestMessage,
  TextField,
  TIMING,
} from 'shared';
import {
  emptySupportForm,
  SUPPORT_FIELDS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_REASONS,
  type SupportField,
  type SupportFormValues,
  supportReference,
  supportReferenceHint,
  supportReferenceLabel,
  supportReferenceRequired,
  validateSupportForm,
} from 'shared/contracts';
import { ChatIcon, CheckIcon, Panel, PanelTitle, Select } from 'shared/kit';
import styled from 'styled-components';

const REASON_OPTIONS = SUPPORT_REASONS.map((r) => ({ value: r, label: r }));

type Phase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; chatUrl: string };

/**
 * The support contact form (docs/product.md#support): reason, the order / request id or a title
 * (not required for 'Others'), the description; 1 s of sending, then the chat app opens in a new
 * tab with the message prefilled for the support number, and the success view replaces the form.
 */
export function SupportForm() {
  const [values, setValues] = useState<SupportFormValues>(emptySupportForm);
  const [errors, setErrors] = useState<Partial<Record<SupportField, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const controls = useRef<Partial<Record<SupportField, HTMLElement | null>>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const successRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (phase.kind === 'sent') successRef.current?.focus();
  }, [phase.kind]);

  const set = (field: SupportField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateSupportForm(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    setAttempted(true);
    const found = validateSupportForm(values);
    setErrors(found);
    const first = SUPPORT_FIELDS.find((f) => found[f]);
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    const chatUrl = supportChatUrl(
      supportRequestMessage({
        reason: values.reason,
        referenceLabel: supportReferenceLabel(values.reason),
        reference: supportReference(values.reference),
        description: values.description,
      }),
    );
    setPhase({ kind: 'sending' });
    timer.current = setTimeout(() => {
      window.open(chatUrl, '_blank', 'noopener,noreferrer');
      setValues(emptySupportForm());
      setErrors({});
      setAttempted(false);
      setPhase({ kind: 'sent', chatUrl });
    }, TIMING.supportMessageDelayMs);
  };

  if (phase.kind === 'sent') {
    return (
      <Panel aria-labelledby="support-success-title" data-testid="support-success">
        <Success>
          <CheckIcon size={40} aria-hidden="true" />
          <h2 id="support-success-title" ref={successRef} tabIndex={-1}>
            {SUPPORT_MESSAGES.successTitle}
          </h2>
          <p>{SUPPORT_MESSAGES.successText}</p>
          <p>
            Chat did not open?{' '}
            <a href={phase.chatUrl} target="_blank" rel="noopener noreferrer">
              Open the chat again
            </a>
            .
          </p>
          <Actions>
            <Button onClick={() => setPhase({ kind: 'idle' })}>Submit Another Request</Button>
            <ButtonLink variant="secondary" to="/">
              Return to Home
            </ButtonLink>
          </Actions>
        </Success>
      </Panel>
    );
  }

  const referenceRequired = supportReferenceRequired(values.reason);
  const sending = phase.kind === 'sending';
  return (
    <Panel as="form" aria-labelledby="support-form-title" noValidate onSubmit={onSubmit}>
      <PanelTitle id="support-form-title">Contact Support</PanelTitle>
      <Select
        label="Reason"
        name="reason"
        required
        placeholder="Select a reason"
        options={REASON_OPTIONS}
        value={values.reason}
        onChange={(v) => set('reason', v)}
        error={errors.reason}
        disabled={sending}
        selectRef={(el) => {
          controls.current.reason = el;
        }}
      />
      <TextField
        label={referenceRequired ? supportReferenceLabel(values.reason) : 'Title (optional)'}
        hint={supportReferenceHint(values.reason)}
        name="reference"
        required={referenceRequired}
        maxLength={SUPPORT_LIMITS.reference}
        value={values.reference}
        onChange={(v) => set('reference', v)}
        error={errors.reference}
        disabled={sending}
        inputRef={(el) => {
          controls.current.reference = el;
        }}
      />
      <TextField
        label="Description"
        name="description"
        required
        multiline
        rows={5}
        showCounter
        maxLength={SUPPORT_LIMITS.description}
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
        disabled={sending}
        inputRef={(el) => {
          controls.current.description = el;
        }}
      />
      <Button type="submit" fullWidth disabled={sending} aria-busy={sending || undefined}>
        <ChatIcon size={16} />
        {sending ? 'Sending...' : 'Send via Chat'}
      </Button>
      <Alt>
        Prefer e-mail? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </Alt>
    </Panel>
  );
}

export function BackHome() {
  return <Back to="/">← Back to Home</Back>;
}

const Back = styled(Link)`
  display: inline-block;
  margin-top: 8px;
  color: ${(p) => p.theme.colors.primary};
`;

const Alt = styled.p`
  margin: 14px 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  text-align: center;
  > svg {
    color: ${(p) => p.theme.colors.success};
  }
  h2 {
    margin: 4px 0;
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
    max-width: 52ch;
    color: ${(p) => p.theme.colors.textMuted};
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 12px;
`;
