import { z } from 'zod/mini';
import { AU_STATES } from './common';

export const ADDRESS_QUERY_MIN = 3;

/** GET /api/address/suggestions?q=: what the customer has typed in the Address field. */
export const addressSuggestionsQuery = z.object({
  q: z
    .string({ error: 'Type an address to search' })
    .check(
      z.trim(),
      z.minLength(ADDRESS_QUERY_MIN, `Type at least ${ADDRESS_QUERY_MIN} characters to search`),
      z.maxLength(120, 'An address search is at most 120 characters'),
    ),
});

/** One street address in Australia, split the way the profile form keeps it. */
export const addressSuggestion = z.object({
  label: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.enum(AU_STATES),
  zipCode: z.string().check(z.regex(/^\d{4}$/)),
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;

/** `provider` null: no maps service is configured, the bundled suburb list is all there is. */
export const addressSuggestions = z.object({
  provider: z.nullable(z.string()),
  suggestions: z.array(addressSuggestion),
});
