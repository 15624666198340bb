import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { inspectEndpointUrl, refuseEndpointAddresses } from '../../../src/domain/webhooks/endpoint-url';
import {
  eventListOf,
  formatStoredEvents,
  parseEventList,
  parseStoredEvents,
  subscribes,
} from '../../../src/domain/webhooks/events';
import { generateSecret, isValidSecret, secretKeyBytes } from '../../../src/domain/webhooks/secret';
import { verifySignature } from '../../../src/domain/webhooks/verify';

describe('webhook event lists (R22)', () => {
  it('takes ["*"] as every event type, stored as NULL and shown as ["*"]', () => {
    const parsed = parseEventList(['*']);
    expect(parsed).toEqual({ filter: null });
    expect(formatStoredEvents(null)).toBeNull();
    expect(eventListOf(parseStoredEvents(null))).toEqual(['*']);
  });

  it('keeps a list in catalogue order without duplicates, through storage and back', () => {
    const parsed = parseEventList(['job.failed', 'job.completed', 'job.failed']);
    expect(parsed).toEqual({ filter: ['job.completed', 'job.failed'] });
    const filter = 'filter' in parsed ? parsed.filter : null;
    expect(parseStoredEvents(formatStoredEvents(filter))).toEqual(['job.completed', 'job.failed']);
  });

  it.each([
    [[], /at least one/],
    [['job.created'], /events\[0\]: "job.created" is not an event type/],
    [['job.completed', 42], /events\[1\]: the value is not an event type/],
    [['*', 'job.failed'], /cannot be combined/],
    [['webhook.test'], /cannot be subscribed to/],
  ])('refuses %j', (input, message) => {
    const parsed = parseEventList(input as unknown[]);
    expect('problems' in parsed && parsed.problems.join(' ')).toMatch(message);
  });

  it('sends subscribed types only, and webhook.test to every endpoint', () => {
    expect(subscribes(['job.failed'], 'job.failed')).toBe(true);
    expect(subscribes(['job.failed'], 'job.completed')).toBe(false);
    expect(subscribes(['job.failed'], 'webhook.test')).toBe(true);
    expect(subscribes(null, 'job.completed')).toBe(true);
  });

  it('drops unknown stored entries, so a stale type never subscribes anything', () => {
    expect(parseStoredEvents('job.completed,job.archived')).toEqual(['job.completed']);
  });
});

describe('webhook secrets', () => {
  it('are whsec_ + base64 of 32 random bytes, never the same twice', () => {
    const a = generateSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secretKeyBytes(a)).toHaveLength(32);
    expect(generateSecret()).not.toBe(a);
  });

  it('sign what the independent standardwebhooks library verifies', () => {
    const secret = generateSecret();
    const wh = new Webhook(secret);
    const body = '{"type":"webhook.test"}';
    const signature = wh.sign('msg_1', new Date(), body);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
      'webhook-signature': signature,
    };
    expect(wh.verify(body, headers)).toEqual({ type: 'webhook.test' });
  });

  it.each([
    ['', 'empty'],
    ['whsec_', 'no key'],
    [`whsec_${Buffer.alloc(23).toString('base64')}`, '23 bytes'],
    [`whsec_${Buffer.alloc(65).toString('base64')}`, '65 bytes'],
    [`wh_${Buffer.alloc(32).toString('base64')}`, 'wrong prefix'],
    [`whsec_${Buffer.alloc(32).toString('base64url')}`, 'base64url'],
    [`whsec_${Buffer.alloc(32).toString('base64')} `, 'trailing space'],
  ])('refuse %j (%s)', (secret) => {
    expect(isValidSecret(secret)).toBe(false);
  });

  it('accept 24 and 64 bytes', () => {
    expect(isValidSecret(`whsec_${Buffer.alloc(24, 1).toString('base64')}`)).toBe(true);
    expect(isValidSecret(`whsec_${Buffer.alloc(64, 1).toString('base64')}`)).toBe(true);
  });
});

describe('webhook endpoint urls (R24)', () => {
  it.each([
    ['http://hooks.example.com/in', /must use https/],
    ['https://user:pw@hooks.example.com/in', /credentials/],
    [`https://hooks.example.com/${'a'.repeat(2030)}`, /at most 2048 characters/],
    ['hooks.example.com/in', /valid absolute URL/],
    ['ftp://hooks.example.com/in', /must use https/],
  ])('refuses %s', (url, message) => {
    const result = inspectEndpointUrl(url, false);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
    expect(!result.ok && result.message.startsWith('url ')).toBe(true);
  });

  it('admits http:// only under the operator switch', () => {
    expect(inspectEndpointUrl('http://127.0.0.1:8080/in', true).ok).toBe(true);
    expect(inspectEndpointUrl('https://hooks.example.com/in', false).ok).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['10.1.2.3', 'private'],
    ['192.168.0.10', 'private'],
    ['172.20.0.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['::ffff:127.0.0.1', 'mapped loopback'],
    ['fd00::1', 'unique-local'],
  ])('refuses the address %s (%s) unless the operator switch is on', (address) => {
    expect(refuseEndpointAddresses([address], false)).toMatch(/public address/);
    expect(refuseEndpointAddresses(['93.184.215.14', address], false)).toMatch(/public address/);
    expect(refuseEndpointAddresses([address], true)).toBeNull();
  });

  it('admits public addresses, and refuses a name that resolves to nothing', () => {
    expect(refuseEndpointAddresses(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'], false)).toBeNull();
    expect(refuseEndpointAddresses([], false)).toMatch(/no address/);
    expect(refuseEndpointAddresses([], true)).toMatch(/no address/);
  });
});

describe('signature verification of the development receiver', () => {
  const body = '{"type":"job.completed","timestamp":"2026-11-28T04:00:00.000Z","data":{}}';
  const now = Date.parse('2026-11-28T04:00:10.000Z');
  const ts = String(Math.floor(now / 1000));

  it('accepts what standardwebhooks signs, also among several signatures during a rotation', () => {
    const secret = generateSecret();
    const other = generateSecret();
    const sig = new Webhook(secret).sign('msg_1', new Date(now), body);
    const otherSig = new Webhook(other).sign('msg_1', new Date(now), body);
    expect(verifySignature(secret, { id: 'msg_1', timestamp: ts, signature: sig }, body, now)).toEqual({ ok: true });
    expect(verifySignature(secret, { id: 'msg_1', timestamp: ts, signature: `${otherSig} ${sig}` }, body, now)).toEqual(
      {
        ok: true,
      },
    );
  });

  it.each([
    ['another secret', (s: string) => ({ secret: generateSecret(), sig: s, id: 'msg_1', body, ts })],
    ['another body', (s: string) => ({ secret: '', sig: s, id: 'msg_1', body: `${body} `, ts })],
    ['another id', (s: string) => ({ secret: '', sig: s, id: 'msg_2', body, ts })],
    ['a stale timestamp', (s: string) => ({ secret: '', sig: s, id: 'msg_1', body, ts: String(Number(ts) - 301) })],
    ['a v2 scheme', (s: string) => ({ secret: '', sig: s.replace('v1,', 'v2,'), id: 'msg_1', body, ts })],
    ['no signature', () => ({ secret: '', sig: '', id: 'msg_1', body, ts })],
  ])('refuses %s', (_name, make) => {
    const secret = generateSecret();
    const sig = new Webhook(secret).sign('msg_1', new Date(now), body);
    const c = make(sig);
    const verdict = verifySignature(c.secret || secret, { id: c.id, timestamp: c.ts, signature: c.sig }, c.body, now);
    expect(verdict.ok).toBe(false);
  });

  it('refuses everything under an empty or malformed secret', () => {
    expect(verifySignature('', { id: 'a', timestamp: ts, signature: 'v1,AAAA' }, body, now)).toMatchObject({
      ok: false,
    });
  });
});
