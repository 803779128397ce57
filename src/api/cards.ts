import { savedCards, type SavedCard } from '../../contract/payments/cards';
import { api } from '../lib/api';
import type { Listed } from '../offline/mirrors/store';
import { listed } from './listed';

/**
 * The customer's saved cards, for the 'cards' mirror. Here rather than in the payments area so
 * that the start's refresh of every mirror does not fetch the payment forms (and the form
 * library) on pages that show none. Quiet offline: the screens show the mirror.
 */
export const listCards = async (etag: string | null = null): Promise<Listed<SavedCard>> =>
  listed(await api.postList('/api/customer/cards', {}, savedCards, etag, { quietOffline: true }));
