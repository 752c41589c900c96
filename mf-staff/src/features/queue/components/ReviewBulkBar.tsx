import { useEffect, useId, useRef } from 'react';
import { Button } from 'shared';
import styled from 'styled-components';
import { RefusalAlert, SavedStatus } from '../../../components/form-kit';
import { Confirm } from '../../item';
import type { ReviewBulk } from '../hooks/use-review-bulk';

/**
 * Moderation of the pending reviews chosen on the page: 'Select all on this page', then
 * 'Approve selected (n)' or 'Reject selected (n)', asked first. The outcome is announced in a
 * status line ('2 reviews approved.'), a refusal as an alert. Stacks below 768 px.
 */
export function ReviewBulkBar({ bulk, pendingCount }: { bulk: ReviewBulk; pendingCount: number }) {
  const allRef = useRef<HTMLInputElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the question is gone: back to 'Select all' after Cancel; to the bar
  // (which stays, with its status line, when no pending review is left) after confirming.
  const focusAfter = useRef<'all' | 'bar' | null>(null);
  useEffect(() => {
    if (bulk.confirming !== null || !focusAfter.current) return;
    const target = focusAfter.current === 'all' ? allRef.current : barRef.current;
    focusAfter.current = null;
    target?.focus();
  }, [bulk.confirming]);
  const refusalId = useId();
  const n = bulk.selected.length;
  const some = n > 0 && !bulk.allChosen;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);
  // Chosen reviews stay as they are while the question is asked.
  const locked = bulk.confirming !== null;

  return (
    <Bar
      ref={barRef}
      tabIndex={-1}
      role="group"
      aria-label="Moderate selected reviews"
      aria-describedby={bulk.refusal ? refusalId : undefined}
    >
      {pendingCount > 0 && (
        <Controls>
          <CheckLabel>
            <input
              ref={allRef}
              type="checkbox"
              checked={bulk.allChosen}
              disabled={locked}
              onChange={(e) => bulk.toggleAll(e.target.checked)}
            />
            Select all on this page
          </CheckLabel>
          {bulk.confirming === null && (
            <Actions>
              <Button
                disabled={n === 0 || bulk.busy}
                loading={bulk.busy}
                onClick={() => bulk.ask('approved')}
              >
                Approve selected ({n})
              </Button>
              <Button variant="danger" disabled={n === 0 || bulk.busy} onClick={() => bulk.ask('rejected')}>
                Reject selected ({n})
              </Button>
            </Actions>
          )}
        </Controls>
      )}
      {bulk.confirming && (
        <Confirm
          question={`${bulk.confirming === 'approved' ? 'Approve' : 'Reject'} ${n} selected ${n === 1 ? 'review' : 'reviews'}?`}
          label={`${bulk.confirming === 'approved' ? 'Approve' : 'Reject'} ${n} ${n === 1 ? 'review' : 'reviews'}`}
          onConfirm={() => {
            focusAfter.current = 'bar';
            bulk.confirm();
          }}
          onCancel={() => {
            focusAfter.current = 'all';
            bulk.cancel();
          }}
        />
      )}
      <RefusalAlert id={refusalId} lead="The reviews were not moderated:" message={bulk.refusal} />
      <SavedStatus>{bulk.announcement}</SavedStatus>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: 10px;
  margin-bottom: 12px;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 4px;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  ${(p) => p.theme.media.mobile} {
    display: grid;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${(p) => p.theme.media.mobile} {
    display: grid;
    > button {
      width: 100%;
    }
  }
`;

/** A checkbox with its words, a 44 px target. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;
