// No zod here: the portal's API client imports this on its first request, and zod stays out of
// the initial load (the schemas that need it load beside the requests that use them).

export type Envelope<T> = { status: boolean; message: string; data?: T };

/**
 * Reads an answer body as our envelope: null when it is not ours (a proxy's page, a captive
 * portal). A missing message reads as ''; `data` is left for the caller's own schema.
 */
export function readEnvelope(body: unknown): Envelope<unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.status !== 'boolean') return null;
  return {
    status: record.status,
    message: typeof record.message === 'string' ? record.message : '',
    data: record.data,
  };
}

/**
 * An answer's text read as our envelope: null when it is empty, not JSON, or not ours. The page's
 * API client and the outbox sender (fetch or XMLHttpRequest) all read answers through this.
 */
export function envelopeOfText(text: string): Envelope<unknown> | null {
  if (!text) return null;
  try {
    return readEnvelope(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
