import { randomBytes } from 'node:crypto';
import { METADATA_ENCODING_KEY, type Payload } from '@temporalio/common';
import { describe, expect, it } from 'vitest';
import {
  EncryptionCodec,
  ENCRYPTED_ENCODING,
  KEY_ID_METADATA,
  PayloadDecryptionError,
} from '../../../src/temporal/payload-codec';
import { newPayloadKeySetting, parsePayloadKeys, type PayloadKey } from '../../../src/payload-keys';

function keysOf(setting: string): PayloadKey[] {
  const parsed = parsePayloadKeys(setting);
  if (!('keys' in parsed)) throw new Error(parsed.problem);
  return parsed.keys;
}

const json = (value: unknown): Payload => ({
  metadata: { [METADATA_ENCODING_KEY]: Buffer.from('json/plain') },
  data: Buffer.from(JSON.stringify(value)),
});
const text = (b: Uint8Array | null | undefined) => Buffer.from(b ?? []).toString();
const RESUME = { resumeText: 'Senior backend engineer, 8 years of Go. Phone +49 30 1234567' };

async function roundTrip(codec: EncryptionCodec, p: Payload): Promise<Payload> {
  return (await codec.decode(await codec.encode([p])))[0]!;
}

describe('EncryptionCodec (AES-256-GCM payload codec)', () => {
  const oldSetting = newPayloadKeySetting('old');
  const newSetting = newPayloadKeySetting('new');
  const codec = new EncryptionCodec(keysOf(oldSetting));

  it('round trip: data and metadata come back exactly, for JSON, empty and binary payloads', async () => {
    for (const p of [
      json(RESUME),
      { metadata: { [METADATA_ENCODING_KEY]: Buffer.from('binary/null') } },
      { metadata: { [METADATA_ENCODING_KEY]: Buffer.from('binary/plain') }, data: randomBytes(1000) },
    ]) {
      const back = await roundTrip(codec, p);
      expect(text(back.data)).toBe(text(p.data));
      expect(Object.fromEntries(Object.entries(back.metadata ?? {}).map(([k, v]) => [k, text(v)]))).toEqual(
        Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, text(v)])),
      );
    }
    expect(await codec.encode([])).toEqual([]);
  });

  it('the encoded payload is binary/encrypted with the key id, and holds neither the data nor its metadata in clear', async () => {
    const [enc] = await codec.encode([json(RESUME)]);
    expect(text(enc!.metadata![METADATA_ENCODING_KEY])).toBe(ENCRYPTED_ENCODING);
    expect(text(enc!.metadata![KEY_ID_METADATA])).toBe('old');
    expect(Object.keys(enc!.metadata!).sort()).toEqual([METADATA_ENCODING_KEY, KEY_ID_METADATA].sort());
    expect(Buffer.from(enc!.data!).toString('latin1')).not.toContain('Senior backend');
    expect(Buffer.from(enc!.data!).toString('latin1')).not.toContain('json/plain');
  });

  it('a different IV each time: the same payload never encrypts to the same bytes', async () => {
    const encoded = await codec.encode([json(RESUME), json(RESUME), json(RESUME)]);
    const ivs = new Set(encoded.map((e) => Buffer.from(e.data!).subarray(0, 12).toString('hex')));
    const bodies = new Set(encoded.map((e) => Buffer.from(e.data!).toString('hex')));
    expect(ivs.size).toBe(3);
    expect(bodies.size).toBe(3);
  });

  it('a tampered payload (IV, ciphertext or tag) or one cut short fails, naming the key id and never the key', async () => {
    const [enc] = await codec.encode([json(RESUME)]);
    const data = Buffer.from(enc!.data!);
    for (const at of [0, 20, data.length - 1]) {
      const altered = Buffer.from(data);
      altered[at]! ^= 1;
      const err = await codec.decode([{ ...enc, data: altered }]).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PayloadDecryptionError);
      expect((err as Error).message).toMatch(/key "old": it was altered/);
      expect((err as Error).message).not.toContain(oldSetting.split(':')[1]!);
    }
    await expect(codec.decode([{ ...enc, data: data.subarray(0, 20) }])).rejects.toThrow(/key "old": it is truncated/);
  });

  it('an unknown key id fails, naming the id and not any key; so does a missing id', async () => {
    const [enc] = await new EncryptionCodec(keysOf(newSetting)).encode([json(RESUME)]);
    const err = await codec.decode([enc!]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayloadDecryptionError);
    expect((err as Error).message).toBe(
      'cannot decrypt a Temporal payload: no key with id "new" in TEMPORAL_PAYLOAD_KEYS',
    );
    for (const setting of [oldSetting, newSetting])
      expect((err as Error).message).not.toContain(setting.split(':')[1]!);
    const noId = { metadata: { [METADATA_ENCODING_KEY]: Buffer.from(ENCRYPTED_ENCODING) }, data: enc!.data };
    await expect(codec.decode([noId])).rejects.toThrow(/carries no encryption-key-id/);
  });

  it('a key with the right id but other bytes (another deployment) is told apart from a missing key', async () => {
    const [enc] = await new EncryptionCodec(keysOf(newPayloadKeySetting('old'))).encode([json(RESUME)]);
    await expect(codec.decode([enc!])).rejects.toThrow(/key "old": it was altered, or that id names a different key/);
  });

  it('plain payloads (histories written before encryption) pass through unchanged', async () => {
    const plain = [
      json(RESUME),
      { metadata: { [METADATA_ENCODING_KEY]: Buffer.from('binary/null') } },
      { data: Buffer.from('x') },
    ];
    const out = await codec.decode(plain);
    expect(out).toHaveLength(3);
    out.forEach((p, i) => expect(p).toBe(plain[i]));
  });

  it('rotation: with "new,old" the new key encrypts and both decrypt; the old codec cannot read the new key', async () => {
    const rotated = new EncryptionCodec(keysOf(`${newSetting},${oldSetting}`));
    const [fromOld] = await codec.encode([json(RESUME)]);
    expect(text((await rotated.decode([fromOld!]))[0]!.data)).toBe(JSON.stringify(RESUME));
    const [fromNew] = await rotated.encode([json(RESUME)]);
    expect(text(fromNew!.metadata![KEY_ID_METADATA])).toBe('new');
    expect(text((await rotated.decode([fromNew!]))[0]!.data)).toBe(JSON.stringify(RESUME));
    await expect(codec.decode([fromNew!])).rejects.toThrow(/no key with id "new"/);
  });

  it('needs at least one key', () => {
    expect(() => new EncryptionCodec([])).toThrow(/at least one key/);
  });
});
