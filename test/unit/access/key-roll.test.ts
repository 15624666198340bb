import { describe, expect, it } from 'vitest';
import { MAX_ROLL_GRACE_MS, rollNotice, rollOldKey } from '../../../src/domain/keys/roll';

const NOW = new Date(Date.UTC(2026, 10, 28, 10, 0, 0, 250));
const H = 3_600_000;

describe('rollOldKey: the old key keeps working for its grace period', () => {
  it('expires after the grace period, rounded up to the whole second the Sunset header names', () => {
    expect(rollOldKey({ expires_at: null }, NOW, 24 * H)).toEqual({
      expires_at: new Date(Date.UTC(2026, 10, 29, 10, 0, 1)),
      revoked_at: null,
    });
  });

  it('keeps an expiry that comes sooner than the grace period ends', () => {
    const sooner = new Date(NOW.getTime() + H);
    expect(rollOldKey({ expires_at: sooner }, NOW, 24 * H)).toEqual({ expires_at: sooner, revoked_at: null });
    const later = new Date(NOW.getTime() + 48 * H);
    expect(rollOldKey({ expires_at: later }, NOW, 24 * H).expires_at!.getTime()).toBeLessThan(later.getTime());
  });

  it('revokes at once with a grace period of 0', () => {
    expect(rollOldKey({ expires_at: null }, NOW, 0)).toEqual({ expires_at: null, revoked_at: NOW });
  });

  it('refuses a negative, fractional or over-long grace period', () => {
    for (const bad of [-1, 1.5, MAX_ROLL_GRACE_MS + 1, Number.NaN])
      expect(() => rollOldKey({ expires_at: null }, NOW, bad)).toThrow(RangeError);
  });
});

describe('rollNotice: the Deprecation and Sunset values of a rolled key', () => {
  it('is null for a key that was not rolled', () => {
    expect(rollNotice({ rolled_at: null, expires_at: new Date(NOW.getTime() + H) })).toBeNull();
  });

  it('gives @<seconds of the roll> (RFC 9745) and the expiry as an HTTP-date (RFC 8594)', () => {
    const expires = new Date(Date.UTC(2026, 10, 29, 10, 0, 1));
    expect(rollNotice({ rolled_at: NOW, expires_at: expires })).toEqual({
      deprecation: `@${Math.floor(NOW.getTime() / 1000)}`,
      sunset: 'Sun, 29 Nov 2026 10:00:01 GMT',
    });
  });

  it('has no Sunset for a rolled key without an expiry (revoked at once)', () => {
    expect(rollNotice({ rolled_at: NOW, expires_at: null })?.sunset).toBeNull();
  });
});
