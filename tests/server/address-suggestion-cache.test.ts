import { describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '../../contract/address';
import type { MapsProvider } from '../../server/domain/address/maps-provider';
import { cachedSuggestions } from '../../server/domain/address/suggestion-cache';

/** A provider that counts its calls and answers one suggestion naming the query. */
function countingProvider() {
  const calls: string[] = [];
  const provider: MapsProvider = {
    name: 'counting',
    suggest: async (query) => {
      calls.push(query);
      const found: AddressSuggestion = {
        label: query,
        address: query,
        city: 'Sydney',
        state: 'NSW',
        zipCode: '2000',
      };
      return [found];
    },
  };
  return { provider, calls };
}

describe('address suggestion cache', () => {
  it('asks again once an answer is older than its time to live', async () => {
    let clock = 0;
    const { provider, calls } = countingProvider();
    const cached = cachedSuggestions(provider, { maxEntries: 10, ttlMs: 1_000, now: () => clock });
    await cached.suggest('1 Main Road');
    clock = 999;
    await cached.suggest('1 Main Road');
    expect(calls).toHaveLength(1);
    clock = 1_000;
    await cached.suggest('1 Main Road');
    expect(calls).toHaveLength(2);
  });

  it('keeps at most maxEntries queries, the least recently asked going first', async () => {
    const { provider, calls } = countingProvider();
    const cached = cachedSuggestions(provider, { maxEntries: 2, ttlMs: 60_000 });
    await cached.suggest('1 A Street');
    await cached.suggest('2 B Street');
    await cached.suggest('1 A Street'); // A is now the most recently asked
    await cached.suggest('3 C Street'); // B goes
    expect(calls).toEqual(['1 A Street', '2 B Street', '3 C Street']);
    await cached.suggest('1 A Street');
    await cached.suggest('3 C Street');
    expect(calls).toHaveLength(3);
    await cached.suggest('2 B Street');
    expect(calls).toHaveLength(4);
  });
});
