import { describe, expect, it } from 'vitest';
import { newPayloadKeySetting, parsePayloadKeys, type PayloadKey } from '../../../src/payload-keys';
import { createSecretBox, SecretBoxError } from '../../../src/secret-box';

function keysOf(setting: string): PayloadKey[] {
  const parsed = parsePayloadKeys(setting);
  if (!('keys' in parsed)) throw new Error(parsed.problem);
  return parsed.keys;
}

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('secret box (secrets at rest, sealed with the payload key ring)', () => {
  const oldSetting = newPayloadKeySetting('old');
  const newSetting = newPayloadKeySetting('new');

  it('opens what it sealed, and the sealed text holds neither the secret nor any part of it', () => {
    const box = createSecretBox(keysOf(oldSetting));
    const sealed = box.seal(SECRET, 'we_1');
    expect(sealed).toMatch(/^v1\.old\.[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain('MfKQ9r8G');
    expect(Buffer.from(sealed.split('.')[2]!, 'base64').toString('latin1')).not.toContain('MfKQ9r8G');
    expect(box.open(sealed, 'we_1')).toBe(SECRET);
  });

  it('uses a fresh IV each time, so the same secret never seals to the same text', () => {
    const box = createSecretBox(keysOf(oldSetting));
    expect(box.seal(SECRET)).not.toBe(box.seal(SECRET));
  });

  it('seals with the first key and still opens values of a key rotated to second place', () => {
    const before = createSecretBox(keysOf(oldSetting));
    const sealedOld = before.seal(SECRET, 'we_1');
    const after = createSecretBox(keysOf(`${newSetting},${oldSetting}`));
    expect(after.open(sealedOld, 'we_1')).toBe(SECRET);
    const sealedNew = after.seal(SECRET, 'we_1');
    expect(after.keyIdOf(sealedNew)).toBe('new');
    expect(after.keyIdOf(sealedOld)).toBe('old');
    expect(() => before.open(sealedNew, 'we_1')).toThrow(/no key with id "new"/);
  });

  it('refuses a value sealed for another record (the context is authenticated)', () => {
    const box = createSecretBox(keysOf(oldSetting));
    const sealed = box.seal(SECRET, 'we_1');
    expect(() => box.open(sealed, 'we_2')).toThrow(SecretBoxError);
  });

  it('refuses an altered, truncated or malformed value without echoing it', () => {
    const box = createSecretBox(keysOf(oldSetting));
    const sealed = box.seal(SECRET);
    const data = Buffer.from(sealed.split('.')[2]!, 'base64');
    data[14] = data[14]! ^ 1;
    const altered = `v1.old.${data.toString('base64')}`;
    for (const bad of [altered, 'v1.old.AAAA', 'v2.old.AAAA', 'not sealed', '']) {
      let message = '';
      try {
        box.open(bad);
      } catch (err) {
        expect(err).toBeInstanceOf(SecretBoxError);
        message = (err as Error).message;
      }
      expect(message).not.toBe('');
      if (bad.startsWith('v1.old.') && bad.length > 12) expect(message).not.toContain(bad.slice(7));
    }
  });

  it('fails, never returns garbage, under a key of the same id but different bytes', () => {
    const sealed = createSecretBox(keysOf(oldSetting)).seal(SECRET);
    const other = createSecretBox(keysOf(newPayloadKeySetting('old')));
    expect(() => other.open(sealed)).toThrow(/altered|different key/);
  });
});
