import type { Envelope } from './endpoints';

/** What a fake endpoint answers: an HTTP status and a body, typed by the endpoint's contract. */
export type Answer<T = unknown> = {
  status?: number;
  /** null: a gateway's empty answer, no envelope at all. */
  body: Envelope<T> | { status: false; message: string; data?: null } | null;
};

export const ok = <T>(data: T, message = 'OK'): Answer<T> => ({
  body: { status: true, message, data },
});

/** The server said no: any endpoint may answer this, whatever its data type. */
export const refusal = (status: number, message: string): Answer<never> => ({
  status,
  body: { status: false, message },
});
