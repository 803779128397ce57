import { z } from 'zod/mini';

/** SPEC §7: every response is `{ status, message, data }`. */
export const envelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data: z.optional(data) });

export const errorEnvelope = z.object({ status: z.literal(false), message: z.string() });

export type { Envelope } from './read-envelope';

/** Paging bodies (DESIGN §3): `offset` is the zero-based page number, `next` the page size. */
export const pagingRequest = z.object({
  offset: z._default(z.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  next: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 7),
});
export type PagingRequest = z.infer<typeof pagingRequest>;

/**
 * The body of a list SPEC §7 gives no parameters (subscribed vehicles, cards, banks): none, or an
 * empty object. Any key is refused, so nothing a client makes up reaches the list's ETag.
 */
export const listRequest = z.nullish(z.strictObject({}));

/** The UI pages every list by this many rows (SPEC §9). */
export const PAGE_SIZE = 7;
