import { useState } from 'react';
import { MODERATE_REVIEWS_MAX } from 'shared/contracts';
import { moderatedText, type ReviewDecision, useModerateReviews } from '../api/moderate-reviews';

const NONE: ReadonlySet<string> = new Set();

/**
 * The reviews chosen on one queue page (`pageKey`: another page, filter or search starts with
 * none) and their moderation: staff choose pending reviews, ask to approve or reject them, confirm,
 * and one `moderate_reviews` call decides them all; `announcement` then says how many changed
 * ('2 reviews approved.'), `refusal` why not.
 */
export function useReviewBulk(pageKey: string, pendingIds: readonly string[]) {
  const [chosen, setChosen] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: pageKey,
    ids: NONE,
  });
  const [confirming, setConfirming] = useState<ReviewDecision | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const moderate = useModerateReviews();

  const chosenIds = chosen.key === pageKey ? chosen.ids : NONE;
  const selected = pendingIds.filter((id) => chosenIds.has(id)).slice(0, MODERATE_REVIEWS_MAX);
  const choose = (ids: ReadonlySet<string>) => setChosen({ key: pageKey, ids });

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosenIds);
    if (on) next.add(id);
    else next.delete(id);
    choose(next);
  };
  const toggleAll = (on: boolean) => choose(on ? new Set(pendingIds) : NONE);

  const ask = (decision: ReviewDecision) => {
    if (selected.length === 0) return;
    setAnnouncement('');
    setRefusal(null);
    setConfirming(decision);
  };
  const cancel = () => setConfirming(null);
  const confirm = () => {
    if (!confirming) return;
    const status = confirming;
    setConfirming(null);
    moderate.mutate(
      { ids: selected, status },
      {
        onSuccess: (count) => {
          choose(NONE);
          setAnnouncement(moderatedText(count, status));
        },
        onError: (error) => setRefusal(error instanceof Error ? error.message : String(error)),
      },
    );
  };

  return {
    selected,
    isChosen: (id: string) => chosenIds.has(id),
    allChosen: pendingIds.length > 0 && selected.length === pendingIds.length,
    toggle,
    toggleAll,
    confirming,
    ask,
    cancel,
    confirm,
    announcement,
    refusal,
    busy: moderate.isPending,
  };
}

export type ReviewBulk = ReturnType<typeof useReviewBulk>;
