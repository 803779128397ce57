import { z } from 'zod/mini';

/* ------------------------------------------------------------------------------------------------
 * Full card numbers must never be accepted or stored (DESIGN §4). Every payment payload is checked
 * for a 13–19 digit Luhn-valid number in any of its free-text fields, written plainly or grouped
 * by spaces or dashes, so a number pasted into the wrong box is refused as well.
 * ---------------------------------------------------------------------------------------------- */

export const FULL_CARD_NUMBER_MESSAGE =
  'Full card numbers are not accepted: send the last 4 digits';

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Digits, optionally grouped by single spaces or dashes, at least 13 of them.
const DIGIT_RUN = /\d(?:[ -]?\d){12,}/g;

/** Digit values after Luhn's doubling: 0→0, 1→2, … 5→1, … 9→9. */
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

/**
 * Whether any 13–19 digit window of `digits` is Luhn-valid, in time linear in its length: prefix
 * sums by index parity give each window's checksum in constant time (checking each window from
 * scratch took seconds on a 900 KB run of digits).
 */
function hasLuhnWindow(digits: string): boolean {
  const n = digits.length;
  // plain[p][i] / doubled[p][i]: the digits (or their doubled values) at indexes < i of parity p.
  const plain = [new Int32Array(n + 1), new Int32Array(n + 1)] as const;
  const doubled = [new Int32Array(n + 1), new Int32Array(n + 1)] as const;
  for (let i = 0; i < n; i += 1) {
    const d = digits.charCodeAt(i) - 48;
    const parity = i % 2;
    for (const p of [0, 1] as const) {
      plain[p][i + 1] = plain[p][i]! + (p === parity ? d : 0);
      doubled[p][i + 1] = doubled[p][i]! + (p === parity ? DOUBLED[d]! : 0);
    }
  }
  for (let last = 12; last < n; last += 1) {
    // Counting from the window's last digit, every second digit is doubled: those whose index
    // has the other parity.
    const same = last % 2;
    const other = 1 - same;
    for (let length = 13; length <= 19 && last - length + 1 >= 0; length += 1) {
      const first = last - length + 1;
      const sum =
        plain[same]![last + 1]! -
        plain[same]![first]! +
        doubled[other]![last + 1]! -
        doubled[other]![first]!;
      if (sum % 10 === 0) return true;
    }
  }
  return false;
}

/** True when the text holds a 13–19 digit Luhn-valid number anywhere inside it. */
export function containsCardNumber(text: string): boolean {
  // Ids are checked by their own format; a UUID's digit groups are not a card number.
  if (UUID_PATTERN.test(text.trim())) return false;
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (hasLuhnWindow(match[0].replace(/\D/g, ''))) return true;
  }
  return false;
}

/** Nodes a scan visits at most: every payment form is flat, a body with more is not a form. */
const SCAN_BUDGET = 500;
export const TOO_MANY_FIELDS_MESSAGE = 'The request has too many fields';

type Scan = { found: (string | number)[] } | { tooBig: true } | null;

/**
 * Looks for a full card number in every string of `value`, walking without recursion and
 * building a path only for the field it reports; it gives up (`tooBig`) past SCAN_BUDGET nodes,
 * so a deeply nested or huge structure costs no more than a small one.
 */
function scanForCardNumber(value: unknown, path: (string | number)[]): Scan {
  type Node = { value: unknown; key: string | number | null; parent: Node | null };
  const pathOf = (node: Node): (string | number)[] => {
    const keys: (string | number)[] = [];
    for (let at: Node | null = node; at && at.key !== null; at = at.parent) keys.push(at.key);
    return [...path, ...keys.reverse()];
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  for (let visited = 1; stack.length; visited += 1) {
    if (visited > SCAN_BUDGET) return { tooBig: true };
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (containsCardNumber(node.value)) return { found: pathOf(node) };
    } else if (Array.isArray(node.value)) {
      if (node.value.length > SCAN_BUDGET) return { tooBig: true };
      for (let i = node.value.length - 1; i >= 0; i -= 1)
        stack.push({ value: node.value[i], key: i, parent: node });
    } else if (node.value && typeof node.value === 'object') {
      const entries = Object.entries(node.value);
      if (entries.length > SCAN_BUDGET) return { tooBig: true };
      for (let i = entries.length - 1; i >= 0; i -= 1)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: node });
    }
  }
  return null;
}

/** The path of the first string field (at any depth) that holds a full card number. */
export function findCardNumber(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  const scan = scanForCardNumber(value, path);
  if (!scan) return null;
  return 'found' in scan ? scan.found : path;
}

/**
 * Wraps an object schema so a full card number in any field, known or not, refuses it all.
 * The known fields are scanned only once every one of them has passed its own rules, so each
 * string scanned is bounded by its schema. The fields the schema does not know (validation drops
 * them) are walked before, within a fixed budget: a body nested or spread past it is refused as
 * not a form, unread. (Walking the whole raw body first, copying the path at every node, let one
 * 239 KB body hold the server for seconds.)
 */
export function refuseCardNumbers<T extends z.ZodMiniObject>(schema: T) {
  const known = new Set(Object.keys(schema.shape));
  // What classic zod's z.preprocess builds: a transform piped into the schema.
  return z.pipe(
    z.transform((value, ctx) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const unknown = Object.entries(value).filter(([key]) => !known.has(key));
      const scan = scanForCardNumber(Object.fromEntries(unknown), []);
      if (scan && 'tooBig' in scan) {
        ctx.issues.push({
          code: 'custom',
          path: [],
          message: TOO_MANY_FIELDS_MESSAGE,
          input: value,
        });
      } else if (scan) {
        ctx.issues.push({
          code: 'custom',
          path: scan.found,
          message: FULL_CARD_NUMBER_MESSAGE,
          input: value,
        });
      }
      return value;
    }),
    schema.check(
      z.superRefine(
        (parsed, ctx) => {
          const path = findCardNumber(parsed);
          if (path) ctx.addIssue({ code: 'custom', path, message: FULL_CARD_NUMBER_MESSAGE });
        },
        { when: (payload) => payload.issues.length === 0 },
      ),
    ),
  );
}
