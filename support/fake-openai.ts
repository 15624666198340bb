// A fake OpenAI-compatible Chat Completions server on loopback, for tests and the benchmark.
// It checks every request's shape (model, messages, strict JSON-schema response format),
// records every request, and answers as scripted: well, or with each way a provider goes wrong.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | 'good'
  /** Evidence that is not in the transcript (scoring). */
  | 'bad-quote'
  /** Evidence not in the transcript for problem_solving only. */
  | 'bad-quote-one'
  | 'out-of-range'
  | 'malformed'
  | 'schema-violation'
  | 'refusal'
  /** finish_reason "length" with the JSON cut off. */
  | 'truncated'
  /** 429 with Retry-After (rateLimitRetryAfter seconds). */
  | 'rate-limited'
  | 'server-error'
  /** Never answers. */
  | 'hang';

export interface RecordedRequest {
  at: number;
  body: any;
  authorization: string | undefined;
  /** The raw body as received, for searching (redaction tests). */
  raw: string;
  behaviour: FakeBehaviour;
}

export interface FakeOpenAi {
  /** AI_BASE_URL for the client: http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  model: string;
  requests: RecordedRequest[];
  /** Problems with the shape of requests received; a test expects none. */
  shapeProblems: string[];
  /** The most requests being answered at the same time so far. */
  maxInFlight: number;
  /** Requests being answered now (a hanging one until its client closes the connection). */
  readonly inFlight: number;
  /** Answers come from this queue first, then `fallback`. */
  script(...behaviours: FakeBehaviour[]): void;
  fallback: FakeBehaviour;
  /** Milliseconds every answer waits (concurrency tests). */
  delayMs: number;
  /** Fit per posting for matching answers; default: the reverse of the order given. */
  fitOf: ((posting: { job_id: string; title: string }, index: number, count: number) => number) | null;
  rateLimitRetryAfter: string;
  /** Resolves when the next request arrives. */
  nextRequest(): Promise<RecordedRequest>;
  reset(): void;
  close(): Promise<void>;
}

const FAKE_SCORES: Record<string, number> = { technical_accuracy: 83, communication: 64, problem_solving: 77 };

export async function startFakeOpenAi(opts: { model?: string; apiKey?: string } = {}): Promise<FakeOpenAi> {
  const model = opts.model ?? 'fake-model';
  let queue: FakeBehaviour[] = [];
  let inFlight = 0;
  let waiters: Array<(r: RecordedRequest) => void> = [];
  const hanging = new Set<ServerResponse>();

  const fake: FakeOpenAi = {
    baseUrl: '',
    model,
    requests: [],
    shapeProblems: [],
    maxInFlight: 0,
    get inFlight() {
      return inFlight;
    },
    fallback: 'good',
    delayMs: 0,
    fitOf: null,
    rateLimitRetryAfter: '1',
    script: (...b) => void queue.push(...b),
    nextRequest: () => new Promise((resolve) => waiters.push(resolve)),
    reset() {
      queue = [];
      fake.requests = [];
      fake.shapeProblems = [];
      fake.maxInFlight = 0;
      fake.fallback = 'good';
      fake.delayMs = 0;
      fake.fitOf = null;
      fake.rateLimitRetryAfter = '1';
      waiters = [];
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      fake.shapeProblems.push(`unexpected ${req.method} ${req.url}`);
      return json(res, 404, { error: { message: 'not found' } });
    }
    let body: any;
    try {
      body = JSON.parse(raw);
    } catch {
      fake.shapeProblems.push('body is not JSON');
      return json(res, 400, { error: { message: 'bad json' } });
    }
    const behaviour = queue.shift() ?? fake.fallback;
    const rec: RecordedRequest = { at: Date.now(), body, authorization: req.headers.authorization, raw, behaviour };
    fake.requests.push(rec);
    for (const w of waiters.splice(0)) w(rec);
    const problems = shapeProblems(body, model, opts.apiKey, req.headers.authorization);
    fake.shapeProblems.push(...problems);
    if (problems.length > 0) return json(res, 400, { error: { message: problems.join('; ') } });

    inFlight++;
    fake.maxInFlight = Math.max(fake.maxInFlight, inFlight);
    const done = () => void inFlight--;
    if (behaviour === 'hang') {
      hanging.add(res);
      res.on('close', () => {
        hanging.delete(res);
        done();
      });
      return;
    }
    if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs));
    done();
    if (behaviour === 'rate-limited')
      return json(
        res,
        429,
        { error: { message: 'Rate limit reached', type: 'rate_limit' } },
        { 'Retry-After': fake.rateLimitRetryAfter },
      );
    if (behaviour === 'server-error')
      return json(res, 500, { error: { message: 'upstream exploded', type: 'server_error' } });
    json(res, 200, completion(body, behaviour, fake));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function shapeProblems(
  body: any,
  model: string,
  apiKey: string | undefined,
  authorization: string | undefined,
): string[] {
  const p: string[] = [];
  if (body.model !== model) p.push(`model is ${JSON.stringify(body.model)}, not ${model}`);
  if (apiKey !== undefined && authorization !== `Bearer ${apiKey}`)
    p.push('the Authorization header does not carry the configured key');
  const m = body.messages;
  if (!Array.isArray(m) || m.length < 2) p.push('messages must be an array of at least two');
  else {
    if (m[0].role !== 'system') p.push('the first message must be the system prompt');
    for (const x of m)
      if (!['system', 'user', 'assistant'].includes(x.role) || typeof x.content !== 'string')
        p.push('a message has a bad role or non-text content');
    if (
      !m.some(
        (x: any) =>
          x.role === 'user' && /^BEGIN (TRANSCRIPT|RESUME)\n[\s\S]*\nEND (TRANSCRIPT|RESUME)$/.test(x.content),
      )
    )
      p.push('no user message holds the candidate material alone, between markers');
    if (m[0].role === 'system' && /BEGIN (TRANSCRIPT|RESUME)\n/.test(m[0].content))
      p.push('candidate material inside the system prompt');
  }
  const rf = body.response_format;
  if (rf?.type !== 'json_schema') p.push('response_format.type must be json_schema');
  else {
    if (rf.json_schema?.strict !== true) p.push('response_format.json_schema.strict must be true');
    if (typeof rf.json_schema?.name !== 'string') p.push('response_format.json_schema.name is missing');
    const s = rf.json_schema?.schema;
    if (s?.type !== 'object' || s.additionalProperties !== false || !Array.isArray(s.required))
      p.push('the schema must be a closed object with required properties');
  }
  return p;
}

function dataOf(body: any, kind: 'TRANSCRIPT' | 'RESUME'): string {
  const msg = body.messages.find((x: any) => x.role === 'user' && x.content.startsWith(`BEGIN ${kind}\n`));
  return msg ? msg.content.slice(`BEGIN ${kind}\n`.length, -`\nEND ${kind}`.length) : '';
}

/** A verbatim quote from the transcript: the first candidate sentence of some length. */
function quoteFrom(transcript: string): string {
  const lines = transcript.split('\n').filter((l) => /^\s*(candidate|interviewee|c)\s*:/i.test(l));
  const source = (lines.length > 0 ? lines : transcript.split('\n')).map((l) => l.replace(/^[^:]{1,30}:\s*/, ''));
  for (const l of source) {
    const sentence = l.split(/(?<=[.!?])\s/)[0]!.trim();
    if (sentence.replace(/\s/g, '').length >= 12) return sentence;
  }
  return transcript.trim().slice(0, 60);
}

function completion(body: any, behaviour: FakeBehaviour, fake: FakeOpenAi) {
  const name: string = body.response_format.json_schema.name;
  const schema = body.response_format.json_schema.schema;
  let answer: unknown;
  if (name === 'posting_fit') {
    const postingsMsg = body.messages.find((x: any) => x.role === 'user' && x.content.startsWith('Postings (JSON):\n'));
    const postings: Array<{ job_id: string; title: string }> = postingsMsg
      ? JSON.parse(postingsMsg.content.slice('Postings (JSON):\n'.length))
      : [];
    answer = {
      postings: postings.map((p, i) => ({
        job_id: p.job_id,
        fit:
          behaviour === 'out-of-range'
            ? 1.7
            : Math.round((fake.fitOf ? fake.fitOf(p, i, postings.length) : (i + 1) / (postings.length + 1)) * 1000) /
              1000,
        rationale: `The resume's experience bears on the ${p.title} role's required skills.`,
      })),
    };
    if (behaviour === 'schema-violation')
      answer = { postings: postings.map((p) => ({ job_id: p.job_id, score: 0.5 })) };
  } else {
    const transcript = dataOf(body, 'TRANSCRIPT');
    const quote =
      behaviour === 'bad-quote' ? 'I single-handedly rewrote the kernel scheduler in a weekend' : quoteFrom(transcript);
    const dims: string[] = schema.required;
    const invented = 'I single-handedly rewrote the kernel scheduler in a weekend';
    answer = Object.fromEntries(
      dims.map((d) => [
        d,
        behaviour === 'schema-violation'
          ? { score: FAKE_SCORES[d] ?? 50, feedback: 'Fine.' }
          : {
              score: behaviour === 'out-of-range' ? 140 : (FAKE_SCORES[d] ?? 50),
              feedback: `Specific, evidenced answers on ${d.replace('_', ' ')}.`,
              evidence: [behaviour === 'bad-quote-one' && d === 'problem_solving' ? invented : quote],
            },
      ]),
    );
  }
  let content: string | null = JSON.stringify(answer);
  let finish = 'stop';
  let refusal: string | null = null;
  if (behaviour === 'malformed') content = content.slice(0, Math.floor(content.length / 2)) + '}}';
  if (behaviour === 'truncated') {
    content = content.slice(0, Math.floor(content.length / 2));
    finish = 'length';
  }
  if (behaviour === 'refusal') {
    content = null;
    refusal = "I'm sorry, I can't help with that.";
  }
  const promptChars = body.messages.reduce((n: number, x: any) => n + x.content.length, 0);
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', content, refusal }, logprobs: null }],
    usage: {
      prompt_tokens: Math.ceil(promptChars / 4),
      completion_tokens: Math.ceil((content ?? refusal ?? '').length / 4),
      total_tokens: 0,
    },
  };
}
