import { addressSuggestions } from '../../../contract/address';
import { api } from '../../lib/api';

/**
 * Street addresses from the server's maps service. Quiet either way: the bundled suburb list is
 * always there, so a failed lookup is no news worth a toast.
 */
export const suggestAddresses = (q: string, signal: AbortSignal) =>
  api.get(`/api/address/suggestions?q=${encodeURIComponent(q)}`, addressSuggestions, {
    toastError: false,
    signal,
  });
