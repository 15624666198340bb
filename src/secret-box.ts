import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import type { PayloadKey } from './payload-keys';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Names the key id and the reason; never the key, the plaintext or the sealed text. */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/**
 * Small secrets at rest (webhook signing secrets, stored messages), sealed with the key ring of
 * TEMPORAL_PAYLOAD_KEYS: the first key seals, every key opens what carries its id, so the ring
 * rotates the way the payload codec's does. AES-256-GCM with a random IV per value; `context`
 * is authenticated but not stored (a row's id), so a sealed value copied onto another row does
 * not open there.
 */
export interface SecretBox {
  seal(plain: string, context?: string): string;
  open(sealed: string, context?: string): string;
  /** The key id a value was sealed with, to find values that still need re-sealing. */
  keyIdOf(sealed: string): string | null;
}

/** Sealed form: `v1.<key id>.<base64 of iv | ciphertext | tag>`; key ids hold no dot. */
export function createSecretBox(keys: readonly PayloadKey[]): SecretBox {
  const current = keys[0];
  if (!current) throw new Error('a secret box needs at least one key');
  const byId: ReadonlyMap<string, KeyObject> = new Map(keys.map((k) => [k.id, k.key]));

  return Object.freeze({
    seal(plain: string, context = ''): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${current.id}.${data.toString('base64')}`;
    },
    open(sealed: string, context = ''): string {
      const parts = sealed.split('.');
      if (parts.length !== 3 || parts[0] !== VERSION)
        throw new SecretBoxError('cannot open a sealed value: unknown format');
      const keyId = parts[1]!;
      const shownId = JSON.stringify(keyId.slice(0, 32));
      const key = byId.get(keyId);
      if (!key)
        throw new SecretBoxError(`cannot open a sealed value: no key with id ${shownId} in TEMPORAL_PAYLOAD_KEYS`);
      const data = Buffer.from(parts[2]!, 'base64');
      if (data.length < IV_BYTES + TAG_BYTES)
        throw new SecretBoxError(`cannot open a sealed value with key ${shownId}: it is truncated`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError(
          `cannot open a sealed value with key ${shownId}: it was altered, belongs to another record, or that id names a different key here`,
        );
      }
    },
    keyIdOf(sealed: string): string | null {
      const parts = sealed.split('.');
      return parts.length === 3 && parts[0] === VERSION ? parts[1]! : null;
    },
  });
}
