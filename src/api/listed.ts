import type { Validated } from '../lib/api';
import type { Listed } from '../offline/mirrors/store';

/** An answer as its mirror keeps it, in rows: null (a 304) is 'unchanged'. */
export const listedAs = <T, R>(
  answer: Validated<T>,
  toRows: (data: T) => readonly R[],
): Listed<R> => (answer ? { rows: toRows(answer.data), etag: answer.etag } : 'unchanged');

/** A one-page list's answer as its mirror keeps it: null (a 304) is 'unchanged'. */
export const listed = <T>(answer: Validated<T[]>): Listed<T> => listedAs(answer, (rows) => rows);
