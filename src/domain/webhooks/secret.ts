// Standard Webhooks signing secrets: `whsec_` + base64 of 24 to 64 random bytes. Pure, no I/O
// beyond the CSPRNG.
import { randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';
export const SECRET_BYTES = 32;
export const MIN_SECRET_BYTES = 24;
export const MAX_SECRET_BYTES = 64;
/** How long the secret before a rotation keeps signing beside the new one (R24). */
export const PREVIOUS_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function generateSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * The key bytes of a secret, or null when it is not `whsec_` + canonical base64 of 24 to 64
 * bytes. `standardwebhooks` accepts an empty secret; nothing here does.
 */
export function secretKeyBytes(secret: string): Buffer | null {
  if (typeof secret !== 'string' || !secret.startsWith(SECRET_PREFIX)) return null;
  const b64 = secret.slice(SECRET_PREFIX.length);
  if (b64.length === 0 || !BASE64.test(b64)) return null;
  const bytes = Buffer.from(b64, 'base64');
  return bytes.length >= MIN_SECRET_BYTES && bytes.length <= MAX_SECRET_BYTES ? bytes : null;
}

export function isValidSecret(secret: string): boolean {
  return secretKeyBytes(secret) !== null;
}
