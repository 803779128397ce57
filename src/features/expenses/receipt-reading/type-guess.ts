import { EXPENSE_TYPES, type ExpenseType } from '../../../../contract/expenses';
import { clamp01, plain, type Found, type OcrLine } from './lines';
import { KNOWN_SUPPLIERS } from './suppliers';

/** Words on a receipt's lines that say what was bought. */
const LINE_WORDS: ReadonlyArray<{ pattern: RegExp; type: ExpenseType }> = [
  {
    pattern:
      /\b(UNLEADED|ULP|U91|U95|U98|E10|E85|PULP|PREMIUM ?9[58]|DIESEL|DSL|LPG|AUTOGAS|PETROL|FUEL|LITRES|LTRS?|PUMP ?\d*|SERVICE STATION|SERVO|\d+(\.\d+)? ?L @|\/L)\b/,
    type: 'Fuel',
  },
  { pattern: /\b(TYRES?|TIRES?|WHEEL ALIGN\w*|WHEEL BALANC\w*|PUNCTURE|RETREAD)\b/, type: 'Tyres' },
  {
    pattern:
      /\b(SERVICE(?! STATION)|SERVICING|LOGBOOK|LOG BOOK|OIL CHANGE|OIL FILTER|ENGINE OIL|BRAKE|MECHANIC\w*|LABOUR|LABOR|SPARK PLUGS?|COOLANT|INSPECTION)\b/,
    type: 'Servicing',
  },
  { pattern: /\b(REGISTRATION|REGO|CTP|GREEN SLIP|PLATES?)\b/, type: 'Registration' },
  { pattern: /\b(INSURANCE|POLICY|PREMIUM PAID|COMPREHENSIVE|THIRD PARTY)\b/, type: 'Insurance' },
  { pattern: /\b(ROADSIDE|TOWING|TOW|BREAKDOWN|MEMBERSHIP)\b/, type: 'Roadside Assistance' },
  { pattern: /\b(PARKING|CAR ?PARK|PARK ENTRY|EXIT TIME|HOURLY RATE)\b/, type: 'Parking' },
  { pattern: /\b(TOLL|TOLLS|E-?TAG|TOLLWAY|MOTORWAY|BRIDGE)\b/, type: 'Tolls' },
  { pattern: /\b(CAR ?WASH|WASH|DETAIL\w*|VACUUM|WAX)\b/, type: 'Car Wash' },
];

/**
 * A guess at the expense type: a known brand counts most, then the words on the lines. The
 * guess is one of the claim form's types; a close second lowers it, and nothing at all leaves
 * the field for the driver.
 */
export function guessType(lines: readonly OcrLine[]): Found<ExpenseType> | null {
  const score = new Map<ExpenseType, { points: number; line: OcrLine }>();
  const add = (type: ExpenseType, points: number, line: OcrLine) => {
    const was = score.get(type);
    score.set(type, { points: (was?.points ?? 0) + points, line: was?.line ?? line });
  };
  lines.forEach((line, index) => {
    const text = plain(line.text);
    for (const s of KNOWN_SUPPLIERS) if (index < 8 && s.pattern.test(text)) add(s.type, 3, line);
    for (const w of LINE_WORDS) if (w.pattern.test(text)) add(w.type, 1, line);
  });
  const ranked = [...score.entries()].sort((a, b) => b[1].points - a[1].points);
  const [first, second] = ranked;
  if (!first || !EXPENSE_TYPES.includes(first[0])) return null;
  const margin = first[1].points - (second?.[1].points ?? 0);
  const confidence = clamp01(0.35 + 0.15 * Math.min(first[1].points, 4) - (margin < 2 ? 0.25 : 0));
  return { value: first[0], confidence, line: first[1].line };
}
