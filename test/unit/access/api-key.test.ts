import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  displayPrefix,
  generateApiKey,
  hashApiKey,
  isWellFormedKey,
  parseBearer,
} from '../../../src/domain/keys/api-key';

describe('API keys (R15)', () => {
  it('are sk_live_/sk_test_ + 43 base64url characters from 32 random bytes', () => {
    for (const mode of ['live', 'test'] as const) {
      const { key, prefix, hash } = generateApiKey(mode);
      expect(key).toMatch(new RegExp(`^sk_${mode}_[A-Za-z0-9_-]{43}$`));
      expect(Buffer.from(key.slice(8), 'base64url')).toHaveLength(32);
      expect(prefix).toBe(key.slice(0, 14));
      expect(hash.equals(hashApiKey(key))).toBe(true);
      expect(hash).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 (known answer, and the same digest as a streamed hash)', () => {
    const key = 'sk_test_' + 'A'.repeat(43);
    expect(hashApiKey(key).toString('hex')).toBe(createHash('sha256').update(key, 'utf8').digest('hex'));
    expect(hashApiKey('abc').toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are unique across many generations', () => {
    const keys = new Set(Array.from({ length: 5_000 }, () => generateApiKey('live').key));
    expect(keys.size).toBe(5_000);
  });

  it('the display prefix never reveals more than 6 random characters', () => {
    const { key } = generateApiKey('test');
    expect(displayPrefix(key)).toBe(`sk_test_${key.slice(8, 14)}`);
  });

  it.each([
    ['sk_live_' + 'a'.repeat(43), true],
    ['sk_test_' + 'Z_-'.repeat(14) + 'x', true],
    ['sk_live_' + 'a'.repeat(42), false],
    ['sk_live_' + 'a'.repeat(44), false],
    ['sk_prod_' + 'a'.repeat(43), false],
    ['sk_live_' + 'a'.repeat(42) + '=', false],
    ['sk_live_' + 'a'.repeat(42) + '+', false],
    ['', false],
  ])('isWellFormedKey(%j) = %s', (key, ok) => {
    expect(isWellFormedKey(key)).toBe(ok);
  });

  it.each([
    [undefined, false, /Missing/],
    ['', false, /Missing/],
    ['Basic abc', false, /Bearer scheme/],
    ['Bearer', false, /Bearer scheme/],
    ['Bearer sk_live_short', false, /malformed/],
    ['Bearer a b', false, /Bearer scheme/],
    [`bearer sk_live_${'a'.repeat(43)}`, true, null],
    [`Bearer  sk_test_${'b'.repeat(43)}`, true, null],
  ])('parseBearer(%j)', (header, ok, reason) => {
    const r = parseBearer(header);
    expect(r.ok).toBe(ok);
    if (!r.ok && reason) expect(r.reason).toMatch(reason);
  });
});
