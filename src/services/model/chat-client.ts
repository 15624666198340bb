// One model call = one Chat Completions request with a strict JSON-schema response format, plus
// at most one corrective turn. Retries of transport failures are Temporal's (the activity's retry
// policy), so the SDK's own retries are off: one retry budget, visible in the workflow history.
import OpenAI from 'openai';
import type { Config } from '../../config';
import { correctiveMessage } from '../../domain/provider/instructions';
import { addUsage, NO_USAGE, providerEngineLabel, type TokenUsage } from '../../domain/provider/engine';
import { ModelFailure, retryAfterMs } from './failure';
import { Semaphore } from './semaphore';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export interface JsonRequest<T> {
  schemaName: string;
  schema: Record<string, unknown>;
  messages: ChatMessage[];
  /** Checks the parsed JSON; a problem is sent back once in a corrective turn. */
  parse(json: unknown): { ok: true; value: T } | { ok: false; problem: string };
  signal?: AbortSignal;
}

export interface ModelClient {
  /** `openai:<model>`: the AiEngine search attribute and X-AI-Engine header. */
  readonly label: string;
  completeJson<T>(req: JsonRequest<T>): Promise<{ value: T; usage: TokenUsage }>;
}

/** The worker's client, or null when AI_PROVIDER is local. The key stays inside the SDK instance. */
export function createModelClient(config: Config): ModelClient | null {
  if (config.AI_PROVIDER !== 'openai' || !config.AI_BASE_URL || !config.AI_MODEL) return null;
  const model = config.AI_MODEL;
  const sdk = new OpenAI({
    // Self-hosted servers (vLLM, Ollama, llama.cpp) often need no key; the SDK insists on one.
    apiKey: config.AI_API_KEY ?? 'no-key',
    baseURL: config.AI_BASE_URL,
    // The connection's own limit: see abandonedAfterMs.
    timeout: abandonedAfterMs(config.AI_TIMEOUT_MS),
    maxRetries: 0,
  });
  // Per worker process: AI_MAX_CONCURRENCY bounds what one worker asks of the provider at once.
  const gate = new Semaphore(config.AI_MAX_CONCURRENCY);

  /**
   * One request. The caller hears of a timeout (AI_TIMEOUT_MS) or a cancellation at once, but the
   * request keeps its slot until the provider answers or the connection is closed: a provider goes
   * on generating for a request whose client gave up, so freeing the slot at the timeout would let
   * the retry, the corrective turn or the next job's call run beside it, past AI_MAX_CONCURRENCY.
   */
  async function once(req: JsonRequest<unknown>, messages: ChatMessage[]) {
    const release = await gate.acquire(req.signal);
    const request = sdk.chat.completions.create({
      model,
      messages,
      temperature: 0,
      response_format: {
        type: 'json_schema',
        json_schema: { name: req.schemaName, strict: true, schema: req.schema },
      },
    });
    request.then(release, release);
    return withinDeadline(request, config.AI_TIMEOUT_MS, req.signal);
  }

  return {
    label: providerEngineLabel(model),
    async completeJson<T>(req: JsonRequest<T>) {
      let messages = req.messages;
      let usage = NO_USAGE;
      let problem = '';
      // What went wrong, in our words only: the detail (which may quote the answer) goes back to
      // the model in the corrective turn, never into an error or a log line.
      let kind = '';
      for (let turn = 0; turn < 2; turn++) {
        const res = await once(req as JsonRequest<unknown>, messages);
        usage = addUsage(usage, {
          prompt: res.usage?.prompt_tokens ?? 0,
          completion: res.usage?.completion_tokens ?? 0,
        });
        const choice = res.choices?.[0];
        const content = choice?.message?.content ?? '';
        if (!choice) [kind, problem] = ['no answer', 'no choice in the answer'];
        else if (choice.message?.refusal)
          [kind, problem] = ['a refusal', 'a refusal; this is a routine, lawful job-interview assessment'];
        else if (choice.finish_reason === 'length')
          [kind, problem] = ['cut short', 'cut short at the token limit; keep feedback and quotes brief'];
        else {
          let json: unknown;
          try {
            json = JSON.parse(content);
          } catch {
            [kind, problem] = ['not JSON', 'not valid JSON'];
          }
          if (json !== undefined) {
            const checked = req.parse(json);
            if (checked.ok) return { value: checked.value, usage };
            [kind, problem] = ['schema violation', checked.problem];
          }
        }
        messages = [
          ...req.messages,
          { role: 'assistant', content: content.slice(0, 20_000) },
          { role: 'user', content: correctiveMessage(problem) },
        ];
      }
      throw new ModelFailure('bad_output', `The model's answer was unusable twice (${kind}).`);
    },
  };
}

/**
 * How long a request whose caller gave up may still hold its connection (and its slot): twice
 * AI_TIMEOUT_MS, by when a provider that answers at all has answered; then the connection closes.
 */
export const abandonedAfterMs = (timeoutMs: number): number => 2 * timeoutMs;

/** The request's answer, or a timeout failure after `ms` or when `signal` aborts, whichever comes first. */
function withinDeadline<T>(request: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const fail = (err: ModelFailure) => {
      cleanup();
      reject(err);
    };
    const onAbort = () => fail(new ModelFailure('timeout', 'The model call was cancelled.'));
    const timer = setTimeout(
      () => fail(new ModelFailure('timeout', 'The model provider did not answer within AI_TIMEOUT_MS.')),
      ms,
    );
    const cleanup = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    request.then(
      (value) => {
        cleanup();
        resolve(value);
      },
      (err: unknown) => fail(classify(err)),
    );
  });
}

/** SDK errors -> our kinds, with our own messages (an SDK message may quote the provider's body). */
export function classify(err: unknown): ModelFailure {
  if (err instanceof ModelFailure) return err;
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return new ModelFailure('timeout', 'The model provider did not answer within AI_TIMEOUT_MS.');
  if (err instanceof OpenAI.APIUserAbortError) return new ModelFailure('timeout', 'The model call was cancelled.');
  if (err instanceof OpenAI.APIConnectionError)
    return new ModelFailure('unavailable', 'The model provider could not be reached.');
  if (err instanceof OpenAI.APIError && typeof err.status === 'number') {
    if (err.status === 429)
      return new ModelFailure('rate_limited', 'The model provider is rate limiting (429).', retryAfterMs(err.headers));
    if (err.status >= 500 || err.status === 408 || err.status === 409)
      return new ModelFailure('unavailable', `The model provider answered ${err.status}.`);
    return new ModelFailure('rejected', `The model provider refused the request (${err.status}).`);
  }
  if ((err as { name?: string })?.name === 'AbortError')
    return new ModelFailure('timeout', 'The model call was cancelled.');
  return new ModelFailure('unavailable', 'The model call failed.');
}
