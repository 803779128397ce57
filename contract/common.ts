import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please provide a valid email address';
/**
 * SPEC §5: a valid address, lowercase, ending in 2 or 3 letters. The one addition is the
 * reserved `.test` domain (RFC 2606), which no real customer can hold: it is the demo
 * account's (demo@cargo.test), and that account must get through every form like anyone else.
 */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.([a-z]{2,3}|test)$/;

export const email = z.string().trim().max(254, EMAIL_MESSAGE).regex(EMAIL_PATTERN, EMAIL_MESSAGE);

/** Required text: trimmed first, so whitespace-only is as good as empty. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

export const PHONE_PATTERN = /^\d{10}$/;
export const phone = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(PHONE_PATTERN, 'Phone must be 10 digits');

export const id = z.string().uuid('Not a valid id');
export const idParams = z.object({ id });

/** Money crosses the wire as dollars with at most 2 decimals; the database keeps cents. */
export const money = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-AU')}`)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), {
      message: `${label} can have at most 2 decimals`,
    });

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Australian states and territories as stored (short codes). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];
