import { z } from 'zod/mini';
import { groupDigits } from './locale';

export const EMAIL_MESSAGE = 'Please provide a valid email address';
/**
 * SPEC §5: a valid address, lowercase, ending in 2 or 3 letters. The one addition is the
 * reserved `.test` domain (RFC 2606), which no real customer can hold: it is the demo
 * account's (demo@cargo.test), and that account must get through every form like anyone else.
 */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.([a-z]{2,3}|test)$/;

// Every C0 control (tab, line feed and carriage return included), DEL, the C1 controls and the
// Unicode line and paragraph separators. PostgreSQL cannot store NUL in text at all; none of the
// others belongs in a name, an address or a search; and a line break in a name that goes into an
// email (the reset mail's greeting) would let a customer write lines of the portal's own mail.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g');

/**
 * Text with each run of control characters made one space: for a value stored before the rule
 * above (rows are not rewritten) on its way into an email.
 */
export const oneLine = (text: string): string => text.replace(CONTROL_RUNS, ' ').trim();

/**
 * Every free-text field of every request is one line: control characters, line breaks and tabs
 * are refused with a message naming the field, so a NUL byte is a 400 from validation, never a
 * database error, and no text a customer typed can add a line to an email. The text is trimmed
 * first: a line break pasted after a name goes, one inside it is refused.
 */
export const textWithoutControls = (label: string, missing?: string) =>
  z.string(missing ? { error: missing } : undefined).check(
    z.trim(),
    z.refine((v) => !hasControlCharacters(v), {
      message: `${label} cannot contain line breaks, tabs or other control characters`,
    }),
  );

export const email = textWithoutControls('Email').check(
  z.trim(),
  z.maxLength(254, EMAIL_MESSAGE),
  z.regex(EMAIL_PATTERN, EMAIL_MESSAGE),
);

/** An email the customer types for themselves: case ignored, and an empty one says so. */
export const requiredEmail = textWithoutControls('Email', 'Email is required').check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Email is required'),
  z.maxLength(254, EMAIL_MESSAGE),
  z.regex(EMAIL_PATTERN, EMAIL_MESSAGE),
);

/** Required text: trimmed first, so whitespace-only is as good as empty. */
export const requiredText = (label: string, max = 200) =>
  textWithoutControls(label, `${label} is required`).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const optionalText = (label: string, max = 200) =>
  z._default(
    textWithoutControls(label).check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    ),
    '',
  );

export const PHONE_PATTERN = /^\d{10}$/;
export const phone = z
  .string({ error: 'Phone is required' })
  .check(z.trim(), z.regex(PHONE_PATTERN, 'Phone must be 10 digits'));

export const BSB_MESSAGE = 'BSB must be 6 digits';
/**
 * SPEC §5 BSB (mask 000-000): the one BSB rule of every form and route. Typed with or without
 * the dash, kept as its 6 digits.
 */
export const bsb = z.pipe(
  z.pipe(
    z.string({ error: 'BSB is required' }).check(z.trim(), z.minLength(1, 'BSB is required')),
    z.transform((v: string) => v.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{6}$/, BSB_MESSAGE)),
);

/** 000-000, as a BSB is shown. */
export const formatBsb = (digits: string): string =>
  digits.length === 6 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;

/**
 * SPEC §2: an account number is shown as X's and its last 4 digits. With only the last 4 known
 * (a saved bank keeps no more), five X's stand for the rest.
 */
export const maskAccountNumber = (digits: string): string =>
  `${'X'.repeat(digits.length > 4 ? digits.length - 4 : 5)}${digits.slice(-4)}`;

export const id = z.string().check(z.uuid('Not a valid id'));
export const idParams = z.object({ id });

/**
 * Money crosses the wire as dollars with at most 2 decimals; the database keeps cents. An
 * infinite number is refused by z.number() itself, with the same message.
 */
export const money = (label: string, max: number) =>
  z.number({ error: `${label} must be a number` }).check(
    z.gte(0, `${label} cannot be negative`),
    z.lte(max, `${label} must be at most ${groupDigits(max)}`),
    z.refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), {
      message: `${label} can have at most 2 decimals`,
    }),
  );

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Australian states and territories as stored (short codes). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];
