import { z } from 'zod/mini';

/**
 * The start's one validator: its ETag names everything an online start mirrors (the lists, the
 * profile, the dashboard, the forecast, 'Coming up', the fuel cards, the payout account, the
 * upload address). The tag is the answer; the body carries nothing.
 */
export const MIRRORS_PATH = '/api/customer/mirrors';
export const mirrorsAnswer = z.null();
