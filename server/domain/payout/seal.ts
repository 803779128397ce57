import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Format tag of a sealed value: a new key or cipher gets a new tag, old rows stay readable. */
const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 96-bit IV per value. The customer's id is the associated data, so a
 * sealed number copied onto another customer's row does not open there.
 */
export function seal(key: Buffer, customerId: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(customerId));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join('.');
}

/** The plain value; throws when the key, the customer or the bytes are not the sealed ones. */
export function unseal(key: Buffer, customerId: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error('not a sealed payout value');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(customerId));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
