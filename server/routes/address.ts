import { addressSuggestions, addressSuggestionsQuery } from '../../contract/address';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import { createMapsProvider } from '../domain/address/maps-provider';
import { cachedSuggestions } from '../domain/address/suggestion-cache';
import { ok } from '../http';
import { perCustomerLimit } from '../plugins/per-customer-limit';
import { requireCustomer } from '../plugins/session';

export const ADDRESS_SEARCH_RATE_MESSAGE =
  'Too many address searches in the last minute. Wait a minute and search again.';

/**
 * Street-level address suggestions from the configured maps service, so its key stays on the
 * server. A provider that fails or is slow answers an empty list: the profile form still has the
 * bundled suburb list, and an address is never blocked on a third party. Each call to the
 * provider is paid for, so searches are limited per customer and repeated queries are answered
 * from a short-lived cache.
 */
export default async function addressRoutes(app: App): Promise<void> {
  const maps = createMapsProvider(app.config.maps);
  const provider = maps && cachedSuggestions(maps);

  app.get(
    '/api/address/suggestions',
    {
      config: {
        // Per customer, like receipt uploads, so N server processes still spend at most the
        // configured number of the operator's calls on one customer.
        rateLimit: perCustomerLimit(app.config.addressSearchLimit, ADDRESS_SEARCH_RATE_MESSAGE),
      },
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
