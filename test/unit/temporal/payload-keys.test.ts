import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { DEV_KEY_FILE, devPayloadKeys, payloadKeysFor } from '../../../src/temporal/payload-key-source';
import { newPayloadKeySetting, parsePayloadKeys } from '../../../src/payload-keys';

const b64 = (n: number) => randomBytes(n).toString('base64');
const problemOf = (setting: string) => {
  const parsed = parsePayloadKeys(setting);
  return 'problem' in parsed ? parsed.problem : null;
};
const configError = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('TEMPORAL_PAYLOAD_KEYS', () => {
  it('parses one or more id:base64 keys in order (the first encrypts)', () => {
    const parsed = parsePayloadKeys(` ${newPayloadKeySetting('k2')} , ${newPayloadKeySetting('k_1-old')}`);
    expect('keys' in parsed && parsed.keys.map((k) => k.id)).toEqual(['k2', 'k_1-old']);
    const config = loadConfig({ TEMPORAL_PAYLOAD_KEYS: newPayloadKeySetting('a') });
    expect(config.TEMPORAL_PAYLOAD_KEYS?.[0]?.key.symmetricKeySize).toBe(32);
  });

  it.each([
    ['bad base64', `k1:${'!'.repeat(43)}=`, /key "k1" must be exactly 32 bytes/],
    ['16 bytes', `k1:${b64(16)}`, /key "k1" must be exactly 32 bytes/],
    ['33 bytes', `k1:${b64(33)}`, /key "k1" must be exactly 32 bytes/],
    [
      'base64url',
      `k1:${randomBytes(32).toString('base64url')}`,
      /key "k1" must be exactly 32 bytes in standard base64/,
    ],
    ['duplicate id', `k1:${b64(32)},k1:${b64(32)}`, /key id "k1" appears more than once/],
    ['no id', b64(32), /entry 1 has no id/],
    ['bad id', `key one:${b64(32)}`, /entry 1: the id must be/],
    ['id too long', `${'k'.repeat(33)}:${b64(32)}`, /entry 1: the id must be/],
    ['empty entry', `k1:${b64(32)},`, /entry 2 is empty/],
  ])('refuses %s', (_name, setting, message) => {
    expect(problemOf(setting)).toMatch(message);
  });

  it('a config error names the variable and never echoes the value (a key reversed, a key with a typo)', () => {
    for (const key of [b64(32), b64(31)]) {
      for (const setting of [`${key}:k1`, `k1:${key}x`, `k1:${key},k1:${key}`, key]) {
        const message = configError({ TEMPORAL_PAYLOAD_KEYS: setting });
        expect(message).toContain('TEMPORAL_PAYLOAD_KEYS (value not shown)');
        expect(message).not.toContain(key);
        expect(message).not.toContain(key.slice(0, 12));
      }
    }
  });

  it('parsed keys cannot be printed by accident (inspect, JSON)', () => {
    const setting = newPayloadKeySetting('k1');
    const config = loadConfig({ TEMPORAL_PAYLOAD_KEYS: setting });
    const secret = setting.split(':')[1]!;
    expect(JSON.stringify(config)).not.toContain(secret);
    expect(inspect(config, { depth: 10 })).not.toContain(secret);
    expect(JSON.stringify(config)).not.toContain(Buffer.from(secret, 'base64').toString('hex'));
  });

  it('codec server settings: origins are checked', () => {
    expect(
      loadConfig({ CODEC_CORS_ORIGINS: 'http://localhost:8080, https://ui.example.com' }).CODEC_CORS_ORIGINS,
    ).toEqual(['http://localhost:8080', 'https://ui.example.com']);
    expect(configError({ CODEC_CORS_ORIGINS: 'localhost:8080' })).toMatch(/CODEC_CORS_ORIGINS.*must be origins/);
    expect(configError({ CODEC_CORS_ORIGINS: 'http://ui/path' })).toMatch(/must be origins/);
    expect(loadConfig({}).CODEC_SERVER_HOST).toBe('127.0.0.1');
  });
});

describe('where the keys come from (payloadKeysFor)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'hiring-keys-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('configured keys are used as they are, in any environment, and no file is made', () => {
    const dir = tempDir();
    const keys = payloadKeysFor(
      loadConfig({ NODE_ENV: 'production', TEMPORAL_PAYLOAD_KEYS: newPayloadKeySetting('prod'), DEV_DATA_DIR: dir }),
    );
    expect(keys.map((k) => k.id)).toEqual(['prod']);
    expect(() => statSync(join(dir, DEV_KEY_FILE))).toThrow();
  });

  it('production without keys is refused in one line that says what to set', () => {
    const dir = tempDir();
    const err = (() => {
      try {
        payloadKeysFor(loadConfig({ NODE_ENV: 'production', DEV_DATA_DIR: dir }));
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.message).toMatch(/^TEMPORAL_PAYLOAD_KEYS is required when NODE_ENV=production: id:base64-of-32-bytes/);
    expect(err!.message).not.toContain('\n');
    expect(() => statSync(join(dir, DEV_KEY_FILE))).toThrow();
  });

  it('development without keys: one is generated into DEV_DATA_DIR (owner-only), then the same one is read back', () => {
    const dir = join(tempDir(), 'nested');
    const first = payloadKeysFor(loadConfig({ DEV_DATA_DIR: dir }));
    const file = join(dir, DEV_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^dev:[A-Za-z0-9+/]{43}=\n$/);
    const second = devPayloadKeys(dir);
    expect(second.map((k) => k.id)).toEqual(['dev']);
    expect(second[0]!.key.equals(first[0]!.key)).toBe(true);
  });

  it('a damaged dev key file is refused with its path, without echoing it', () => {
    const dir = tempDir();
    const junk = `dev:${b64(16)}`;
    writeFileSync(join(dir, DEV_KEY_FILE), junk);
    expect(() => devPayloadKeys(dir)).toThrow(ConfigError);
    expect(() => devPayloadKeys(dir)).toThrow(
      /temporal-payload-keys: key "dev" must be exactly 32 bytes.*delete the file/,
    );
    try {
      devPayloadKeys(dir);
    } catch (err) {
      expect((err as Error).message).not.toContain(junk.slice(4));
    }
  });
});
