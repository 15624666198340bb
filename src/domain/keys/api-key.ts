import { hash, randomBytes } from 'node:crypto';

// R15: sk_live_ / sk_test_ + 43 base64url characters (32 random bytes, unpadded).
export const KEY_MODES = ['live', 'test'] as const;
export type KeyMode = (typeof KEY_MODES)[number];

const KEY_PATTERN = /^sk_(live|test)_[A-Za-z0-9_-]{43}$/;
/** Non-secret display prefix: the mode marker and the first 6 random characters (36 bits). */
const DISPLAY_RANDOM_CHARS = 6;

export interface GeneratedKey {
  key: string;
  hash: Buffer;
  prefix: string;
}

export function generateApiKey(mode: KeyMode, random: (n: number) => Buffer = randomBytes): GeneratedKey {
  const key = `sk_${mode}_${random(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: displayPrefix(key) };
}

export function hashApiKey(key: string): Buffer {
  // One-shot: no Hash object per request (the key is hashed on every call).
  return hash('sha256', key, 'buffer');
}

export function displayPrefix(key: string): string {
  const head = key.startsWith('sk_live_') ? 'sk_live_' : 'sk_test_';
  return head + key.slice(head.length, head.length + DISPLAY_RANDOM_CHARS);
}

export function isWellFormedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export type BearerResult = { ok: true; key: string } | { ok: false; reason: string };

/** Parses `Authorization: Bearer <key>` without touching storage (R15: malformed keys never reach the DB). */
export function parseBearer(header: string | undefined): BearerResult {
  if (header === undefined || header === '')
    return { ok: false, reason: 'Missing Authorization header; send "Authorization: Bearer <API_KEY>".' };
  // A key never holds a comma: one means two Authorization headers (joined by the dispatcher).
  if (header.includes(','))
    return { ok: false, reason: 'Send one Authorization header with one key: "Authorization: Bearer <API_KEY>".' };
  const match = /^(\S+) +(\S+)$/.exec(header.trim());
  if (!match || match[1]!.toLowerCase() !== 'bearer') {
    return { ok: false, reason: 'Authorization header must use the Bearer scheme: "Authorization: Bearer <API_KEY>".' };
  }
  const key = match[2]!;
  if (!isWellFormedKey(key)) return { ok: false, reason: 'API key is malformed.' };
  return { ok: true, key };
}
