import { apiUrl } from '../../lib/api';

export type DownloadProgress = { received: number; total: number | null };

export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

const OFFLINE = 'You are offline. Downloading the tax documents needs a connection.';
const FAILED = 'The download did not finish. Please try again.';

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not the envelope: fall through to the general message
  }
  return FAILED;
}

/**
 * Fetches a file with the session cookie and reports the bytes received against the
 * Content-Length as they arrive, so the page can show real progress; resolves to the file.
 */
export async function downloadWithProgress(
  path: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError(OFFLINE);
  }
  if (!response.ok) throw new DownloadError(await refusalMessage(response));
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      onProgress({ received, total });
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError(FAILED);
  }
  if (total !== null && received !== total) throw new DownloadError(FAILED);
  return new Blob(chunks, { type });
}

/** Hands a file to the browser's own download, under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
