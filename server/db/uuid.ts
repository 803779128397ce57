const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from outside (a typed command, a provider's metadata) can name a row at all.
 * Checked before a query uses it: PostgreSQL refuses text that is not a uuid in a uuid column
 * with an error, where the caller wants the answer 'no such row'.
 */
export const isUuid = (text: string): boolean => UUID.test(text);
