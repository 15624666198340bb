import { connect } from 'node:net';

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface RequestOptions {
  key?: string;
  body?: unknown;
  /** Sent as is, with the given content type (default application/json). */
  raw?: string | Buffer;
  contentType?: string | null;
  headers?: Record<string, string>;
}

/** One request to the API under test; the body is parsed when it is JSON. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  o: RequestOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.key) headers.Authorization = `Bearer ${o.key}`;
  let body: string | Buffer | undefined;
  if (o.raw !== undefined) body = o.raw;
  else if (o.body !== undefined) body = JSON.stringify(o.body);
  if (body !== undefined && o.contentType !== null) headers['Content-Type'] = o.contentType ?? 'application/json';
  const res = await fetch(baseUrl + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** R1: exactly {statusCode, error, message[, retryAfter][, details]}. */
export function expectR1(res: ApiResponse, status: number, code: string): void {
  const allowed = new Set(['statusCode', 'error', 'message', 'retryAfter', 'details', 'job_id', 'check_status_url']);
  if (res.status !== status) throw new Error(`expected ${status} ${code}, got ${res.status}: ${res.text}`);
  if (res.body?.statusCode !== status || res.body?.error !== code || typeof res.body?.message !== 'string') {
    throw new Error(`not an R1 body for ${status} ${code}: ${res.text}`);
  }
  for (const k of Object.keys(res.body)) if (!allowed.has(k)) throw new Error(`unexpected field ${k} in error body`);
  if ('retryAfter' in res.body && status !== 429) throw new Error('retryAfter on a non-429');
  if ('details' in res.body && code !== 'VALIDATION_ERROR') throw new Error('details on a non-validation error');
  if (!res.headers.get('x-request-id')) throw new Error('missing X-Request-Id');
  if (/at \w+ \(|\.ts:\d+|stack|SELECT |ECONN|127\.0\.0\.1/.test(res.body.message))
    throw new Error(`message leaks internals: ${res.body.message}`);
}

/**
 * Milliseconds until the server closes a connection whose client sent a request line and one
 * header, then nothing (a slow-headers client), measured from the write.
 */
export function msUntilSlowHeadersCutOff(baseUrl: string, requestLine: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
    socket.resume(); // read what the server says (its 408), or 'close' never comes
    socket.write(`${requestLine}\r\nHost: x\r\n`);
    const started = Date.now();
    socket.on('close', () => resolve(Date.now() - started)).on('error', () => undefined);
  });
}
