import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Payload, PayloadCodec } from '@temporalio/common';
import type { Config } from '../config';
import { collect, isJsonContentType } from '../net/body';
import { limitConnections } from '../net/connection-limits';
import { errorFields, type Logger } from '../log';
import { PayloadDecryptionError } from './payload-codec';
import { payloadFromJson, payloadToJson, PayloadsJson } from './payload-json';

/** A history event's payloads are at most 2 MB each in Temporal; the UI sends them a few at a time. */
export const CODEC_MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface CodecServerOptions {
  codec: PayloadCodec;
  /** Browser origins (the Temporal UI's) allowed to call, CORS preflight included. */
  origins: readonly string[];
  log: Logger;
  maxBodyBytes?: number;
}

/** The dev UI's two spellings of its own origin, unless CODEC_CORS_ORIGINS says otherwise. */
export function codecCorsOrigins(config: Config): readonly string[] {
  return (
    config.CODEC_CORS_ORIGINS ?? [
      `http://127.0.0.1:${config.TEMPORAL_UI_PORT}`,
      `http://localhost:${config.TEMPORAL_UI_PORT}`,
    ]
  );
}

/** The URL the Temporal UI (in a browser on this machine) calls. */
export function codecEndpoint(config: Config): string {
  const host = ['0.0.0.0', '::'].includes(config.CODEC_SERVER_HOST) ? '127.0.0.1' : config.CODEC_SERVER_HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.CODEC_SERVER_PORT}`;
}

/**
 * Temporal's codec server protocol: POST `.../decode` and `.../encode` (only the last path segment
 * counts, so `/{namespace}/decode` works too) with `{"payloads": [...]}`. Whoever reaches it can
 * decrypt every job, so: calls from a browser are refused unless their Origin is listed (a page
 * elsewhere could otherwise use an engineer's browser to reach it), only JSON bodies are taken
 * (a cross-site form cannot send one without a preflight), and it logs one line per request,
 * never a payload. One key set serves the one namespace, so X-Namespace is accepted and unused.
 */
export function createCodecServer(o: CodecServerOptions): Server {
  const server = createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () =>
      o.log.info('codec request', {
        method: req.method,
        path: routeOf(req),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      }),
    );
    handle(o, req, res).catch((err: unknown) => {
      o.log.error('codec request failed', errorFields(err));
      if (res.headersSent) res.destroy();
      else send(res, 500, { error: 'internal error' });
    });
  });
  // The API's limits, not Node's 60 s / 300 s: a slow client must not hold a connection for minutes.
  return limitConnections(server, 30_000);
}

async function handle(o: CodecServerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin !== undefined && !o.origins.includes(origin))
    return send(res, 403, { error: 'this origin may not call the codec server (CODEC_CORS_ORIGINS)' });
  if (origin !== undefined) res.setHeader('Access-Control-Allow-Origin', origin);
  const op = routeOf(req);
  if (!op) return send(res, 404, { error: 'not found: POST /decode or /encode' });
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      // What the UI sends: the last two only when it is set to pass the user's access token.
      'Access-Control-Allow-Headers': 'Content-Type, X-Namespace, Authorization, Authorization-Extras',
      'Access-Control-Max-Age': '600',
    });
    return void res.end();
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST, OPTIONS');
    return send(res, 405, { error: `${op} takes POST` });
  }
  if (!isJsonContentType(req.headers['content-type']))
    return send(res, 415, { error: 'the body must be application/json' });
  const max = o.maxBodyBytes ?? CODEC_MAX_BODY_BYTES;
  const raw = await readCapped(req, max);
  if (raw === 'aborted') return void res.destroy();
  if (raw === 'too-large') {
    res.setHeader('Connection', 'close');
    return send(res, 413, { error: `the body is larger than ${max} bytes` });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return send(res, 400, { error: 'the body is not JSON' });
  }
  const parsed = PayloadsJson.safeParse(body);
  if (!parsed.success)
    return send(res, 400, { error: 'expected {"payloads": [{"metadata": {...}, "data": "<base64>"}, ...]}' });
  const payloads = parsed.data.payloads.map(payloadFromJson);
  const out = op === 'decode' ? await decodeEach(o, payloads) : await o.codec.encode(payloads);
  send(res, 200, { payloads: out.map(payloadToJson) });
}

/**
 * One payload the keys cannot open (a key retired from the list, a history from another
 * deployment) stays as it is, so the UI still shows the rest of the history; the log says which key.
 */
async function decodeEach(o: CodecServerOptions, payloads: Payload[]): Promise<Payload[]> {
  return Promise.all(
    payloads.map(async (p) => {
      try {
        return (await o.codec.decode([p]))[0]!;
      } catch (err) {
        if (!(err instanceof PayloadDecryptionError)) throw err;
        o.log.warn('codec: payload left encrypted', { reason: err.message });
        return p;
      }
    }),
  );
}

function routeOf(req: IncomingMessage): 'decode' | 'encode' | null {
  const path = (req.url ?? '/').split('?')[0]!;
  return (/\/(decode|encode)$/.exec(path)?.[1] as 'decode' | 'encode' | undefined) ?? null;
}

/** The body, unless it passes `max` bytes: then the rest is not read and the response closes the connection. */
async function readCapped(req: IncomingMessage, max: number): Promise<Buffer | 'too-large' | 'aborted'> {
  if (Number(req.headers['content-length'] ?? 0) > max) return 'too-large';
  const chunks: Buffer[] = [];
  let total = 0;
  const ended = await collect(req, (chunk) => {
    total += chunk.length;
    if (total <= max) chunks.push(chunk);
    return total <= max;
  });
  // A client gone mid-body (or a broken one): nobody to answer.
  if (ended === 'broken') return 'aborted';
  return ended === 'stopped' ? 'too-large' : Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}
