import type { z } from 'zod';
import { api, type CallOptions } from '../lib/api';
import type { LoadProgress } from '../offline/mirror';

/** The server's largest page: mirrors hold every row and screens page 7 at a time locally. */
export const FETCH_PAGE = 100;
const MAX_PAGES = 50;

/**
 * Every page of a SPEC list route (`{ offset, next }`, rows carrying `totalCount`), for a
 * mirror. A read: quiet when offline (the screen shows its mirror and the banner). A long list
 * hands its first page to `progress` as soon as it has it.
 */
export async function fetchAllPages<Row extends { totalCount?: number }>(
  path: string,
  schema: z.ZodType<Row[]>,
  options: CallOptions = {},
  progress?: LoadProgress<Row>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; offset < MAX_PAGES; offset += 1) {
    const page = await api.post(path, { offset, next: FETCH_PAGE }, schema, {
      quietOffline: true,
      ...options,
    });
    rows.push(...page);
    // Some lists carry the total on their first row only.
    const total = rows[0]?.totalCount ?? 0;
    if (page.length < FETCH_PAGE || rows.length >= total) break;
    if (offset === 0) progress?.firstPage(page);
  }
  return rows;
}
