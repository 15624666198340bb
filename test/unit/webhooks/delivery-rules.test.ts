import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  verdictOf,
  waitBeforeNext,
  shouldDisableFailing,
  snippetOf,
  SNIPPET_CHARS,
} from '../../../src/domain/webhooks/attempt-result';
import { checkDestination, hostToResolve } from '../../../src/domain/webhooks/destination';
import { jobMessageId, MESSAGE_ID_PATTERN } from '../../../src/domain/webhooks/message-id';
import { parseRetrySchedule, retryAfterMs, DEFAULT_RETRY_SCHEDULE } from '../../../src/domain/webhooks/retry-schedule';
import { signatureHeader, webhookHeaders } from '../../../src/domain/webhooks/signing';
import { generateSecret } from '../../../src/domain/webhooks/secret';
import { jittered, JITTER } from '../../../workflows/webhook-delays';

describe('signing (Standard Webhooks), checked by the standardwebhooks library', () => {
  it('any body, id and time: our headers verify with the secret and fail with another', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^msg_[0-9A-Za-z]{27}$/), (text, id) => {
        const secret = generateSecret();
        const body = JSON.stringify({ type: 'job.completed', timestamp: new Date().toISOString(), data: { text } });
        const headers = webhookHeaders([secret], id, Math.floor(Date.now() / 1000), body);
        expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
        expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
        expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
      }),
      { numRuns: 50 },
    );
  });

  it('during a rotation the header holds one signature per secret, and each secret verifies', () => {
    const [a, b] = [generateSecret(), generateSecret()];
    const body = '{"type":"webhook.test"}';
    const ts = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders([b, a], 'msg_x', ts, body);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const s of [a, b]) expect(new Webhook(s).verify(body, headers)).toEqual({ type: 'webhook.test' });
  });

  it('refuses to sign with no secret or an empty one', () => {
    expect(() => signatureHeader([], 'msg_x', 1, '{}')).toThrow();
    expect(() => signatureHeader(['whsec_'], 'msg_x', 1, '{}')).toThrow();
  });
});

describe('destination checks (R28) with injected DNS answers', () => {
  const refused = [
    ['loopback', 'https://hooks.example.com/x', ['127.0.0.1']],
    ['private', 'https://hooks.example.com/x', ['10.1.2.3']],
    ['link-local', 'https://hooks.example.com/x', ['169.254.10.1']],
    ['metadata', 'https://hooks.example.com/x', ['169.254.169.254']],
    ['IPv6 loopback', 'https://hooks.example.com/x', ['::1']],
    ['IPv4-mapped private', 'https://hooks.example.com/x', ['::ffff:192.168.1.1']],
    ['one private answer among public ones', 'https://hooks.example.com/x', ['93.184.216.34', '10.0.0.1']],
    ['no answer', 'https://hooks.example.com/x', []],
    ['a private IP literal', 'https://192.168.0.1/x', []],
    ['the metadata IP literal', 'https://169.254.169.254/latest', []],
  ] as const;
  for (const [what, url, answers] of refused) {
    it(`refuses ${what}`, () => {
      expect(checkDestination(url, answers, false)).toEqual({ ok: false, reason: 'forbidden_address' });
    });
  }

  it('refuses http:// and credentials unless the operator allows private URLs (http only then)', () => {
    expect(checkDestination('http://hooks.example.com/x', ['93.184.216.34'], false)).toMatchObject({
      ok: false,
      reason: 'invalid_url',
    });
    expect(checkDestination('https://u:p@hooks.example.com/x', ['93.184.216.34'], false)).toMatchObject({ ok: false });
    expect(checkDestination('http://127.0.0.1:8080/x', [], true)).toMatchObject({ ok: true });
    expect(checkDestination('ftp://127.0.0.1/x', [], true)).toMatchObject({ ok: false, reason: 'invalid_url' });
  });

  it('admits public answers and pins exactly those, keeping the URL host', () => {
    const check = checkDestination(
      'https://Hooks.Example.com:8443/in?a=1',
      ['93.184.216.34', '2606:2800:220:1::1'],
      false,
    );
    expect(check).toMatchObject({
      ok: true,
      destination: {
        hostname: 'hooks.example.com',
        addresses: [
          { address: '93.184.216.34', family: 4 },
          { address: '2606:2800:220:1::1', family: 6 },
        ],
      },
    });
    expect(hostToResolve('https://hooks.example.com/x')).toBe('hooks.example.com');
    expect(hostToResolve('https://[::1]/x')).toBeNull();
  });
});

describe('attempt verdicts and waits (R27)', () => {
  it('2xx delivers; 410 is gone; redirects and everything else retry', () => {
    for (const s of [200, 201, 204, 299]) expect(verdictOf(s)).toBe('delivered');
    expect(verdictOf(410)).toBe('gone');
    for (const s of [301, 302, 307, 308, 400, 404, 429, 500, 503]) expect(verdictOf(s)).toBe('retry');
  });

  it('Retry-After is honoured up to the next scheduled delay, never beyond', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.option(fc.nat(10_000_000), { nil: null }), (planned, after) => {
        const wait = waitBeforeNext(planned, after);
        expect(wait).toBeLessThanOrEqual(planned);
        expect(wait).toBe(after === null ? planned : Math.min(after, planned));
      }),
    );
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-28T04:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 04:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 03:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });

  it('an endpoint is disabled after 5 days of failures without a success, not before', () => {
    const now = Date.parse('2026-11-28T00:00:00Z');
    expect(shouldDisableFailing(null, now)).toBe(false);
    expect(shouldDisableFailing(new Date(now - 5 * 86_400_000 + 1), now)).toBe(false);
    expect(shouldDisableFailing(new Date(now - 5 * 86_400_000), now)).toBe(true);
  });

  it('keeps a short snippet of a response, never the whole body', () => {
    expect(snippetOf(Buffer.from('x'.repeat(10_000)))!.length).toBe(SNIPPET_CHARS);
    expect(snippetOf(Buffer.alloc(0))).toBeNull();
  });
});

describe('schedule (R26)', () => {
  it('the default is immediate, then 5 s ... 24 h: about three days in all', () => {
    const parsed = parseRetrySchedule(DEFAULT_RETRY_SCHEDULE);
    expect(parsed).toEqual({
      delaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000, 86_400_000],
    });
    const total = (parsed as { delaysMs: number[] }).delaysMs.reduce((a, b) => a + b, 0);
    expect(total / 86_400_000).toBeCloseTo(3.15, 1);
  });

  it('refuses what is not a list of delays', () => {
    for (const bad of ['', '5', '5x', '5s,,5m', '-5s', '8d']) expect(parseRetrySchedule(bad)).toHaveProperty('problem');
  });

  it('jitter stays within ±10 % of the scheduled delay', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (d, r) => {
        const j = jittered(d, () => r);
        expect(j).toBeGreaterThanOrEqual(Math.floor(d * (1 - JITTER)));
        expect(j).toBeLessThanOrEqual(Math.ceil(d * (1 + JITTER)));
      }),
    );
  });
});

describe('message ids', () => {
  it('one job event for one endpoint always has the same id; any other triple has another', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('job.completed', 'job.failed'), (job, ep, type) => {
        const id = jobMessageId(job, ep, type);
        expect(id).toMatch(MESSAGE_ID_PATTERN);
        expect(jobMessageId(job, ep, type)).toBe(id);
        expect(jobMessageId(`${job}x`, ep, type)).not.toBe(id);
        expect(jobMessageId(job, `${ep}x`, type)).not.toBe(id);
        expect(jobMessageId(job, ep, type === 'job.failed' ? 'job.completed' : 'job.failed')).not.toBe(id);
      }),
    );
  });
});
