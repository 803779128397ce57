import type { Validated } from '../lib/api';
import type { Listed } from '../offline/mirror-store';

/** A one-page list's answer as its mirror keeps it: null (a 304) is 'unchanged'. */
export const listed = <T>(answer: Validated<T[]>): Listed<T> =>
  answer ? { rows: answer.data, etag: answer.etag } : 'unchanged';
