import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  bus,
  copyText,
  formatINR,
  GAME_LOAD,
  TextField,
  TOAST,
  toast,
  useProfileCard,
  useSession,
} from 'shared';
import {
  canAddGame,
  GAME_LOAD_FORM_DEFAULTS,
  type GameLoadFormValues,
  gameLoadPrice,
  GAME_LOAD_MESSAGES as M,
  storagePrompt,
  validateGameLoadForm,
} from 'shared/contracts';
import { Checkbox, ProfileCard, Select } from 'shared/kit';
import styled from 'styled-components';
import { FormCard, GuestProfileNote, RequestSuccessDialog, StepNumber } from '../../service-requests';
import { useSubmitGameLoad } from '../api/submit-game-load';
import { clearGameLoadDraft, loadGameLoadDraft, saveGameLoadDraft } from '../lib/draft';
import { StoragePromptDialog } from './StoragePromptDialog';

export const GAME_LOAD_NEW_PATH = '/game-load-service/new';
export const GAME_LOAD_HISTORY_PATH = '/game-load/history';

const CONSOLE_OPTIONS = [
  { value: 'PS4', label: 'PlayStation 4 (PS4)' },
  { value: 'PS5', label: 'PlayStation 5 (PS5)' },
];
const UNIT_OPTIONS = GAME_LOAD.storageUnits.map((u) => ({ value: u, label: u }));

const FIELD_ORDER = ['consoleType', 'availableStorage', 'storageUnit', 'games'] as const;

/**
 * The game load form (spec §2, §5): console and storage; the games (add up to 10, remove while
 * more than one) with the storage-estimation helper; contact and shipping preview, summary,
 * add-on and live total. Rules apply on change (a field's message shows once it was changed, all
 * of them on submit). The draft lives in session storage until success.
 */
export function GameLoadForm() {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'authenticated');
  const profile = useProfileCard();
  const submit = useSubmitGameLoad();
  const [values, setValues] = useState<GameLoadFormValues>(
    () => loadGameLoadDraft() ?? GAME_LOAD_FORM_DEFAULTS,
  );
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [prompt, setPrompt] = useState<string | null>(null);
  const [promptError, setPromptError] = useState<string | null>(null);
  const [successId, setSuccessId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const profileRef = useRef<HTMLElement>(null);

  useEffect(() => saveGameLoadDraft(values), [values]);

  const { errors } = useMemo(() => validateGameLoadForm(values), [values]);
  const price = gameLoadPrice(values.consoleType, values.addStorage);
  const shown = (key: string) => (touched.has(key) || touched.has('*') ? (errors[key] ?? null) : null);

  function change<K extends keyof GameLoadFormValues>(
    key: K,
    value: GameLoadFormValues[K],
    touchKey: string = key,
  ) {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => new Set(t).add(touchKey));
    setPromptError(null);
  }

  function setGame(index: number, title: string) {
    const games = values.games.map((g, i) => (i === index ? title : g));
    setValues((v) => ({ ...v, games }));
    setTouched((t) => new Set(t).add(`games.${index}`).add('games'));
    setPromptError(null);
  }

  function addGame() {
    if (!canAddGame(values.games)) return;
    setValues((v) => ({ ...v, games: [...v.games, ''] }));
    // Focus the new row once it renders.
    requestAnimationFrame(() => document.getElementById(`game-${values.games.length}`)?.focus());
  }

  function removeGame(index: number) {
    if (values.games.length <= 1) return;
    setValues((v) => ({ ...v, games: v.games.filter((_, i) => i !== index) }));
    // Row messages are keyed by index: re-check every row from here on.
    setTouched((t) => new Set(t).add('games'));
  }

  /** Shows every message and moves focus to the first invalid field. */
  function revealErrors() {
    setTouched(new Set(['*']));
    const firstKey =
      FIELD_ORDER.find((k) => errors[k]) ??
      Object.keys(errors)
        .filter((k) => k.startsWith('games.'))
        .sort()[0];
    const id = firstKey?.startsWith('games.')
      ? `game-${firstKey.slice(6)}`
      : firstKey === 'games'
        ? 'game-0'
        : firstKey;
    requestAnimationFrame(() => {
      const el = id ? document.getElementById(id) : null;
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el?.focus({ preventScroll: true });
    });
  }

  async function estimateStorage() {
    const result = validateGameLoadForm(values);
    if (!result.payload) {
      setPromptError(M.promptFormInvalid);
      toast.error(M.promptFormInvalid, undefined, { id: 'game-load-prompt' });
      revealErrors();
      return;
    }
    setPromptError(null);
    const text = storagePrompt(result.payload);
    if (await copyText(text)) toast.success(M.promptCopied, undefined, { id: 'game-load-prompt' });
    setPrompt(text);
  }

  function focusProfile() {
    const card = profileRef.current;
    card?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    card?.focus({ preventScroll: true });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    if (!signedIn) {
      bus.emit('auth:login-required', { redirectTo: GAME_LOAD_NEW_PATH });
      return;
    }
    const result = validateGameLoadForm(values);
    if (!result.payload) {
      revealErrors();
      return;
    }
    if (profile.status !== 'success' || !profile.isComplete) {
      toast.error(M.profileIncomplete, undefined, { id: 'game-load-profile' });
      focusProfile();
      return;
    }
    submit.mutate(result.payload, {
      onSuccess: (requestId) => {
        toast.success(M.successTitle, M.successMessage, { duration: TOAST.requestSuccessDurationMs });
        clearGameLoadDraft();
        setValues(GAME_LOAD_FORM_DEFAULTS);
        setTouched(new Set());
        setSuccessId(requestId);
      },
      onError: (error) => toast.error(M.submitFailedTitle, error.message || M.submitFailed),
    });
  }

  const gamesListError = shown('games');
  const consoleLabel = CONSOLE_OPTIONS.find((o) => o.value === values.consoleType)?.label ?? 'Not selected';
  const filledGames = values.games.filter((g) => g.trim() !== '');

  return (
    <>
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Game load request">
        <FormCard aria-labelledby="gl-step-1">
          <h2 id="gl-step-1">
            <StepNumber>1</StepNumber> Console &amp; Storage
          </h2>
          <Row>
            <Select
              id="consoleType"
              label="Console type"
              required
              placeholder="Select your console"
              value={values.consoleType}
              options={CONSOLE_OPTIONS}
              onChange={(v) => change('consoleType', v as GameLoadFormValues['consoleType'])}
              error={shown('consoleType')}
            />
          </Row>
          <Row $split>
            <TextField
              id="availableStorage"
              label="Available storage"
              required
              type="number"
              inputMode="decimal"
              value={values.availableStorage}
              onChange={(v) => change('availableStorage', v)}
              error={shown('availableStorage')}
              hint={`Free space on your console (${GAME_LOAD.storageMin} to ${GAME_LOAD.storageMax}).`}
            />
            <Select
              id="storageUnit"
              label="Unit"
              value={values.storageUnit}
              options={UNIT_OPTIONS}
              onChange={(v) => change('storageUnit', v as GameLoadFormValues['storageUnit'])}
              error={shown('storageUnit')}
            />
          </Row>
        </FormCard>

        <FormCard aria-labelledby="gl-step-2">
          <h2 id="gl-step-2">
            <StepNumber>2</StepNumber> Game Selection &amp; Storage Check
          </h2>
          <Games>
            {values.games.map((title, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; titles may repeat or be blank
              <li key={index}>
                <TextField
                  id={`game-${index}`}
                  label={`Game ${index + 1}`}
                  value={title}
                  maxLength={GAME_LOAD.gameTitleMax + 50}
                  placeholder="e.g. Marvel's Spider-Man 2"
                  onChange={(v) => setGame(index, v)}
                  error={shown(`games.${index}`)}
                />
                {values.games.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => removeGame(index)}
                    aria-label={`Remove game ${index + 1}`}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </Games>
          {gamesListError && (
            <FieldError role="alert" id="games-error">
              {gamesListError}
            </FieldError>
          )}
          <Actions>
            <Button variant="secondary" onClick={addGame} disabled={!canAddGame(values.games)}>
              Add Game
            </Button>
            <Button variant="ghost" onClick={() => void estimateStorage()}>
              Estimate Storage with AI
            </Button>
          </Actions>
          <Muted>
            {values.games.length}/{GAME_LOAD.gamesMax} games. Not sure the games fit? The storage helper
            writes a prompt for an AI assistant.
          </Muted>
          {promptError && <FieldError role="alert">{promptError}</FieldError>}
        </FormCard>

        <FormCard aria-labelledby="gl-step-3">
          <h2 id="gl-step-3">
            <StepNumber>3</StepNumber> Confirm &amp; Submit
          </h2>
          {signedIn ? (
            <ProfileCard
              state={profile}
              cardRef={profileRef}
              titleId="gl-profile-title"
              data-testid="service-profile-card"
            />
          ) : (
            <GuestProfileNote />
          )}
          <Summary aria-label="Service summary">
            <div>
              <dt>Console</dt>
              <dd>{consoleLabel}</dd>
            </div>
            <div>
              <dt>Available storage</dt>
              <dd>{values.availableStorage ? `${values.availableStorage} ${values.storageUnit}` : '—'}</dd>
            </div>
            <div>
              <dt>Games</dt>
              <dd>{filledGames.length}</dd>
            </div>
            <div>
              <dt>Game loading service</dt>
              <dd data-testid="price-base">{formatINR(price.base)}</dd>
            </div>
            {values.addStorage && (
              <div>
                <dt>Storage add-on</dt>
                <dd data-testid="price-addon">{formatINR(price.addon)}</dd>
              </div>
            )}
          </Summary>
          <Checkbox
            id="addStorage"
            checked={values.addStorage}
            onChange={(checked) => change('addStorage', checked)}
            label={`Add storage expansion (+${formatINR(gameLoadPrice(values.consoleType, true).addon)})`}
            description="We fit extra storage so every game fits."
          />
          <Total>
            <span>Total</span>
            <strong data-testid="price-total" aria-live="polite">
              {formatINR(price.total)}
            </strong>
          </Total>
          <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
            Submit Service Request
          </Button>
        </FormCard>
      </Form>

      <StoragePromptDialog prompt={prompt} onClose={() => setPrompt(null)} />
      <RequestSuccessDialog
        requestId={successId}
        title={M.successTitle}
        message="We will contact you shortly to arrange pickup of your console."
        onClose={() => {
          setSuccessId(null);
          navigate(`${GAME_LOAD_HISTORY_PATH}?refresh=${Date.now()}`);
        }}
      />
    </>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Row = styled.div<{ $split?: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$split ? 'minmax(0, 1fr) 120px' : 'minmax(0, 1fr)')};
  gap: 12px;
  align-items: start;
`;

const Games = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 8px;
    align-items: end;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

export const Summary = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding-top: 10px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  font-size: ${(p) => p.theme.fontSize.lg};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;
