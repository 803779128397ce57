import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { ReviewPrice } from '../../../../contract/pricing';
import { refusalOf } from '../../../lib/api';
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
  latest: () => WizardDraft,
  saveFailed: boolean,
): { answer: PriceAnswer; tryAgain: () => void } {
  const revalidator = useRevalidator();
  const [answer, setAnswer] = useState<PriceAnswer>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const current = latest();
    const data = completeData(current);
    if (!data || saveFailed) return;
    if (!current.isEditRecord && !current.id) return;
    let active = true;
    const price = current.isEditRecord ? previewPrice(data) : fetchPrice(current.id ?? id);
    price.then(
      (priced) => {
        if (active) setAnswer({ status: 'ready', price: priced });
      },
      (error: unknown) => {
        if (active) setAnswer({ status: 'failed', refusal: refusalOf(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [id, attempt, latest, saveFailed]);

  const tryAgain = () => {
    setAnswer({ status: 'loading' });
    if (saveFailed) void revalidator.revalidate();
    else setAttempt((n) => n + 1);
  };
  return { answer, tryAgain };
}
