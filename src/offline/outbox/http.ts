import { envelopeOfText } from '../../../contract/read-envelope';
import { SERVER_UNREACHABLE_MESSAGE, unreachableMessage } from '../../lib/connectivity';

/**
 * HTTP for the outbox sender. No DOM and no React: the page and the service worker both run it,
 * each passing its own fetch (and the page an XMLHttpRequest uploader for progress).
 */

/**
 * What came back (its body's text, for judge to read), or 'network' when nothing did (offline,
 * DNS, reset, CORS).
 */
export type HttpOutcome =
  { kind: 'response'; status: number; text: string } | { kind: 'network'; error: string };

export interface UploadRequest {
  url: string;
  form: FormData;
  headers: Record<string, string>;
  onProgress?: (loaded: number, total: number) => void;
}
export type Uploader = (request: UploadRequest) => Promise<HttpOutcome>;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Same-origin credentials: the session cookie goes to this server and never to another origin. */
export async function fetchOutcome(
  fetchFn: FetchLike,
  url: string,
  init: RequestInit,
): Promise<HttpOutcome> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    return { kind: 'network', error: error instanceof Error ? error.message : String(error) };
  }
  try {
    return { kind: 'response', status: response.status, text: await response.text() };
  } catch (error) {
    return { kind: 'network', error: error instanceof Error ? error.message : String(error) };
  }
}

export const fetchUploader =
  (fetchFn: FetchLike): Uploader =>
  ({ url, form, headers }) =>
    fetchOutcome(fetchFn, url, { method: 'POST', body: form, headers });

/**
 * XMLHttpRequest upload with progress events (fetch has no upload progress). Only in pages;
 * `withCredentials` stays false so, like fetch's same-origin mode, cookies go only to this origin.
 */
export const xhrUploader: Uploader = ({ url, form, headers, onProgress }) =>
  new Promise<HttpOutcome>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    }
    xhr.onload = () => resolve({ kind: 'response', status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ kind: 'network', error: 'Network error' });
    xhr.ontimeout = () => resolve({ kind: 'network', error: 'Timed out' });
    xhr.onabort = () => resolve({ kind: 'network', error: 'Aborted' });
    xhr.send(form);
  });

export type Verdict =
  | { kind: 'ok'; data: unknown; message: string }
  /**
   * Try again later with the same key: offline, 5xx, 429, or an answer that is not ours.
   * `unreachable`: no answer from our server at all (worth probing for its return).
   */
  | { kind: 'retry'; message: string; unreachable?: boolean }
  | { kind: 'unauthorized' }
  /** The server refused this content: the customer must change something. */
  | { kind: 'rejected'; message: string };

export function judge(outcome: HttpOutcome, unknownMessage: string): Verdict {
  // Whose fault tells the customer what to do: find a network, or just wait for us.
  if (outcome.kind === 'network')
    return { kind: 'retry', message: unreachableMessage(), unreachable: true };
  const { status, text } = outcome;
  // A captive portal's or a proxy's page is not our envelope: env is null for it.
  const env = envelopeOfText(text);
  const message = env?.message || unknownMessage;
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 408 || status === 425 || status === 429 || status >= 500 || status < 200) {
    const gateway = (status === 502 || status === 503 || status === 504) && !env;
    return {
      kind: 'retry',
      unreachable: gateway,
      message: gateway
        ? SERVER_UNREACHABLE_MESSAGE
        : status >= 500
          ? 'The server is busy, trying again soon'
          : message,
    };
  }
  if (status >= 400) return { kind: 'rejected', message };
  if (!env || env.status !== true) {
    // A 2xx that is not our envelope (captive portal) proves nothing: retry with the same key.
    return env && env.status === false
      ? { kind: 'rejected', message }
      : { kind: 'retry', message: 'Unexpected answer' };
  }
  return { kind: 'ok', data: env.data, message };
}
