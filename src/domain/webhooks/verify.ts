// Standard Webhooks verification as a receiver does it: the development receiver
// (`hiring webhooks listen`) checks what it is sent with this. Pure, no I/O.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKeyBytes } from './secret';

/** The receiver's tolerance for `webhook-timestamp`, either way (the specification's 5 minutes). */
export const TIMESTAMP_TOLERANCE_S = 5 * 60;

export type Verdict = { ok: true } | { ok: false; reason: string };

export interface SignedHeaders {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

/**
 * Whether one of the `v1,<base64>` signatures in the header (space-separated: during a secret
 * rotation there are several) is the HMAC-SHA256 of `id.timestamp.body` under the secret, and the
 * timestamp is within the tolerance of `nowMs`. Reasons name the header, never a signature.
 */
export function verifySignature(secret: string, h: SignedHeaders, body: string, nowMs: number): Verdict {
  const key = secretKeyBytes(secret);
  if (!key) return { ok: false, reason: 'the secret is not whsec_ + base64 of 24 to 64 bytes' };
  if (!h.id || !h.timestamp || !h.signature) {
    return { ok: false, reason: 'webhook-id, webhook-timestamp and webhook-signature are all required' };
  }
  if (!/^\d{1,12}$/.test(h.timestamp)) return { ok: false, reason: 'webhook-timestamp is not Unix seconds' };
  if (Math.abs(nowMs / 1000 - Number(h.timestamp)) > TIMESTAMP_TOLERANCE_S) {
    return { ok: false, reason: 'webhook-timestamp is more than 5 minutes away from now' };
  }
  const expected = createHmac('sha256', key).update(`${h.id}.${h.timestamp}.${body}`).digest();
  const matches = h.signature
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .some((s) => {
      const given = Buffer.from(s.slice(3), 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  return matches ? { ok: true } : { ok: false, reason: 'no v1 signature in webhook-signature matches the secret' };
}
