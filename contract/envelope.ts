import { z } from 'zod';

/** SPEC §7: every response is `{ status, message, data }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data: data.optional() });

export const errorEnvelope = z.object({ status: z.literal(false), message: z.string() });

export type { Envelope } from './read-envelope';

/** Paging bodies (DESIGN §3): `offset` is the zero-based page number, `next` the page size. */
export const pagingRequest = z.object({
  offset: z.number().int().min(0).max(1_000_000).default(0),
  next: z.number().int().min(1).max(100).default(7),
});
export type PagingRequest = z.infer<typeof pagingRequest>;

/**
 * The body of a list SPEC §7 gives no parameters (subscribed vehicles, cards, banks): none, or an
 * empty object. Any key is refused, so nothing a client makes up reaches the list's ETag.
 */
export const listRequest = z.strictObject({}).nullish();

/** The UI pages every list by this many rows (SPEC §9). */
export const PAGE_SIZE = 7;
