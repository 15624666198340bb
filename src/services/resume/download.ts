// R20: download the file behind a resume_url. Every hop (the URL and each redirect) is checked
// from scratch: https only, no credentials, DNS answers all public (unless the operator-only
// allowPrivate switch is on). The connection then goes to exactly the vetted addresses (pinned),
// with SNI and Host of the URL's own host name, so a second DNS answer cannot slip in.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { AppError } from '../../errors';
import { ipFamily, isPublicAddress } from '../../domain/network/ip-policy';
import { inspectResumeUrl } from '../../domain/network/url-policy';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** One GET to already-vetted addresses. */
export interface HopRequest {
  url: URL;
  /** URL host without IPv6 brackets: used for SNI, Host and certificate checks. */
  hostname: string;
  /** The vetted addresses: the only ones the connection may use. */
  addresses: ResolvedAddress[];
  ca?: string | Buffer;
  signal: AbortSignal;
}

export interface HopResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Readable;
}

export type Connector = (request: HopRequest) => Promise<HopResponse>;

export interface ResumeFetchOptions {
  /** R20 operator-only test switch (config RESUME_URL_ALLOW_PRIVATE); default false. */
  allowPrivate: boolean;
  /** Injectable DNS; default node:dns/promises lookup(all: true). */
  resolve?: Resolver;
  /** Extra trusted CA (tests with a local self-signed HTTPS server). */
  ca?: string | Buffer;
  /** Whole download including redirects; default 10 s. */
  timeoutMs?: number;
  /** Body cap; default 5 MiB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
  /** Test seam: performs one pinned GET; default node:https with a pinned lookup. */
  connect?: Connector;
  /** The caller gave up (a cancelled or timed-out activity): the download stops with its reason. */
  signal?: AbortSignal;
}

export interface DownloadedResume {
  bytes: Buffer;
  contentType: string | undefined;
  /** The URL after redirects. */
  url: URL;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const unreachable = (message: string, cause?: unknown) =>
  new AppError('RESUME_URL_UNREACHABLE', `resume_url could not be downloaded: ${message}`, { cause });
const forbidden = (message: string) => new AppError('RESUME_URL_FORBIDDEN', message);

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n} bytes`;
}

export const defaultResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** A `lookup` for net/tls that ignores the name and answers only with the vetted addresses. */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0];
    if (!first) {
      callback(Object.assign(new Error('no vetted address'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all)
      callback(
        null,
        addresses.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, first.address, first.family);
  };
}

export const httpsConnector: Connector = (req) =>
  new Promise<HopResponse>((resolve, reject) => {
    const literal = ipFamily(req.hostname) !== null;
    const request = https.request(
      {
        method: 'GET',
        protocol: 'https:',
        hostname: req.hostname,
        port: req.url.port === '' ? 443 : Number(req.url.port),
        path: `${req.url.pathname}${req.url.search}`,
        headers: {
          host: req.url.host,
          'user-agent': 'external-hiring-api resume fetcher',
          accept:
            'text/plain, text/markdown, text/html, application/pdf, ' +
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document, */*;q=0.1',
          'accept-encoding': 'identity',
        },
        // SNI must be a name, never an IP literal; certificate checks then use the host.
        servername: literal ? '' : req.hostname.replace(/\.$/, ''),
        lookup: pinnedLookup(req.addresses),
        agent: false,
        rejectUnauthorized: true,
        ...(req.ca !== undefined ? { ca: [...tls.rootCertificates, String(req.ca)] } : {}),
        signal: req.signal,
      },
      (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
    );
    request.on('error', reject);
    request.end();
  });

/** Rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

const TLS_CODES = /CERT|SELF_SIGNED|TLS|SSL|UNABLE_TO|ERR_SSL|HOSTNAME|ALTNAME|SIGNATURE/;

/** Plain English for a network error, never echoing addresses from the error text. */
function describeNetworkError(err: unknown): string {
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the connection was reset';
  if (['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'].includes(code))
    return 'the host could not be reached';
  if (code === 'HPE_HEADER_OVERFLOW' || code.startsWith('HPE_')) return 'the server sent an invalid HTTP response';
  if (TLS_CODES.test(code)) return 'the TLS connection failed (the certificate could not be verified)';
  return 'the connection failed';
}

async function vetAddresses(
  hostname: string,
  literal: 4 | 6 | null,
  opts: ResumeFetchOptions,
  signal: AbortSignal,
  redirected: boolean,
): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  if (literal !== null) {
    addresses = [{ address: hostname, family: literal }];
  } else {
    try {
      addresses = await untilAborted((opts.resolve ?? defaultResolver)(hostname), signal);
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      throw unreachable('its host name could not be resolved', err);
    }
    if (!Array.isArray(addresses) || addresses.length === 0) {
      throw unreachable('its host name could not be resolved');
    }
  }
  const where = redirected ? 'resume_url redirected to' : 'resume_url resolves to';
  for (const a of addresses) {
    if (ipFamily(a.address) === null) throw forbidden(`${where} an address that is not a valid IP address`);
    if (!opts.allowPrivate && !isPublicAddress(a.address)) {
      throw forbidden(`${where} a private, loopback, link-local or otherwise non-public address`);
    }
  }
  return addresses.map((a) => ({ address: a.address, family: ipFamily(a.address)! }));
}

async function readCapped(body: Readable, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  const onAbort = () => body.destroy(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    for await (const chunk of body) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buf.length;
      if (total > maxBytes) {
        body.destroy();
        throw unreachable(`the file is larger than ${formatBytes(maxBytes)}`);
      }
      chunks.push(buf);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks, total);
}

function decodedBody(res: HopResponse): Readable {
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const make =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip
      : encoding === 'deflate'
        ? zlib.createInflate
        : encoding === 'br'
          ? zlib.createBrotliDecompress
          : null;
  if (encoding === 'identity' || encoding === '') return res.body;
  if (!make) {
    res.body.destroy();
    throw new AppError('RESUME_UNSUPPORTED', 'resume_url is served with an unsupported content encoding');
  }
  const decoder = make();
  pipeline(res.body, decoder, () => {});
  return decoder;
}

function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

/** Downloads the resume, following at most `maxRedirects` redirects. Throws AppError (R2). */
export async function downloadResume(rawUrl: string, opts: ResumeFetchOptions): Promise<DownloadedResume> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const connect = opts.connect ?? httpsConnector;

  const first = inspectResumeUrl(rawUrl);
  if (!first.ok) {
    if (first.problem === 'syntax') {
      throw new AppError('VALIDATION_ERROR', first.message, {
        details: [{ path: 'resume_url', message: first.message }],
      });
    }
    throw forbidden(first.message);
  }

  const controller = new AbortController();
  const seconds = Number((timeoutMs / 1000).toFixed(3));
  const timer = setTimeout(
    () => controller.abort(unreachable(`it did not finish downloading within ${seconds} s`)),
    timeoutMs,
  );
  const { signal } = controller;
  const giveUp = () => controller.abort(opts.signal!.reason);
  if (opts.signal?.aborted) giveUp();
  else opts.signal?.addEventListener('abort', giveUp, { once: true });
  try {
    let hop = first;
    for (let redirects = 0; ; redirects++) {
      const addresses = await vetAddresses(hop.hostname, hop.literal, opts, signal, redirects > 0);
      const res = await untilAborted(
        connect({ url: hop.url, hostname: hop.hostname, addresses, ca: opts.ca, signal }),
        signal,
      );

      if (REDIRECTS.has(res.status)) {
        discard(res.body);
        if (redirects >= maxRedirects) throw unreachable(`it redirected more than ${maxRedirects} times`);
        const location = res.headers.location;
        if (!location) throw unreachable(`the server answered HTTP ${res.status} without a Location`);
        let target: URL;
        try {
          target = new URL(location, hop.url);
        } catch {
          throw unreachable('it redirected to an invalid URL');
        }
        target.hash = '';
        const next = inspectResumeUrl(target);
        if (!next.ok) {
          if (next.problem === 'scheme') throw forbidden('resume_url redirected to a URL that is not https');
          if (next.problem === 'credentials') throw forbidden('resume_url redirected to a URL with credentials');
          throw unreachable('it redirected to an invalid URL');
        }
        hop = next;
        continue;
      }

      // 206 answers a Range request, which this client never sends: it is a part, not the file.
      if (res.status < 200 || res.status > 299 || res.status === 206) {
        discard(res.body);
        throw unreachable(`the server answered HTTP ${res.status}`);
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        discard(res.body);
        throw unreachable(`the file is larger than ${formatBytes(maxBytes)}`);
      }
      const bytes = await readCapped(decodedBody(res), maxBytes, signal);
      const contentType = res.headers['content-type'];
      return { bytes, contentType: typeof contentType === 'string' ? contentType : undefined, url: hop.url };
    }
  } catch (err) {
    if (opts.signal?.aborted) throw opts.signal.reason; // not the server's doing: no RESUME_* code
    if (signal.aborted && signal.reason instanceof AppError) throw signal.reason;
    if (err instanceof AppError) throw err;
    throw unreachable(describeNetworkError(err), err);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', giveUp);
    if (!signal.aborted) controller.abort(new Error('resume download finished'));
  }
}
