import { useEffect, useRef, useState } from 'react';
import { ADDRESS_QUERY_MIN, type AddressSuggestion } from '../../../contract/address';
import { useOnline } from '../../lib/useOnline';
import { suggestAddresses } from './api';

const TYPING_PAUSE_MS = 250;

/**
 * Street-level suggestions for what is typed in the Address field, asked of the server once the
 * typing pauses, online only. A server with no maps service says so once and is not asked again.
 */
export function useStreetSuggestions(text: string): AddressSuggestion[] {
  const online = useOnline();
  const noProvider = useRef(false);
  const [found, setFound] = useState<{ query: string; suggestions: AddressSuggestion[] }>({
    query: '',
    suggestions: [],
  });
  const query = text.trim();

  useEffect(() => {
    if (!online || noProvider.current || query.length < ADDRESS_QUERY_MIN) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestAddresses(query, controller.signal).then(
        ({ provider, suggestions }) => {
          if (provider === null) noProvider.current = true;
          setFound({ query, suggestions });
        },
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [online, query]);

  return online && found.query === query ? found.suggestions : [];
}
