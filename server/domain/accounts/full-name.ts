/** A person's name as the portal shows it: first and last, with no stray space when one is blank. */
export const fullName = (first: string, last: string): string => `${first} ${last}`.trim();
