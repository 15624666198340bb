import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/**
 * One AES-256 key of TEMPORAL_PAYLOAD_KEYS. Held as a KeyObject, whose bytes neither a log line,
 * `console.log` nor JSON.stringify can print by accident.
 */
export interface PayloadKey {
  readonly id: string;
  readonly key: KeyObject;
}

const ID = /^[A-Za-z0-9_-]{1,32}$/;
// 32 bytes are 43 base64 characters and one '='; Buffer.from(.., 'base64') would accept anything.
const BASE64_32_BYTES = /^[A-Za-z0-9+/]{43}=$/;

/**
 * `id:base64,id:base64` (the first encrypts, all decrypt) into keys, or the first problem. A
 * problem names entries by position, and ids only once they are valid ids (a key pasted the wrong
 * way round must not be echoed as an "id"); never key material.
 */
export function parsePayloadKeys(text: string): { keys: PayloadKey[] } | { problem: string } {
  const keys: PayloadKey[] = [];
  for (const [i, entry] of text
    .split(',')
    .map((s) => s.trim())
    .entries()) {
    const n = i + 1;
    if (entry === '') return { problem: `entry ${n} is empty; expected id:base64-of-32-bytes, comma-separated` };
    const colon = entry.indexOf(':');
    if (colon < 0) return { problem: `entry ${n} has no id; expected id:base64-of-32-bytes` };
    const id = entry.slice(0, colon);
    if (!ID.test(id)) return { problem: `entry ${n}: the id must be 1-32 characters of A-Z a-z 0-9 _ -` };
    if (!BASE64_32_BYTES.test(entry.slice(colon + 1))) {
      return { problem: `key "${id}" must be exactly 32 bytes in standard base64 (44 characters, ending in =)` };
    }
    if (keys.some((k) => k.id === id)) return { problem: `key id "${id}" appears more than once` };
    keys.push({ id, key: createSecretKey(Buffer.from(entry.slice(colon + 1), 'base64')) });
  }
  return { keys };
}

/** A fresh `id:base64` setting: the dev key file, and each test or benchmark run. */
export function newPayloadKeySetting(id: string): string {
  return `${id}:${randomBytes(32).toString('base64')}`;
}
