import { addressSuggestions, addressSuggestionsQuery } from '../../contract/address';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { createMapsProvider } from '../domain/address/maps-provider';
import { ok } from '../http';
import { requireCustomer } from '../plugins/session';

/**
 * Street-level address suggestions from the configured maps service, so its key stays on the
 * server. A provider that fails or is slow answers an empty list: the profile form still has the
 * bundled suburb list, and an address is never blocked on a third party.
 */
export default async function addressRoutes(app: App): Promise<void> {
  const provider = createMapsProvider(app.config.maps);

  app.get(
    '/api/address/suggestions',
    {
      schema: {
        tags: ['profile'],
        querystring: addressSuggestionsQuery,
        response: { 200: envelope(addressSuggestions) },
      },
    },
    async (request) => {
      requireCustomer(request);
      if (!provider) return ok({ provider: null, suggestions: [] }, 'No maps service configured');
      try {
        const suggestions = await provider.suggest(request.query.q);
        return ok({ provider: provider.name, suggestions }, 'Address suggestions');
      } catch (error) {
        request.log.warn(
          { provider: provider.name, reason: error instanceof Error ? error.message : 'unknown' },
          'address suggestions unavailable',
        );
        return ok({ provider: provider.name, suggestions: [] }, 'Address suggestions unavailable');
      }
    },
  );
}
