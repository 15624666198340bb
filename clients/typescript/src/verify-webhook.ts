import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AsyncJob } from './types.js';

/** How far a message's webhook-timestamp may be from now by default, either way: 5 minutes. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookVerificationErrorCode =
  | 'INVALID_SECRET'
  | 'MISSING_HEADER'
  | 'INVALID_HEADER'
  | 'TIMESTAMP_TOO_OLD'
  | 'TIMESTAMP_TOO_NEW'
  | 'NO_MATCHING_SIGNATURE'
  | 'INVALID_PAYLOAD';

/** A message that must not be trusted, or a secret that cannot verify anything; `code` says which. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly code: WebhookVerificationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The body of a message (Standard Webhooks shape); a job event's `data` is the job as GET /jobs/{id} shows it. */
export type WebhookEvent =
  | { type: 'job.completed' | 'job.failed'; timestamp: string; data: AsyncJob }
  | { type: 'webhook.test'; timestamp: string; data: Record<string, unknown> }
  | { type: string; timestamp: string; data: unknown };

/** Node's IncomingHttpHeaders, a fetch Headers, or a plain object of header names to values. */
export type WebhookHeaders = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** Seconds a webhook-timestamp may differ from now, either way (default 300). */
  toleranceSeconds?: number;
  /** The current time in ms (default Date.now); for tests and replays. */
  now?: () => number;
}

const SECRET = /^whsec_([A-Za-z0-9+/]+={0,2})$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const MESSAGE_ID = /^[\x21-\x7e]{1,256}$/;
const HMAC_SHA256_BYTES = 32;

/**
 * Verifies a message by the Standard Webhooks scheme and returns its parsed body. `payload` must be
 * the raw body exactly as received (parse it only afterwards: re-serialised JSON does not match).
 * `secret` is the endpoint's `whsec_...`; pass two while a rotation is being rolled out: a message
 * verifies if any of its signatures matches any of them. Throws WebhookVerificationError.
 */
export function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): WebhookEvent {
  const keys = (typeof secret === 'string' ? [secret] : secret).map(secretKey);
  if (keys.length === 0) throw new WebhookVerificationError('INVALID_SECRET', 'no webhook secret given');
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!MESSAGE_ID.test(id))
    throw new WebhookVerificationError('INVALID_HEADER', 'webhook-id must be 1 to 256 printable characters');
  if (!/^\d{1,12}$/.test(timestamp))
    throw new WebhookVerificationError('INVALID_HEADER', 'webhook-timestamp must be Unix seconds');
  checkTimestamp(Number(timestamp), options);

  const expected = keys.map((key) => createHmac('sha256', key).update(`${id}.${timestamp}.`).update(payload).digest());
  const given = parseSignatures(signatures);
  // Every pair is compared, without stopping at the first match, in constant time each.
  let matched = false;
  for (const sig of given) for (const mac of expected) if (timingSafeEqual(sig, mac)) matched = true;
  if (!matched)
    throw new WebhookVerificationError('NO_MATCHING_SIGNATURE', 'no signature of the message matches the secret');

  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WebhookVerificationError('INVALID_PAYLOAD', 'the signed body is not JSON');
  }
  if (typeof body !== 'object' || body === null || typeof (body as { type?: unknown }).type !== 'string')
    throw new WebhookVerificationError('INVALID_PAYLOAD', 'the signed body is not an event object with a type');
  return body as WebhookEvent;
}

function secretKey(secret: string): Uint8Array {
  const m = typeof secret === 'string' ? SECRET.exec(secret) : null;
  const key = m ? decodeBase64(m[1]!) : null;
  if (!key || key.length === 0)
    throw new WebhookVerificationError(
      'INVALID_SECRET',
      'a webhook secret is `whsec_` followed by base64, as the API shows it on creation and rotation',
    );
  return key;
}

function header(headers: WebhookHeaders, name: string): string {
  let value: string | string[] | null | undefined;
  if (typeof headers.get === 'function') value = (headers as { get(n: string): string | null }).get(name);
  else {
    const h = headers as Record<string, string | string[] | undefined>;
    value = h[name] ?? Object.entries(h).find(([k]) => k.toLowerCase() === name)?.[1];
  }
  if (Array.isArray(value)) {
    if (value.length !== 1) throw new WebhookVerificationError('INVALID_HEADER', `${name} must be sent once`);
    value = value[0];
  }
  if (typeof value !== 'string' || value === '')
    throw new WebhookVerificationError('MISSING_HEADER', `the ${name} header is missing`);
  return value;
}

function checkTimestamp(seconds: number, options: VerifyWebhookOptions): void {
  const tolerance = options.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new RangeError('toleranceSeconds must be a number >= 0');
  const now = Math.floor((options.now ?? Date.now)() / 1000);
  if (seconds < now - tolerance)
    throw new WebhookVerificationError('TIMESTAMP_TOO_OLD', 'the message is older than the tolerance (a replay?)');
  if (seconds > now + tolerance)
    throw new WebhookVerificationError('TIMESTAMP_TOO_NEW', 'the message is dated beyond the tolerance in the future');
}

/** `v1,<base64>` entries separated by spaces; other versions are skipped, as the scheme says. */
function parseSignatures(value: string): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const entry of value.split(' ')) {
    if (entry === '') continue;
    const comma = entry.indexOf(',');
    if (comma <= 0) throw new WebhookVerificationError('INVALID_HEADER', 'webhook-signature entries are `v1,<base64>`');
    if (entry.slice(0, comma) !== 'v1') continue;
    const mac = decodeBase64(entry.slice(comma + 1));
    if (mac?.length === HMAC_SHA256_BYTES) out.push(mac);
  }
  return out;
}

function decodeBase64(s: string): Uint8Array | null {
  if (!BASE64.test(s) || s.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
