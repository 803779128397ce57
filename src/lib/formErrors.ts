import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message for each top-level field of a failed zod parse. */
export function fieldErrors<K extends string = string>(error: z.ZodError): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || out[key] !== undefined) continue;
    out[key] = issue.message;
  }
  return out as FieldErrors<K>;
}
