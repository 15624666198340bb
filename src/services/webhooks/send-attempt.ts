// One delivery attempt over HTTP (R27, R28): the destination is resolved and vetted afresh, the
// connection goes to exactly the vetted addresses (a pinned lookup, with SNI and Host of the
// URL's own name), redirects are not followed, and the whole attempt, body included, is bounded.
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import tls from 'node:tls';
import { ipFamily } from '../../domain/network/ip-policy';
import {
  errorClassOf,
  honoursRetryAfter,
  snippetOf,
  type AttemptErrorClass,
} from '../../domain/webhooks/attempt-result';
import { checkDestination, hostToResolve, type Destination } from '../../domain/webhooks/destination';
import { retryAfterMs } from '../../domain/webhooks/retry-schedule';
import { defaultResolver, pinnedLookup, type Resolver } from '../resume/download';

export interface AttemptRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: http:// and private or loopback addresses (development and tests). */
  allowPrivate: boolean;
  /** Injectable DNS (tests); default the system resolver. */
  resolve?: Resolver;
  /** An extra trusted CA (tests with a local HTTPS receiver). */
  ca?: string | Buffer;
}

export interface AttemptResponse {
  /** The HTTP status, or null when no response arrived. */
  statusCode: number | null;
  errorClass: AttemptErrorClass | null;
  durationMs: number;
  snippet: string | null;
  /** A 429's or 503's Retry-After, in ms. */
  retryAfterMs: number | null;
}

/** The most of a response body ever read: enough for the log's snippet, never a receiver's dump. */
export const MAX_RESPONSE_BYTES = 16 * 1024;

export async function sendAttempt(req: AttemptRequest): Promise<AttemptResponse> {
  const started = performance.now();
  const done = (r: Omit<AttemptResponse, 'durationMs'>): AttemptResponse => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  const failed = (errorClass: AttemptErrorClass) =>
    done({ statusCode: null, errorClass, snippet: null, retryAfterMs: null });

  const deadline = AbortSignal.timeout(req.timeoutMs);
  const host = hostToResolve(req.url);
  let answers: string[] = [];
  if (host !== null) {
    try {
      answers = await raceAbort((req.resolve ?? defaultResolver)(host), deadline).then((a) => a.map((x) => x.address));
    } catch {
      return failed(deadline.aborted ? 'timeout' : 'dns_failure');
    }
  }
  const check = checkDestination(req.url, answers, req.allowPrivate);
  if (!check.ok) return failed(check.reason);
  try {
    const res = await post(check.destination, req, deadline);
    return done(res);
  } catch (err) {
    if (deadline.aborted) return failed('timeout');
    const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
    return failed(errorClassOf(code));
  }
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function post(
  d: Destination,
  req: AttemptRequest,
  deadline: AbortSignal,
): Promise<Omit<AttemptResponse, 'durationMs'>> {
  return new Promise((resolve, reject) => {
    const secure = d.url.protocol === 'https:';
    const body = Buffer.from(req.body, 'utf8');
    const options: https.RequestOptions = {
      method: 'POST',
      hostname: d.hostname,
      port: d.url.port === '' ? (secure ? 443 : 80) : Number(d.url.port),
      path: `${d.url.pathname}${d.url.search}`,
      headers: { ...req.headers, host: d.url.host, 'content-length': String(body.length) },
      lookup: pinnedLookup(d.addresses),
      agent: false,
      signal: deadline,
      ...(secure && {
        // SNI must be a name, never an IP literal; the certificate is checked against the URL's host.
        servername: ipFamily(d.hostname) !== null ? '' : d.hostname.replace(/\.$/, ''),
        rejectUnauthorized: true,
        ...(req.ca !== undefined ? { ca: [...tls.rootCertificates, String(req.ca)] } : {}),
      }),
    };
    const request = (secure ? https : http).request(options, (res) => {
      const status = res.statusCode ?? 0;
      const retryAfter = honoursRetryAfter(status)
        ? retryAfterMs(firstHeader(res.headers['retry-after']), Date.now())
        : null;
      // The status decides the attempt; the body is read only for the log's snippet, up to the cap
      // and the attempt's deadline, then the connection is dropped.
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        res.removeAllListeners('data');
        res.destroy();
        resolve({
          statusCode: status,
          errorClass: null,
          snippet: snippetOf(Buffer.concat(chunks)),
          retryAfterMs: retryAfter,
        });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= MAX_RESPONSE_BYTES) finish();
      });
      res.on('end', finish);
      res.on('error', finish);
      res.on('aborted', finish);
      deadline.addEventListener('abort', finish, { once: true });
    });
    request.on('error', reject);
    request.end(body);
  });
}

const firstHeader = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h);
