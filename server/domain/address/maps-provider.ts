import { addressSuggestion, type AddressSuggestion } from '../../../contract/address';
import type { Config } from '../../config';

/** A maps service the server asks for street addresses in Australia. */
export type MapsProvider = {
  name: string;
  suggest(query: string): Promise<AddressSuggestion[]>;
};

const SUGGESTIONS = 5;
const TIMEOUT_MS = 3_000;

/** Geoapify's autocomplete result, the fields read from it (format=json). */
type GeoapifyResult = {
  country_code?: string;
  housenumber?: string;
  street?: string;
  suburb?: string;
  city?: string;
  state_code?: string;
  postcode?: string;
  formatted?: string;
};

function fromGeoapify(result: GeoapifyResult): AddressSuggestion | null {
  if (result.country_code?.toLowerCase() !== 'au' || !result.street) return null;
  const address = [result.housenumber, result.street].filter(Boolean).join(' ');
  const city = result.suburb ?? result.city ?? '';
  const parsed = addressSuggestion.safeParse({
    label: result.formatted ?? `${address}, ${city}`,
    address,
    city,
    state: result.state_code?.toUpperCase(),
    zipCode: result.postcode,
  });
  // A result the form could not hold (no AU state, no 4-digit postcode) is left out.
  return parsed.success ? parsed.data : null;
}

/**
 * The configured provider, or null. The key is sent only to the provider, from here, and is
 * never logged: a failed call reports its status, never its URL.
 */
export function createMapsProvider(maps: Config['maps']): MapsProvider | null {
  if (!maps) return null;
  return {
    name: maps.provider,
    async suggest(query) {
      const url = new URL('/v1/geocode/autocomplete', maps.baseUrl);
      url.searchParams.set('text', query);
      url.searchParams.set('filter', 'countrycode:au');
      url.searchParams.set('lang', 'en');
      url.searchParams.set('limit', String(SUGGESTIONS));
      url.searchParams.set('format', 'json');
      url.searchParams.set('apiKey', maps.apiKey);
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${maps.provider} answered ${response.status}`);
      const body = (await response.json()) as { results?: GeoapifyResult[] };
      const found = (body.results ?? []).map(fromGeoapify).filter((s) => s !== null);
      return found.slice(0, SUGGESTIONS);
    },
  };
}
