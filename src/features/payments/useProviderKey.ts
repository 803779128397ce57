import { useEffect, useState } from 'react';
import type { TokenKeyResponse } from '../../../contract/payments/provider';
import { fetchProviderKey } from './api';

export type ProviderKeyState =
  { status: 'loading' } | { status: 'ready'; key: TokenKeyResponse } | { status: 'failed' };

/** The live payment provider, as the server says (payment screens need a connection). */
export function useProviderKey(): ProviderKeyState {
  const [state, setState] = useState<ProviderKeyState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchProviderKey().then(
      (key) => live && setState({ status: 'ready', key }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
