/**
 * Whether an answer's body shows a secret. A secret of four characters or fewer (an account's
 * last four) counts only as a token of its own ('XXXX4455', '••••4455', '"4455"', 'ending
 * 4455'): as a bare substring it turns up by chance inside the random ids and amounts an answer
 * carries (a UUID group, 14455 cents), which failed a CI run. Longer secrets count anywhere.
 */
export function showsSecret(body: string, secret: string): boolean {
  const lower = body.toLowerCase();
  const wanted = secret.toLowerCase();
  if (wanted.length > 4) return lower.includes(wanted);
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // After a mask ('XXXX4455', '••••4455') or anything that is not part of an id or a number.
  return new RegExp(`(?:^|x|[^0-9a-z-])${escaped}(?![0-9a-z-])`).test(lower);
}
