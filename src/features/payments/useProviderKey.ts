import type { TokenKeyResponse } from '../../../contract/payments/provider';
import { useAnswer } from '../../lib/useAnswer';
import { fetchProviderKey } from './api';

export type ProviderKeyState =
  { status: 'loading' } | { status: 'ready'; key: TokenKeyResponse } | { status: 'failed' };

/** The live payment provider, as the server says (payment screens need a connection). */
export function useProviderKey(): ProviderKeyState {
  const answer = useAnswer('provider', () => fetchProviderKey());
  if (answer.status === 'ready') return { status: 'ready', key: answer.value };
  if (answer.status === 'failed') return { status: 'failed' };
  return answer;
}
