import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { ReviewPrice } from '../../../../contract/pricing';
import { refusalOf } from '../../../lib/api';
import { useAnswer } from '../../../lib/useAnswer';
import { fetchPrice, previewPrice } from '../api';
import { completeData, type WizardDraft } from './draft';

export type PriceAnswer =
  | { status: 'loading' }
  // refusal: the server's words when it refused (a vehicle not the customer's to price).
  | { status: 'failed'; refusal: string | null }
  | { status: 'ready'; price: ReviewPrice };

/**
 * The review's price, which no mirror keeps: the server prices the vehicle the route's loader
 * saved on entry (`saveFailed` when that save did not go through), or, for an edit record,
 * previews the draft's data (nothing is saved until the customer continues). `tryAgain` repeats
 * whichever failed.
 */
export function useReviewPrice(
  id: string,
  draft: WizardDraft,
  saveFailed: boolean,
): { answer: PriceAnswer; tryAgain: () => void } {
  const revalidator = useRevalidator();
  const [attempt, setAttempt] = useState(0);
  const priceable =
    !saveFailed && completeData(draft) !== null && (draft.isEditRecord || Boolean(draft.id));
  // Each try is a new question, so its answer starts from 'loading'.
  // Asked with the draft of the render that made the key: the draft it is complete in.
  const answer = useAnswer(priceable ? `${id}#${attempt}` : null, async () => {
    const data = completeData(draft);
    if (!data) throw new Error('The vehicle is not complete enough to price.');
    return draft.isEditRecord ? previewPrice(data) : fetchPrice(draft.id ?? id);
  });

  const tryAgain = () => {
    if (saveFailed) void revalidator.revalidate();
    else setAttempt((n) => n + 1);
  };
  if (answer.status === 'ready')
    return { answer: { status: 'ready', price: answer.value }, tryAgain };
  if (answer.status === 'failed') {
    return { answer: { status: 'failed', refusal: refusalOf(answer.error) }, tryAgain };
  }
  return { answer, tryAgain };
}
