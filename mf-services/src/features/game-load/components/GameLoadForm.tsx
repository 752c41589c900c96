import { Button, formatINR, GAME_LOAD, TextField } from 'shared';
import { type GameLoadFormValues, GAME_LOAD_MESSAGES as M } from 'shared/contracts';
import { Checkbox, ProfileCard, Select } from 'shared/kit';
import styled from 'styled-components';
import { FormCard, GuestProfileNote, RequestSuccessDialog, StepNumber } from '../../service-requests';
import { useGameLoadRequest } from '../api/get-game-load-request';
import { useGameLoadForm } from '../hooks/use-game-load-form';
import { GAME_LOAD_OWNERSHIP_NOTE } from '../lib/landing-content';
import { StoragePromptDialog } from './StoragePromptDialog';

export { GAME_LOAD_HISTORY_PATH, GAME_LOAD_NEW_PATH } from '../lib/paths';

const CONSOLE_OPTIONS = [
  { value: 'PS4', label: 'PlayStation 4 (PS4)' },
  { value: 'PS5', label: 'PlayStation 5 (PS5)' },
];
const UNIT_OPTIONS = GAME_LOAD.storageUnits.map((u) => ({ value: u, label: u }));

/**
 * The game load form (docs/product.md#game-loading), in three cards: console and storage; the
 * games (add up to 10, remove while more than one) with the storage-estimation helper; contact
 * and shipping preview, summary, add-on and live total. State, rules, draft and submission live in
 * `useGameLoadForm`.
 */
export function GameLoadForm() {
  const form = useGameLoadForm();
  // The new request read back (RLS: own rows) for the number the shopper reads and types.
  const made = useGameLoadRequest(form.successId);
  const { values, shown, price } = form;
  const gamesListError = shown('games');
  const consoleLabel = CONSOLE_OPTIONS.find((o) => o.value === values.consoleType)?.label ?? 'Not selected';

  return (
    <>
      <Form noValidate onSubmit={form.onSubmit} aria-label="Game load request">
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
              onChange={(v) => form.change('consoleType', v as GameLoadFormValues['consoleType'])}
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
              min={GAME_LOAD.storageMin}
              max={GAME_LOAD.storageMax}
              step={GAME_LOAD.storageStep}
              value={values.availableStorage}
              onChange={(v) => form.change('availableStorage', v)}
              error={shown('availableStorage')}
              hint={`Free space on your console (${GAME_LOAD.storageMin} to ${GAME_LOAD.storageMax}).`}
            />
            <Select
              id="storageUnit"
              label="Unit"
              value={values.storageUnit}
              options={UNIT_OPTIONS}
              onChange={(v) => form.change('storageUnit', v as GameLoadFormValues['storageUnit'])}
              error={shown('storageUnit')}
            />
          </Row>
        </FormCard>

        <FormCard aria-labelledby="gl-step-2">
          <h2 id="gl-step-2">
            <StepNumber>2</StepNumber> Game Selection &amp; Storage Check
          </h2>
          <Muted id="gl-ownership">{GAME_LOAD_OWNERSHIP_NOTE}</Muted>
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
                  onChange={(v) => form.setGame(index, v)}
                  error={shown(`games.${index}`)}
                />
                {values.games.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => form.removeGame(index)}
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
            <Button variant="secondary" onClick={form.addGame} disabled={!form.canAddAnother}>
              Add Game
            </Button>
            <Button variant="ghost" onClick={() => void form.estimateStorage()}>
              Estimate Storage with AI
            </Button>
          </Actions>
          <Muted>
            {values.games.length}/{GAME_LOAD.gamesMax} games. Not sure the games fit? The storage helper
            writes a prompt for an AI assistant.
          </Muted>
          {form.promptError && <FieldError role="alert">{form.promptError}</FieldError>}
        </FormCard>

        <FormCard aria-labelledby="gl-step-3">
          <h2 id="gl-step-3">
            <StepNumber>3</StepNumber> Confirm &amp; Submit
          </h2>
          {form.signedIn ? (
            <ProfileCard
              state={form.profile}
              cardRef={form.profileRef}
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
              <dd>{form.filledGameCount}</dd>
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
            onChange={(checked) => form.change('addStorage', checked)}
            label={`Add storage expansion (+${formatINR(form.addonPrice)})`}
            description="We fit extra storage so every game fits."
          />
          <Total>
            <span>Total</span>
            <strong data-testid="price-total" aria-live="polite">
              {formatINR(price.total)}
            </strong>
          </Total>
          <Button type="submit" size="lg" fullWidth loading={form.submitting}>
            Submit Service Request
          </Button>
        </FormCard>
      </Form>

      <StoragePromptDialog prompt={form.prompt} onClose={form.closePrompt} />
      <RequestSuccessDialog
        requestId={form.successId}
        requestNumber={made.data?.display_number ?? null}
        title={M.successTitle}
        message="We will contact you shortly to arrange pickup of your console."
        onClose={form.closeSuccess}
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
