import type { z } from 'zod';
import { envelope } from '../../contract/envelope';
import type { App } from '../app-types';
import type { VersionedKey, VersionedRows } from '../domain/accounts/list-version';
import { answerListPage } from '../plugins/session';

/** SPEC §8: an empty list says so in these words; the portal shows them as they come. */
const NO_RECORD = 'No record available';

/** A list's message: its own when it has rows, SPEC's 'No record available' when it has none. */
export const orNoRecord =
  (message: string) =>
  (rows: unknown[]): string =>
    rows.length ? message : NO_RECORD;

type ListSpec<Body extends z.core.$ZodType, Row> = {
  tags: string[];
  /** `pagingRequest` or `listRequest`: every list body has a schema. */
  body: Body;
  rows: z.core.$ZodType<Row[]>;
  /** The domain read: the session, the page and the list version in one statement. */
  read: (key: VersionedKey, body: z.output<Body>) => Promise<VersionedRows<Row>>;
  message: (rows: Row[]) => string;
};

/**
 * A signed-in list (SPEC §7 reads them with POST). Every list has the same shell: the session may
 * come in the query, and the answer is a page with an ETag, or a 304 (`answerListPage`).
 */
export function listRoute<Body extends z.core.$ZodType, Row>(
  app: App,
  path: string,
  spec: ListSpec<Body, Row>,
): void {
  app.post(
    path,
    {
      config: { sessionInQuery: true },
      schema: { tags: spec.tags, body: spec.body, response: { 200: envelope(spec.rows) } },
    },
    async (request, reply) =>
      answerListPage(
        request,
        reply,
        // The type provider cannot narrow a generic schema's output; `spec.body` validated it.
        (key) => spec.read(key, request.body as z.output<Body>),
        spec.message,
      ),
  );
}
