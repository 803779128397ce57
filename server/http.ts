import type { Envelope } from '../contract/envelope';

/** A refusal the customer should read: the error handler answers it in the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { status: true, message, data };
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
