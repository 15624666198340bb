// fetchResumeText's policy with an injected resolver and an injected connector: no request ever
// leaves this process (the fake connector answers from memory, and every test asserts whether
// it was reached at all).
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/errors';
import {
  fetchResumeText,
  type Connector,
  type HopRequest,
  type HopResponse,
  type ResolvedAddress,
  type ResumeFetchOptions,
} from '../../../src/services/resume';
import { pinnedLookup } from '../../../src/services/resume/download';
import { RESUME_TEXT } from '../../../support/fixtures/resume-documents';

type Route = { status?: number; headers?: Record<string, string>; body?: string | Buffer | Readable };

function fakeNet(dns: Record<string, string[]>, routes: Record<string, Route | ((req: HopRequest) => Route)> = {}) {
  const resolve = vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
    const answers = dns[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });
  const connect = vi.fn<Connector>(async (req): Promise<HopResponse> => {
    const route = routes[req.url.href];
    if (!route) throw Object.assign(new Error('connect ECONNREFUSED 10.9.8.7:443'), { code: 'ECONNREFUSED' });
    const r = typeof route === 'function' ? route(req) : route;
    const body = r.body instanceof Readable ? r.body : Readable.from([Buffer.from(r.body ?? '')]);
    return { status: r.status ?? 200, headers: r.headers ?? { 'content-type': 'text/plain' }, body };
  });
  return { resolve, connect };
}

function options(net: ReturnType<typeof fakeNet>, extra: Partial<ResumeFetchOptions> = {}): ResumeFetchOptions {
  return { allowPrivate: false, resolve: net.resolve, connect: net.connect, ...extra };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';

describe('fetchResumeText: address policy with injected DNS (R20)', () => {
  it.each<[string, string[]]>([
    ['private 10/8', ['10.0.0.5']],
    ['cloud metadata', ['169.254.169.254']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['unique-local IPv6', ['fd00::1']],
    ['loopback', ['127.0.0.1']],
    ['IPv6 loopback', ['::1']],
    ['CGNAT', ['100.64.1.1']],
    ['NAT64 of a private address', ['64:ff9b::10.1.2.3']],
    ['one public and one private', [PUBLIC_V4, '10.0.0.5']],
    ['public v6 and link-local v6', [PUBLIC_V6, 'fe80::1']],
    ['a garbage answer', ['not-an-ip']],
  ])('refuses a host resolving to %s before connecting', async (_name, answers) => {
    const net = fakeNet({ 'cv.example.com': answers });
    const err = await failure(fetchResumeText('https://cv.example.com/resume.txt', options(net)));
    expect(err.code).toBe('RESUME_URL_FORBIDDEN');
    expect(err.status).toBe(422);
    expect(err.message).not.toContain(answers.find((a) => a !== PUBLIC_V4 && a !== PUBLIC_V6) ?? '#');
    expect(net.resolve).toHaveBeenCalledExactlyOnceWith('cv.example.com');
    expect(net.connect).not.toHaveBeenCalled();
  });

  it.each([
    'https://127.0.0.1/cv.txt',
    'https://2130706433/cv.txt',
    'https://0x7f000001/cv.txt',
    'https://0177.0.0.1/cv.txt',
    'https://127.1/cv.txt',
    'https://10.0.0.5/cv.txt',
    'https://169.254.169.254/latest/meta-data/',
    'https://0xa9fea9fe/latest/meta-data/',
    'https://[::1]/cv.txt',
    'https://[::ffff:10.0.0.1]/cv.txt',
    'https://[fe80::1]/cv.txt',
    'https://[fd12:3456::1]/cv.txt',
  ])('refuses the IP literal %s without DNS or connecting', async (url) => {
    const net = fakeNet({});
    const err = await failure(fetchResumeText(url, options(net)));
    expect(err.code).toBe('RESUME_URL_FORBIDDEN');
    expect(net.resolve).not.toHaveBeenCalled();
    expect(net.connect).not.toHaveBeenCalled();
  });

  it.each([
    ['http://cv.example.com/cv.txt', /https/],
    ['ftp://cv.example.com/cv.txt', /https/],
    ['https://jane:secret@cv.example.com/cv.txt', /credentials/],
  ])('refuses %s with RESUME_URL_FORBIDDEN if ever called with it', async (url, message) => {
    const net = fakeNet({ 'cv.example.com': [PUBLIC_V4] });
    const err = await failure(fetchResumeText(url, options(net)));
    expect(err.code).toBe('RESUME_URL_FORBIDDEN');
    expect(err.message).toMatch(message);
    expect(net.resolve).not.toHaveBeenCalled();
    expect(net.connect).not.toHaveBeenCalled();
  });

  it('refuses a syntactically invalid URL as VALIDATION_ERROR', async () => {
    const net = fakeNet({});
    const err = await failure(fetchResumeText('not a url', options(net)));
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.toBody()).toMatchObject({ details: [{ path: 'resume_url' }] });
  });

  it('connects only to the vetted addresses, with the URL host name', async () => {
    const net = fakeNet(
      { 'cv.example.com': [PUBLIC_V4, PUBLIC_V6] },
      { 'https://cv.example.com/resume.txt': { body: RESUME_TEXT } },
    );
    expect(await fetchResumeText('https://cv.example.com/resume.txt', options(net))).toBe(RESUME_TEXT);
    expect(net.connect).toHaveBeenCalledOnce();
    const req = net.connect.mock.calls[0]![0];
    expect(req.hostname).toBe('cv.example.com');
    expect(req.addresses).toEqual([
      { address: PUBLIC_V4, family: 4 },
      { address: PUBLIC_V6, family: 6 },
    ]);
  });

  it('lets allowPrivate through private answers, still pinned (fake connector: nothing is contacted)', async () => {
    const net = fakeNet({ 'intranet.test': ['10.0.0.5'] }, { 'https://intranet.test/cv.txt': { body: RESUME_TEXT } });
    expect(await fetchResumeText('https://intranet.test/cv.txt', options(net, { allowPrivate: true }))).toBe(
      RESUME_TEXT,
    );
    expect(net.connect.mock.calls[0]![0].addresses).toEqual([{ address: '10.0.0.5', family: 4 }]);
  });

  it('allowPrivate does not relax https or credentials', async () => {
    const net = fakeNet({ 'intranet.test': ['10.0.0.5'] });
    for (const url of ['http://intranet.test/cv.txt', 'https://a:b@intranet.test/cv.txt']) {
      expect((await failure(fetchResumeText(url, options(net, { allowPrivate: true })))).code).toBe(
        'RESUME_URL_FORBIDDEN',
      );
    }
    expect(net.connect).not.toHaveBeenCalled();
  });
});

describe('fetchResumeText: redirects are re-checked from scratch', () => {
  const redirect = (location: string): Route => ({ status: 302, headers: { location } });

  it('refuses a redirect to a host that resolves to a private address, before connecting to it', async () => {
    const net = fakeNet(
      { 'cv.example.com': [PUBLIC_V4], 'internal.example.com': ['10.0.0.5'] },
      { 'https://cv.example.com/cv.txt': redirect('https://internal.example.com/cv.txt') },
    );
    const err = await failure(fetchResumeText('https://cv.example.com/cv.txt', options(net)));
    expect(err.code).toBe('RESUME_URL_FORBIDDEN');
    expect(err.message).toMatch(/redirected/);
    expect(err.message).not.toMatch(/internal|10\.0\.0\.5/);
    expect(net.resolve.mock.calls.map((c) => c[0])).toEqual(['cv.example.com', 'internal.example.com']);
    expect(net.connect).toHaveBeenCalledOnce();
  });

  it.each([
    ['to metadata by IP literal', 'https://169.254.169.254/latest/meta-data/'],
    ['to an integer IP literal', 'https://2130706433/'],
    ['to a bracketed IPv6 loopback', 'https://[::1]:8443/'],
    ['to http:', 'http://cv.example.com/cv.txt'],
    ['with credentials', 'https://u:p@cv.example.com/cv.txt'],
  ])('refuses a redirect %s', async (_name, location) => {
    const net = fakeNet({ 'cv.example.com': [PUBLIC_V4] }, { 'https://cv.example.com/start': redirect(location) });
    const err = await failure(fetchResumeText('https://cv.example.com/start', options(net)));
    expect(err.code).toBe('RESUME_URL_FORBIDDEN');
    expect(net.connect).toHaveBeenCalledOnce();
  });

  it('follows 3 redirects (relative and absolute) and refuses a 4th', async () => {
    const routes: Record<string, Route> = {
      'https://a.example.com/0': { status: 301, headers: { location: '/1' } },
      'https://a.example.com/1': { status: 307, headers: { location: 'https://b.example.com/2' } },
      'https://b.example.com/2': { status: 308, headers: { location: '3#frag' } },
      'https://b.example.com/3': { status: 303, headers: { location: '/4' } },
      'https://b.example.com/4': { body: RESUME_TEXT },
    };
    const dns = { 'a.example.com': [PUBLIC_V4], 'b.example.com': [PUBLIC_V6] };

    const ok = fakeNet(dns, routes);
    expect(await fetchResumeText('https://a.example.com/1', options(ok))).toBe(RESUME_TEXT);
    expect(ok.connect).toHaveBeenCalledTimes(4);

    const tooMany = fakeNet(dns, routes);
    const err = await failure(fetchResumeText('https://a.example.com/0', options(tooMany)));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toMatch(/redirected more than 3 times/);
    expect(tooMany.connect).toHaveBeenCalledTimes(4);
  });

  it('refuses a redirect without Location', async () => {
    const net = fakeNet({ 'cv.example.com': [PUBLIC_V4] }, { 'https://cv.example.com/x': { status: 302 } });
    expect((await failure(fetchResumeText('https://cv.example.com/x', options(net)))).code).toBe(
      'RESUME_URL_UNREACHABLE',
    );
  });
});

describe('fetchResumeText: unreachable', () => {
  it('reports DNS failure and empty answers without leaking details', async () => {
    const net = fakeNet({ 'empty.example.com': [] });
    for (const url of ['https://nxdomain.example.com/cv.txt', 'https://empty.example.com/cv.txt']) {
      const err = await failure(fetchResumeText(url, options(net)));
      expect(err.code).toBe('RESUME_URL_UNREACHABLE');
      expect(err.message).toMatch(/could not be resolved/);
      expect(err.message).not.toMatch(/ENOTFOUND|getaddrinfo/);
    }
    expect(net.connect).not.toHaveBeenCalled();
  });

  it('reports connection errors in plain English without the address', async () => {
    const net = fakeNet({ 'cv.example.com': [PUBLIC_V4] });
    const err = await failure(fetchResumeText('https://cv.example.com/cv.txt', options(net)));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toBe('resume_url could not be downloaded: the connection was refused');
  });

  it.each([404, 500, 403, 304])('reports HTTP %i', async (status) => {
    const net = fakeNet(
      { 'cv.example.com': [PUBLIC_V4] },
      { 'https://cv.example.com/cv.txt': { status, body: RESUME_TEXT } },
    );
    const err = await failure(fetchResumeText('https://cv.example.com/cv.txt', options(net)));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toContain(`HTTP ${status}`);
  });

  it('times out while resolving (the whole download has one deadline)', async () => {
    const net = fakeNet({});
    net.resolve.mockImplementation(() => new Promise(() => {}));
    const started = Date.now();
    const err = await failure(fetchResumeText('https://slow-dns.example.com/cv.txt', options(net, { timeoutMs: 50 })));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toMatch(/within 0.05 s/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(net.connect).not.toHaveBeenCalled();
  });

  it('refuses early on a Content-Length over the cap, and stops a stream at the cap', async () => {
    const big = Buffer.alloc(2048, 'a');
    const declared = fakeNet(
      { 'cv.example.com': [PUBLIC_V4] },
      {
        'https://cv.example.com/cv.txt': {
          headers: { 'content-type': 'text/plain', 'content-length': '2048' },
          body: big,
        },
      },
    );
    const err = await failure(fetchResumeText('https://cv.example.com/cv.txt', options(declared, { maxBytes: 1024 })));
    expect(err.message).toMatch(/larger than 1 KiB/);

    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(Buffer.alloc(256, 'b'));
      },
    });
    const streamed = fakeNet({ 'cv.example.com': [PUBLIC_V4] }, { 'https://cv.example.com/cv.txt': { body: endless } });
    const err2 = await failure(fetchResumeText('https://cv.example.com/cv.txt', options(streamed, { maxBytes: 1024 })));
    expect(err2.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err2.message).toMatch(/larger than 1 KiB/);
    expect(endless.destroyed).toBe(true);
    expect(pulled).toBeLessThan(50);
  });

  it('stops when the caller gives up (a cancelled activity), with its reason and no RESUME_* code', async () => {
    let pulled = 0;
    const trickle = new Readable({
      read() {
        pulled++;
        setTimeout(() => this.push(Buffer.from('still sending ')), 10);
      },
    });
    const net = fakeNet({ 'cv.example.com': [PUBLIC_V4] }, { 'https://cv.example.com/cv.txt': { body: trickle } });
    const gaveUp = new AbortController();
    const cancelled = new Error('activity cancelled');
    setTimeout(() => gaveUp.abort(cancelled), 100);
    const started = Date.now();
    const err = await fetchResumeText('https://cv.example.com/cv.txt', options(net, { signal: gaveUp.signal })).catch(
      (e: unknown) => e,
    );
    expect(err).toBe(cancelled);
    expect(Date.now() - started).toBeLessThan(5_000); // not the 10 s download deadline
    expect(trickle.destroyed).toBe(true);
    const pulledThen = pulled;
    await new Promise((r) => setTimeout(r, 50));
    expect(pulled).toBe(pulledThen);

    const early = await fetchResumeText(
      'https://cv.example.com/cv.txt',
      options(net, { signal: AbortSignal.abort(cancelled) }),
    ).catch((e: unknown) => e);
    expect(early).toBe(cancelled);
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', (b: Buffer) => brotliCompressSync(b, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } })],
  ] as const)('stops a %s Content-Encoding bomb at the cap of decoded bytes', async (encoding, compress) => {
    const bomb = compress(Buffer.alloc(64 * 1024 * 1024, 0x20)); // 64 MiB of spaces, a few KiB sent
    const net = fakeNet(
      { 'cv.example.com': [PUBLIC_V4] },
      {
        'https://cv.example.com/cv.txt': {
          headers: { 'content-type': 'text/plain', 'content-encoding': encoding },
          body: bomb,
        },
      },
    );
    const heapBefore = process.memoryUsage().arrayBuffers;
    const err = await failure(fetchResumeText('https://cv.example.com/cv.txt', options(net)));
    expect(err.code).toBe('RESUME_URL_UNREACHABLE');
    expect(err.message).toMatch(/larger than 5 MiB/);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(32 * 1024 * 1024); // never the 64 MiB
  });

  it('says "larger than 5 MiB" by default', async () => {
    const net = fakeNet(
      { 'cv.example.com': [PUBLIC_V4] },
      { 'https://cv.example.com/cv.txt': { headers: { 'content-length': String(6 * 1024 * 1024) }, body: '' } },
    );
    const err = await failure(fetchResumeText('https://cv.example.com/cv.txt', options(net)));
    expect(err.message).toBe('resume_url could not be downloaded: the file is larger than 5 MiB');
  });
});

describe('pinnedLookup', () => {
  const vetted: ResolvedAddress[] = [
    { address: PUBLIC_V4, family: 4 },
    { address: PUBLIC_V6, family: 6 },
  ];

  it('answers any name with the vetted addresses only', () => {
    const lookup = pinnedLookup(vetted);
    const single = vi.fn();
    lookup('evil.example.com', {}, single);
    expect(single).toHaveBeenCalledWith(null, PUBLIC_V4, 4);
    const all = vi.fn();
    lookup('evil.example.com', { all: true }, all);
    expect(all).toHaveBeenCalledWith(null, vetted);
  });

  it('fails when nothing was vetted', () => {
    const cb = vi.fn();
    pinnedLookup([])('x', {}, cb);
    expect(cb.mock.calls[0]![0]).toBeInstanceOf(Error);
  });
});
