import type { AddressSuggestion } from '../../../contract/address';
import type { MapsProvider } from './maps-provider';

type SuggestionCacheOptions = {
  /** Queries kept at most; the least recently asked goes first. */
  maxEntries: number;
  /** How long an answer is reused before the provider is asked again. */
  ttlMs: number;
  now?: () => number;
};

const SUGGESTION_CACHE: SuggestionCacheOptions = { maxEntries: 500, ttlMs: 5 * 60_000 };

type Entry = { expires: number; answer: Promise<AddressSuggestion[]> };

/** Case and spacing do not change what the provider finds, so they do not make a new query. */
const keyOf = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The provider behind a small in-process cache: every call to it is paid from the operator's
 * quota, and a customer typing, deleting and retyping asks the same thing again and again (so
 * do customers in one street). A query being asked already waits on that call instead of making
 * its own. Only answers are kept: a failed call is forgotten, so the next search asks again.
 */
export function cachedSuggestions(
  provider: MapsProvider,
  options: SuggestionCacheOptions = SUGGESTION_CACHE,
): MapsProvider {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    name: provider.name,
    suggest(query) {
      const key = keyOf(query);
      const kept = entries.get(key);
      entries.delete(key);
      if (kept && kept.expires > now()) {
        entries.set(key, kept); // most recently used last
        return kept.answer;
      }
      const entry: Entry = { expires: now() + options.ttlMs, answer: provider.suggest(query) };
      entries.set(key, entry);
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return entry.answer;
    },
  };
}
