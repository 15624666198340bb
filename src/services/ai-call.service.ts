import { trace } from '@opentelemetry/api';
import { WorkflowNotFoundError } from '@temporalio/client';
import type { AppDeps } from '../app-deps';
import {
  completeRecord,
  dropAbandoned,
  findRecord,
  releaseRecord,
  reserve,
  type IdempotencyRow,
} from '../db/idempotency.repository';
import { deleteJob, findCompanyJob, insertJob, markEventsRequested } from '../db/jobs.repository';
import { ABANDONED_AFTER_MS, bodyHash, decide } from '../domain/idempotency';
import { AppError } from '../errors';
import { newId } from '../ids';
import { errorFields } from '../log';
import { jobStatusUrl } from '../api-paths';
import { awaitJob, readJobState, requestJobEvents, startJob, type JobWorkflowInput } from '../temporal/job-client';
import type { JobOutcome } from '../temporal/job-state';
import type { AuthContext } from './auth.service';
import type { AiWindow } from './rate-limit.service';
import { providerEngineOf, splitEngineResult } from './ai-engine';
import type { WindowReading } from '../domain/rate-limit/window';

export const RETENTION_MS = 24 * 60 * 60_000;

/**
 * The reason of the 503 for a call whose job Temporal did not take: the call tried to start a job
 * (the AI-call metrics count it), unlike a replay that gave up waiting for its original.
 */
export const JOB_NOT_STARTED = 'job_not_started';

interface AiCallFields {
  /** The route, so a key reused on the other AI endpoint is caught (R9). */
  endpoint: string;
  /** The request body as sent, for the canonical-JSON comparison (R9). */
  body: unknown;
  async: boolean;
  idempotencyKey: string | null;
  /** This request's id: a 500 names it (R2). */
  requestId: string;
}

/** An AI call: its job type with that workflow's input (`type` tells which), and the request's facts. */
export type AiCall = AiCallFields & JobWorkflowInput;

/** What a procedure says of its AI call; the body, the Idempotency-Key and the request id come from the request. */
export type AiCallRequest = Omit<AiCallFields, 'body' | 'idempotencyKey' | 'requestId'> & JobWorkflowInput;

/**
 * What became of an AI call: its answer's status and body (what R9 stores and replays), and the
 * facts the HTTP layer turns into headers. The service sets no header itself.
 */
export interface AiCallOutcome {
  status: number;
  body: unknown;
  /** The job the answer is about; null when there is none to point at. */
  jobId: string | null;
  /** The engine that produced a completed result (X-AI-Engine). */
  engine: string | null;
  /** Answered from the record of an earlier request with the same Idempotency-Key (R9). */
  replayed: boolean;
  /** The AI window as this call's admission left it; null when the call was not counted (a replay). */
  window: WindowReading | null;
}

/** The AI window a call counts in (R7). */
export interface AiCallWindow {
  limiter: AiWindow;
}

/**
 * R5 from the idempotency step on: replay or wait (R9) -> AI window (R7) -> start the workflow
 * -> await it (sync, R14) or accept (async). Counting in the AI window throws 429 when it is full.
 */
export async function runAiCall(
  deps: AppDeps,
  auth: AuthContext,
  call: AiCall,
  window: AiCallWindow,
): Promise<AiCallOutcome> {
  const companyId = auth.company.id;
  const key = call.idempotencyKey;
  const hash = bodyHash(call.body);
  const jobId = newId('job');

  if (key !== null) {
    const now = new Date(deps.clock.now());
    const claimed = await reserve(
      deps.db,
      {
        company_id: companyId,
        idem_key: key,
        endpoint: call.endpoint,
        body_hash: hash,
        job_id: jobId,
        is_async: call.async ? 1 : 0,
        created_at: now,
      },
      new Date(now.getTime() - RETENTION_MS),
    );
    if (claimed === 'taken') return followOriginal(deps, auth, call, hash, window);
  }

  let reading: WindowReading | null = null;
  try {
    reading = await countAndRecord(deps, auth, call, jobId, window);
    const outcome = { ...(await execute(deps, auth, call, jobId)), window: reading };
    if (key !== null) {
      if (outcome.status < 500) await completeRecord(deps.db, companyId, key, outcome.status, outcome.body);
      // A sync timeout keeps the record pending: a retry with the key then follows the same job.
      else if (outcome.status !== 504) await releaseRecord(deps.db, companyId, key);
    }
    return outcome;
  } catch (err) {
    if (key !== null) await releaseRecord(deps.db, companyId, key).catch(() => undefined);
    // A call that fails after it was counted still reports the window it was counted in (R8).
    if (err instanceof AppError && reading && !err.options.window) err.options.window = reading;
    throw err;
  }
}

/**
 * R7 and the job row together: both are durable commits, so they run at the same time instead of
 * one after the other (a sync call waits for both). A call the AI window refuses has its row
 * deleted before its id was ever given out, so no client can see it.
 */
async function countAndRecord(
  deps: AppDeps,
  auth: AuthContext,
  call: AiCall,
  jobId: string,
  window: AiCallWindow,
): Promise<WindowReading> {
  const createdAt = new Date(deps.clock.now());
  const row = insertJob(deps.db, {
    id: jobId,
    company_id: auth.company.id,
    type: call.type,
    key_prefix: auth.keyPrefix,
    created_at: createdAt,
  });
  const [counted, written] = await Promise.allSettled([window.limiter.countInWindow(deps, auth, 'ai'), row]);
  if (counted.status === 'rejected') {
    if (written.status === 'fulfilled') await deleteJob(deps.db, jobId).catch(() => undefined);
    throw counted.reason;
  }
  if (written.status === 'rejected') throw written.reason;
  return counted.value;
}

/** The request's span (when tracing is on) names the job it started or follows. */
const traceJob = (jobId: string) => trace.getActiveSpan()?.setAttribute('hiring.job_id', jobId);

/** A job's answer before the window is known. */
export type JobAnswer = Omit<AiCallOutcome, 'window'>;

async function execute(deps: AppDeps, auth: AuthContext, call: AiCall, jobId: string): Promise<JobAnswer> {
  traceJob(jobId);
  try {
    await startJob(deps.temporal, {
      jobId,
      job: call,
      companyId: auth.company.id,
      keyPrefix: auth.keyPrefix,
      requestId: call.requestId,
      taskQueue: deps.config.TEMPORAL_TASK_QUEUE,
      // With a model provider the job carries its choice (no secret); without one its input is as ever.
      engine: providerEngineOf(deps.config),
      events: call.async,
    });
  } catch (err) {
    // Nothing lost: the client gets 503 and no job id that would never run.
    await deleteJob(deps.db, jobId).catch(() => undefined);
    throw new AppError('SERVICE_UNAVAILABLE', 'The job service is unavailable; nothing was started. Retry shortly.', {
      headers: { 'Retry-After': '5' },
      cause: err,
      reason: JOB_NOT_STARTED,
    });
  }
  if (call.async) return acceptedOutcome(jobId);
  const outcome = await awaitJob(deps.temporal, jobId, Date.now() + deps.config.SYNC_TIMEOUT_MS, deps.shutdown);
  if (outcome.kind === 'timeout') await sendEventsOnTimeout(deps, auth.company.id, jobId);
  return syncOutcome(jobId, outcome, call.requestId);
}

/**
 * R25: the 504 hands the job over to polling and to the company's webhook endpoints. A failure to
 * ask is logged; the 504 stands (the job can still be polled).
 */
async function sendEventsOnTimeout(deps: AppDeps, companyId: string, jobId: string): Promise<void> {
  const job = await findCompanyJob(deps.db, companyId, jobId).catch(() => null);
  const marked = await markEventsRequested(deps.db, jobId).then(
    () => true,
    () => false,
  );
  // Unmarked, the signal would make a queued job read as processing: then no events, the 504 stands.
  if (!marked) return;
  await requestJobEvents(deps.temporal, jobId, companyId, job?.created_at ?? new Date(deps.clock.now())).catch(
    (err: unknown) =>
      deps.log.warn('job events not requested after a sync timeout', { job_id: jobId, ...errorFields(err) }),
  );
}

export function acceptedOutcome(jobId: string): JobAnswer {
  const url = jobStatusUrl(jobId);
  return {
    status: 202,
    body: { status: 'accepted', data: { job_id: jobId, status: 'queued', check_status_url: url } },
    jobId,
    engine: null,
    replayed: false,
  };
}

/** The HTTP answer of a synchronous call from its job's outcome. */
export function syncOutcome(jobId: string, outcome: JobOutcome, requestId: string): JobAnswer {
  const answer = (status: number, body: unknown, engine: string | null = null): JobAnswer => ({
    status,
    body,
    jobId,
    engine,
    replayed: false,
  });
  if (outcome.kind === 'completed') {
    const { result, engine } = splitEngineResult(outcome.result);
    return answer(200, { status: 'success', data: result }, engine);
  }
  if (outcome.kind === 'failed') {
    // R2: a 500 says only that, plus the request id (the job's own error keeps its stored message).
    const message =
      outcome.code === 'INTERNAL_ERROR'
        ? `The job failed because of an internal error; quote request id ${requestId} when reporting it.`
        : outcome.message;
    const e = new AppError(outcome.code, message);
    return answer(e.status, e.toBody());
  }
  const e = new AppError('SYNC_TIMEOUT', 'The job did not finish in time; it goes on and can be polled.', {
    extra: { job_id: jobId, check_status_url: jobStatusUrl(jobId) },
  });
  return answer(e.status, e.toBody());
}

/**
 * A record left pending long after its request began: the process that claimed it may have died
 * (R9 must then neither block the key for 24 h nor lose the job). If Temporal never got the
 * workflow, the key is freed and the work runs now ('free'); if it did and the original was
 * async, the lost 202 is saved and answered. A sync original's workflow is awaited as usual (null).
 */
async function adoptAbandoned(
  deps: AppDeps,
  companyId: string,
  key: string,
  rec: IdempotencyRow,
): Promise<JobAnswer | 'free' | null> {
  const state = await readJobState(deps.temporal, rec.job_id, rec.created_at);
  if (state === null) {
    if (await dropAbandoned(deps.db, companyId, key, rec.job_id))
      await deleteJob(deps.db, rec.job_id).catch(() => undefined);
    return 'free';
  }
  if (!rec.is_async) return null;
  const accepted = acceptedOutcome(rec.job_id);
  await completeRecord(deps.db, companyId, key, accepted.status, accepted.body);
  return accepted;
}

/** A replay counts in no window (R9): its answer reports none of its own. */
const replayed = (o: JobAnswer): AiCallOutcome => ({ ...o, replayed: true, window: null });

/**
 * The key is already taken (R9): replay a finished outcome, refuse a different body, or wait for
 * the original, which runs exactly once. If the original gave up without saving, start over.
 */
async function followOriginal(
  deps: AppDeps,
  auth: AuthContext,
  call: AiCall,
  hash: Buffer,
  window: AiCallWindow,
): Promise<AiCallOutcome> {
  const companyId = auth.company.id;
  const key = call.idempotencyKey!;
  const deadline = Date.now() + deps.config.SYNC_TIMEOUT_MS;
  for (;;) {
    const cutoff = new Date(deps.clock.now() - RETENTION_MS);
    const rec = await findRecord(deps.db, companyId, key, cutoff);
    if (!rec) return runAiCall(deps, auth, call, window);
    traceJob(rec.job_id);
    const decision = decide(
      { endpoint: rec.endpoint, bodyHash: rec.body_hash, state: rec.state },
      { endpoint: call.endpoint, bodyHash: hash },
    );
    if (decision === 'mismatch') {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request body or endpoint.',
      );
    }
    if (decision === 'replay') {
      return replayed({
        status: rec.response_status!,
        body: JSON.parse(rec.response_body!),
        jobId: rec.job_id,
        engine: null,
        replayed: true,
      });
    }
    if (deps.clock.now() - rec.created_at.getTime() >= ABANDONED_AFTER_MS) {
      const adopted = await adoptAbandoned(deps, companyId, key, rec);
      if (adopted === 'free') return runAiCall(deps, auth, call, window);
      if (adopted) return replayed(adopted);
    }
    // An async original saves its 202 as soon as Temporal has the workflow: wait for that record.
    // A sync original may run long: wait on its workflow directly, once it exists.
    const job = rec.is_async ? null : await findCompanyJob(deps.db, companyId, rec.job_id);
    if (job) {
      const outcome = await awaitJob(deps.temporal, rec.job_id, deadline, deps.shutdown).catch((err: unknown) => {
        if (err instanceof WorkflowNotFoundError) return null;
        throw err;
      });
      if (outcome) {
        const http = syncOutcome(rec.job_id, outcome, call.requestId);
        if (http.status < 500) await completeRecord(deps.db, companyId, key, http.status, http.body);
        return replayed(http);
      }
    }
    if (Date.now() >= deadline) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The original request with this Idempotency-Key is still being accepted; retry shortly.',
        {
          headers: { 'Retry-After': '1' },
        },
      );
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}
