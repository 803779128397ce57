import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../../server/domain/accounts/sessions';

const hmac = (token: string, secret: string) =>
  createHmac('sha256', secret).update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

describe('session ids', () => {
  it('are the HMAC of the token under the secret, whether worked out or remembered', () => {
    const token = newToken();
    expect(sessionIdOf(token, 'secret-a')).toBe(hmac(token, 'secret-a'));
    expect(sessionIdOf(token, 'secret-a')).toBe(hmac(token, 'secret-a'));
    // The same token under another secret is another id: nothing remembered crosses secrets.
    expect(sessionIdOf(token, 'secret-b')).toBe(hmac(token, 'secret-b'));
  });

  it('stay right for a token seen before thousands of others', () => {
    const first = newToken();
    sessionIdOf(first, 'secret-c');
    const others = Array.from({ length: 5_000 }, newToken);
    for (const token of others) sessionIdOf(token, 'secret-c');
    expect(sessionIdOf(first, 'secret-c')).toBe(hmac(first, 'secret-c'));
    for (const token of others.slice(-3)) {
      expect(sessionIdOf(token, 'secret-c')).toBe(hmac(token, 'secret-c'));
    }
  });
});
