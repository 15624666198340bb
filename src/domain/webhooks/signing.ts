// Standard Webhooks signing (https://www.standardwebhooks.com): the pure part, no I/O.
import { createHmac } from 'node:crypto';

/** The signing secret's key bytes: `whsec_` + base64, as receivers' libraries decode it. */
function keyOf(secret: string): Buffer {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  // An empty key would sign with nothing: the standardwebhooks library accepts it, we do not.
  if (key.length === 0) throw new Error('a webhook signing secret must not be empty');
  return key;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` for one secret. */
export function signatureOf(secret: string, id: string, timestampSec: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSec}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The `webhook-signature` header: one signature per valid secret, space-separated, so during a
 * rotation a receiver holding either the new or the old secret verifies the message.
 */
export function signatureHeader(secrets: readonly string[], id: string, timestampSec: number, body: string): string {
  if (secrets.length === 0) throw new Error('a webhook message needs at least one signing secret');
  return secrets.map((s) => signatureOf(s, id, timestampSec, body)).join(' ');
}

/** What identifies our requests to receivers' logs and firewalls. */
export const WEBHOOK_USER_AGENT = 'external-hiring-api-webhooks/1';

/** Every header of one delivery attempt; `timestampSec` is the attempt's own time (Unix seconds). */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestampSec: number,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': id,
    'webhook-timestamp': String(timestampSec),
    'webhook-signature': signatureHeader(secrets, id, timestampSec, body),
  };
}
