import type { z } from 'zod/mini';
import { api, type CallOptions } from '../lib/api';
import type { LoadProgress } from '../offline/mirrors/store';
import type { Listed } from '../offline/mirrors/store';

/** The server's largest page: mirrors hold every row and screens page 7 at a time locally. */
export const FETCH_PAGE = 100;
const MAX_PAGES = 50;

/**
 * Every page of a SPEC list route (`{ offset, next }`, rows carrying `totalCount`), for a
 * mirror. A read: quiet when offline (the screen shows its mirror and the banner). A long list
 * hands its first page to `progress` as soon as it has it.
 *
 * The first page is asked with `etag`, the ETag of the mirror's rows: the customer's list
 * version, which covers every page, so a 304 there means the whole list stands ('unchanged').
 * Its own ETag then names the whole list: a later page read after a change has a newer version,
 * and the kept one will simply no longer match.
 */
export async function fetchAllPages<Row extends { totalCount?: number }>(
  path: string,
  schema: z.ZodMiniType<Row[]>,
  etag: string | null,
  options: CallOptions = {},
  progress?: LoadProgress<Row>,
): Promise<Listed<Row>> {
  const rows: Row[] = [];
  let listEtag: string | null = null;
  for (let offset = 0; offset < MAX_PAGES; offset += 1) {
    const answer = await api.postList(path, { offset, next: FETCH_PAGE }, schema, etag, {
      quietOffline: true,
      ...options,
    });
    if (!answer) return 'unchanged';
    const page = answer.data;
    if (offset === 0) listEtag = answer.etag;
    // Only the first page is asked about: the rest are read in full.
    etag = null;
    rows.push(...page);
    // Some lists carry the total on their first row only.
    const total = rows[0]?.totalCount ?? 0;
    if (page.length < FETCH_PAGE || rows.length >= total) break;
    if (offset === 0) progress?.firstPage(page);
  }
  return { rows, etag: listEtag };
}
