// A fetch that answers from a script and records every request, for the client's unit tests.

export interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error | 'hang';

export const KEY = `sk_test_${'a'.repeat(43)}`;

export function scriptedFetch(answers: Answer[]) {
  const calls: Recorded[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    });
    const a = answers.shift();
    if (a === undefined) throw new Error('the script has no more answers');
    if (a instanceof Error) throw a;
    if (a === 'hang')
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json', ...a.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const ok = (data: unknown, headers: Record<string, string> = {}, status = 200): Answer => ({
  status,
  body: { status: status === 202 ? 'accepted' : 'success', data },
  headers,
});

export const r1 = (
  statusCode: number,
  error: string,
  headers: Record<string, string> = {},
  extra: object = {},
): Answer => ({
  status: statusCode,
  body: { statusCode, error, message: `${error.toLowerCase()} happened`, ...extra },
  headers: { 'x-request-id': `req_${statusCode}`, ...headers },
});

export const job = (status: string, id = 'job_1') => ({
  job_id: id,
  type: 'match_jobs',
  status,
  result: status === 'completed' ? { matches: [] } : null,
  error: status === 'failed' ? { code: 'INTERNAL_ERROR', message: 'boom' } : null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** A sleep that records its waits and returns at once (still honouring an abort). */
export function recordingSleep() {
  const waits: number[] = [];
  const sleep = async (ms: number, signal?: AbortSignal) => {
    if (signal?.aborted) throw signal.reason;
    waits.push(ms);
  };
  return { sleep, waits };
}
