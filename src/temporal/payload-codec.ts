import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { METADATA_ENCODING_KEY, type Payload, type PayloadCodec } from '@temporalio/common';
// A CommonJS package: Node's ESM loader finds no named exports in it, only the default.
import proto from '@temporalio/proto';
import type { PayloadKey } from '../payload-keys';

export const ENCRYPTED_ENCODING = 'binary/encrypted';
export const KEY_ID_METADATA = 'encryption-key-id';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ProtoPayload = proto.temporal.api.common.v1.Payload;

/** Says which key id failed and why; never a key, never the payload. */
export class PayloadDecryptionError extends Error {
  override name = 'PayloadDecryptionError';
}

/**
 * AES-256-GCM over the whole serialized Payload (its metadata too: `json/plain` says what the
 * data is), with a random IV per payload: data = IV + ciphertext + tag. The first key encrypts;
 * any key decrypts what carries its id, so a rotated-out key still reads the histories it wrote.
 * Payloads that are not `binary/encrypted` pass through: histories written before encryption
 * (and the recorded replay fixtures) still decode.
 */
export class EncryptionCodec implements PayloadCodec {
  private readonly current: PayloadKey;
  private readonly byId: ReadonlyMap<string, KeyObject>;

  constructor(keys: readonly PayloadKey[]) {
    if (!keys[0]) throw new Error('EncryptionCodec needs at least one key');
    this.current = keys[0];
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((p) => this.encrypt(p));
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((p) => this.decrypt(p));
  }

  private encrypt(payload: Payload): Payload {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const plain = ProtoPayload.encode(payload).finish();
    const data = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return {
      metadata: {
        [METADATA_ENCODING_KEY]: Buffer.from(ENCRYPTED_ENCODING),
        [KEY_ID_METADATA]: Buffer.from(this.current.id),
      },
      data,
    };
  }

  private decrypt(payload: Payload): Payload {
    const metadata = payload.metadata ?? {};
    if (text(metadata[METADATA_ENCODING_KEY]) !== ENCRYPTED_ENCODING) return payload;
    const keyIdBytes = metadata[KEY_ID_METADATA];
    if (!keyIdBytes)
      throw new PayloadDecryptionError(`cannot decrypt a Temporal payload: it carries no ${KEY_ID_METADATA}`);
    // From history, so possibly anything: quoted and cut, it cannot forge or flood a log line.
    const keyId = JSON.stringify(text(keyIdBytes).slice(0, 64));
    const key = this.byId.get(text(keyIdBytes));
    if (!key)
      throw new PayloadDecryptionError(
        `cannot decrypt a Temporal payload: no key with id ${keyId} in TEMPORAL_PAYLOAD_KEYS`,
      );
    const data = payload.data ?? new Uint8Array();
    if (data.length < IV_BYTES + TAG_BYTES)
      throw new PayloadDecryptionError(`cannot decrypt a Temporal payload with key ${keyId}: it is truncated`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)),
        decipher.final(),
      ]);
      return ProtoPayload.decode(plain);
    } catch {
      throw new PayloadDecryptionError(
        `cannot decrypt a Temporal payload with key ${keyId}: it was altered, or that id names a different key here than where it was encrypted`,
      );
    }
  }
}

const text = (bytes: Uint8Array | null | undefined): string => (bytes ? Buffer.from(bytes).toString('utf8') : '');
