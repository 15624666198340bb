import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../src/index.js';

// Messages signed by the independent `standardwebhooks` package must verify with ours, and
// any change to what was signed must not.
const SECRET = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
const OTHER = `whsec_${Buffer.from('b'.repeat(32)).toString('base64')}`;
const NOW = new Date('2026-11-28T05:00:00Z');
const now = () => NOW.getTime();
const body = JSON.stringify({ type: 'webhook.test', timestamp: NOW.toISOString(), data: {} });

function signed(secret: string, payload: string, id = 'msg_1', at = NOW) {
  const sig = new Webhook(secret).sign(id, at, payload);
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': sig };
}
const code = (f: () => unknown) => {
  try {
    f();
    return 'verified';
  } catch (e) {
    return e instanceof WebhookVerificationError ? e.code : String(e);
  }
};

describe('verifyWebhook', () => {
  it('verifies a message signed by standardwebhooks and returns its body', () => {
    expect(verifyWebhook(body, signed(SECRET, body), SECRET, { now })).toEqual(JSON.parse(body));
    expect(verifyWebhook(new TextEncoder().encode(body), new Headers(signed(SECRET, body)), SECRET, { now }).type).toBe(
      'webhook.test',
    );
  });

  it('refuses a tampered body, id or timestamp, and another secret', () => {
    const h = signed(SECRET, body);
    expect(code(() => verifyWebhook(`${body} `, h, SECRET, { now }))).toBe('NO_MATCHING_SIGNATURE');
    expect(code(() => verifyWebhook(body, { ...h, 'webhook-id': 'msg_2' }, SECRET, { now }))).toBe(
      'NO_MATCHING_SIGNATURE',
    );
    const ts = String(Number(h['webhook-timestamp']) + 1);
    expect(code(() => verifyWebhook(body, { ...h, 'webhook-timestamp': ts }, SECRET, { now }))).toBe(
      'NO_MATCHING_SIGNATURE',
    );
    expect(code(() => verifyWebhook(body, h, OTHER, { now }))).toBe('NO_MATCHING_SIGNATURE');
  });

  it('during a rotation (two signatures) verifies with either secret', () => {
    const a = signed(SECRET, body);
    const b = signed(OTHER, body);
    const both = { ...a, 'webhook-signature': `${b['webhook-signature']} ${a['webhook-signature']}` };
    expect(code(() => verifyWebhook(body, both, SECRET, { now }))).toBe('verified');
    expect(code(() => verifyWebhook(body, both, OTHER, { now }))).toBe('verified');
    expect(code(() => verifyWebhook(body, a, [OTHER, SECRET], { now }))).toBe('verified');
  });

  it('refuses timestamps beyond the tolerance either way; the tolerance is configurable', () => {
    const old = signed(SECRET, body, 'msg_1', new Date(NOW.getTime() - 301_000));
    expect(code(() => verifyWebhook(body, old, SECRET, { now }))).toBe('TIMESTAMP_TOO_OLD');
    expect(code(() => verifyWebhook(body, old, SECRET, { now, toleranceSeconds: 600 }))).toBe('verified');
    const future = signed(SECRET, body, 'msg_1', new Date(NOW.getTime() + 301_000));
    expect(code(() => verifyWebhook(body, future, SECRET, { now }))).toBe('TIMESTAMP_TOO_NEW');
  });

  it('refuses malformed secrets and headers with a typed error', () => {
    const h = signed(SECRET, body);
    for (const s of ['', 'abc', 'whsec_', 'whsec_!!!', SECRET.slice(6)])
      expect(code(() => verifyWebhook(body, h, s, { now }))).toBe('INVALID_SECRET');
    const { 'webhook-signature': _s, ...noSig } = h;
    expect(code(() => verifyWebhook(body, noSig, SECRET, { now }))).toBe('MISSING_HEADER');
    expect(code(() => verifyWebhook(body, { ...h, 'webhook-timestamp': 'soon' }, SECRET, { now }))).toBe(
      'INVALID_HEADER',
    );
    expect(code(() => verifyWebhook(body, { ...h, 'webhook-signature': 'garbage' }, SECRET, { now }))).toBe(
      'INVALID_HEADER',
    );
  });

  it('agrees with standardwebhooks for random bodies and secrets', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.json(), (key, json) => {
        const secret = `whsec_${Buffer.from(key).toString('base64')}`;
        const payload = JSON.stringify({ type: 'job.completed', timestamp: NOW.toISOString(), data: JSON.parse(json) });
        const h = signed(secret, payload);
        expect(code(() => verifyWebhook(payload, h, secret, { now }))).toBe('verified');
        expect(code(() => verifyWebhook(`${payload}x`, h, secret, { now }))).toBe('NO_MATCHING_SIGNATURE');
      }),
      { numRuns: 100 },
    );
  });
});
