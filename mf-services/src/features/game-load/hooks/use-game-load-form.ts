import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, copyText, TOAST, toast, useSession } from 'shared';
import {
  canAddGame,
  GAME_LOAD_FORM_DEFAULTS,
  type GameLoadFormValues,
  gameLoadPrice,
  GAME_LOAD_MESSAGES as M,
  storagePrompt,
  validateGameLoadForm,
} from 'shared/contracts';
import { useProfileCard } from 'shared/kit';
import { useSubmitGameLoad } from '../api/submit-game-load';
import { clearGameLoadDraft, loadGameLoadDraft, saveGameLoadDraft } from '../lib/draft';
import { firstInvalidControlId } from '../lib/first-invalid-control';
import { GAME_LOAD_HISTORY_PATH, GAME_LOAD_NEW_PATH } from '../lib/paths';

/**
 * The game load form's values, messages, price, storage helper and submission
 * (docs/product.md#game-loading). Rules apply on change: a field's message shows once it was
 * changed, all of them on submit (or when the storage helper is asked), with focus on the first.
 * The draft lives in session storage until success. A guest who submits gets the login dialog;
 * a signed-in shopper needs a complete profile.
 */
export function useGameLoadForm() {
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
  const profileRef = useRef<HTMLElement>(null);

  useEffect(() => saveGameLoadDraft(values), [values]);

  const { errors } = useMemo(() => validateGameLoadForm(values), [values]);
  const price = gameLoadPrice(values.consoleType, values.addStorage);
  /** The message of a field (`games.{index}` for a row, `games` for the list) once it is shown. */
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
    const id = firstInvalidControlId(errors);
    requestAnimationFrame(() => {
      const el = id ? document.getElementById(id) : null;
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      el?.focus({ preventScroll: true });
    });
  }

  /** The storage helper: a valid form's prompt, copied and shown in the dialog. */
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

  /** Closing the success popup goes to the history, which refetches. */
  function closeSuccess() {
    setSuccessId(null);
    navigate(`${GAME_LOAD_HISTORY_PATH}?refresh=${Date.now()}`);
  }

  return {
    values,
    shown,
    price,
    /** The storage add-on's price for the console chosen (PS5's without one). */
    addonPrice: gameLoadPrice(values.consoleType, true).addon,
    canAddAnother: canAddGame(values.games),
    filledGameCount: values.games.filter((g) => g.trim() !== '').length,
    signedIn,
    profile,
    profileRef,
    submitting: submit.isPending,
    prompt,
    promptError,
    successId,
    change,
    setGame,
    addGame,
    removeGame,
    estimateStorage,
    onSubmit,
    closePrompt: () => setPrompt(null),
    closeSuccess,
  };
}
