import { useEffect, useState } from 'react';
import type { AuState } from '../../../contract/common';

/** An Australian suburb or town with its state (short code) and postcode. */
export type Locality = { name: string; state: AuState; postcode: string };

/**
 * Every Australian delivery locality (about 18,000, built by scripts/build-localities.ts), so
 * address suggestions work with no maps key and offline (SPEC §2: restricted to Australia). The
 * list is its own chunk, fetched when the customer first enters an address field, never before.
 */
let parsed: Locality[] | null = null;
let loading: Promise<void> | null = null;

export function loadLocalities(): Promise<void> {
  loading ??= import('./locality-data').then(({ LOCALITY_DATA }) => {
    parsed = (Object.keys(LOCALITY_DATA) as AuState[]).flatMap((state) =>
      LOCALITY_DATA[state].split(';').map((entry) => {
        const [name = '', postcode = ''] = entry.split(':');
        return { name, state, postcode };
      }),
    );
  });
  return loading;
}

/** The localities loaded so far: none until loadLocalities() has finished. */
export function allLocalities(): Locality[] {
  return parsed ?? [];
}

/**
 * Starts loading the list once `wanted` (the customer is in an address field) and re-renders the
 * caller when it is there: a profile opened only to read it never downloads the ~90 KB list.
 */
export function useLocalities(wanted: boolean): boolean {
  const [ready, setReady] = useState(parsed !== null);
  useEffect(() => {
    if (ready || !wanted) return;
    let live = true;
    void loadLocalities().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, wanted]);
  return ready;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Localities whose name starts with the query, then those with a later word starting with it,
 * then postcode matches; alphabetical within each group.
 */
export function searchLocalities(query: string, limit = 8): Locality[] {
  const q = normalise(query);
  if (q.length < 2) return [];
  const scored: { locality: Locality; score: number }[] = [];
  for (const locality of allLocalities()) {
    const name = locality.name.toLowerCase();
    // An exact name first: 'Sydney' before 'Sydney Olympic Park'.
    const score =
      name === q
        ? 0
        : name.startsWith(q)
          ? 1
          : name.includes(` ${q}`)
            ? 2
            : /^\d+$/.test(q) && locality.postcode.startsWith(q)
              ? 3
              : -1;
    if (score >= 0) scored.push({ locality, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.locality.name.localeCompare(b.locality.name))
    .slice(0, limit)
    .map((entry) => entry.locality);
}

export const localityLabel = (l: Locality): string => `${l.name} ${l.state} ${l.postcode}`;

/**
 * What to search for while the street address is typed: the text after the last comma, or the
 * last one to three words ("12 Smith St Parra" → "Parra"). `before` is the street part to keep.
 */
export function addressQuery(text: string): { query: string; before: string } | null {
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const query = text.slice(comma + 1).trim();
    return query.length >= 3 ? { query, before: text.slice(0, comma).trim() } : null;
  }
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let take = Math.min(3, words.length); take >= 1; take--) {
    const tail = words.slice(words.length - take);
    // A street number is never part of a suburb name.
    if (tail.some((word) => /\d/.test(word))) continue;
    const query = tail.join(' ');
    if (query.length >= 3 && searchLocalities(query, 1).length > 0) {
      return { query, before: words.slice(0, words.length - take).join(' ') };
    }
  }
  return null;
}

/**
 * Guidance when the address has a street but no suburb the list knows yet ('12 George St'):
 * the bundled list holds suburbs, not streets, so the suburb has to follow the street.
 */
export function addressHint(text: string): string | null {
  const trimmed = text.trim();
  if (!/\d/.test(trimmed) || trimmed.split(/\s+/).length < 2) return null;
  if (addressQuery(trimmed)) return null;
  return "Type the suburb after the street, e.g. '12 George St Sydney', and pick it from the list to fill city, state and zip code.";
}
