import type { IncomingMessage } from 'node:http';

/** What reading the body learned of it before any check ran; the API's gate judges it after auth (R5). */
export type BodyState =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; raw: string }
  | { kind: 'invalid-json' }
  | { kind: 'not-object' }
  | { kind: 'too-large' }
  | { kind: 'unsupported-type'; contentType: string | undefined };

export const BODY_LIMIT = 1024 * 1024;
/** Past this we stop draining and close the connection instead. */
const DRAIN_LIMIT = 16 * BODY_LIMIT;

export interface ReadBody {
  state: BodyState;
  /** The rest of the body was not read: the response must close the connection. */
  mustClose: boolean;
}

export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const media = value.split(';')[0]!.trim().toLowerCase();
  return media === 'application/json';
}

/** Reads the body once, keeping at most BODY_LIMIT bytes; judging it is the gate's job (R5). */
export async function readBody(req: IncomingMessage): Promise<ReadBody> {
  const contentType = req.headers['content-type'];
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > DRAIN_LIMIT) return { state: { kind: 'too-large' }, mustClose: true };

  const chunks: Buffer[] = [];
  let total = 0;
  const ended = await collect(req, (chunk) => {
    total += chunk.length;
    if (total <= BODY_LIMIT) chunks.push(chunk);
    return total <= DRAIN_LIMIT;
  });
  if (ended === 'broken') return { state: { kind: 'invalid-json' }, mustClose: true };
  const mustClose = ended === 'stopped';
  if (!isJsonContentType(contentType)) {
    return { state: { kind: 'unsupported-type', contentType }, mustClose };
  }
  if (total > BODY_LIMIT) return { state: { kind: 'too-large' }, mustClose };
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw.trim() === '') return { state: { kind: 'none' }, mustClose };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { state: { kind: 'invalid-json' }, mustClose };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { state: { kind: 'not-object' }, mustClose };
  return { state: { kind: 'json', value, raw }, mustClose };
}

/**
 * Feeds the body's chunks to `take` until it ends, breaks, or `take` wants no more. Stopping only
 * pauses the request: destroying it (what leaving a for-await loop does) would close the socket
 * before the 413 could be written. The response then closes the connection.
 */
export function collect(req: IncomingMessage, take: (chunk: Buffer) => boolean): Promise<'end' | 'stopped' | 'broken'> {
  return new Promise((resolve) => {
    const finish = (how: 'end' | 'stopped' | 'broken') => {
      req.off('data', data).off('end', end).off('error', broken).off('close', closed);
      resolve(how);
    };
    const data = (chunk: Buffer) => {
      if (!take(chunk)) {
        req.pause();
        finish('stopped');
      }
    };
    const end = () => finish('end');
    const broken = () => finish('broken');
    // 'close' before 'end': the client went away mid-body.
    const closed = () => finish(req.complete ? 'end' : 'broken');
    req.on('data', data).on('end', end).on('error', broken).on('close', closed);
  });
}
