import type { PaymentIntentResponse } from '../../../contract/payments/quotes';
import { isApiError } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { createPaymentIntent } from './api';

export type Quote =
  | { status: 'loading' }
  | { status: 'ready'; intent: PaymentIntentResponse }
  | { status: 'failed'; message: string };

/**
 * What paying for the vehicle costs: the card total (surcharge included) and the base. Without a
 * vehicle (a card or bank saved on its own) nothing is asked and it stays loading.
 */
export function useQuote(vehicleId: string | undefined): Quote {
  const answer = useAnswer(vehicleId ?? null, (id) => createPaymentIntent(id, 'card'));
  if (answer.status === 'ready') return { status: 'ready', intent: answer.value };
  if (answer.status === 'failed') {
    const { error } = answer;
    return {
      status: 'failed',
      message: isApiError(error) ? error.message : 'The amount could not be loaded.',
    };
  }
  return answer;
}
