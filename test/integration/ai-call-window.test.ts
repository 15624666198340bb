// runAiCall with the AI window injected: what the call does when its limiter admits it and when
// the limiter refuses it, against the real MySQL and Temporal.
import type { Client } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows';
import { AppError } from '../../src/errors';
import { authenticate, type AuthContext } from '../../src/services/auth.service';
import { runAiCall, type AiCall } from '../../src/services/ai-call.service';
import type { WindowReading } from '../../src/domain/rate-limit/window';
import type { AiWindow } from '../../src/services/rate-limit.service';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';

const ENDPOINT = '/api/v1/external/ai/score-interview';

describe('runAiCall with an injected AI window', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(); // no worker: an accepted job stays queued
  });
  afterAll(async () => app?.close());

  /** The app's Temporal client, recording the workflow ids it starts. */
  function recordingTemporal(started: string[]): Client {
    const real = app.deps.temporal;
    return {
      withDeadline: real.withDeadline.bind(real),
      workflow: {
        start: (fn: never, options: { workflowId: string }) => {
          started.push(options.workflowId);
          return real.workflow.start(fn, options as never);
        },
      },
    } as unknown as Client;
  }

  async function tenant(): Promise<AuthContext> {
    const t = await makeTenant(app.db);
    return (await authenticate(app.db, `Bearer ${t.key}`, new Date())).auth;
  }

  const scoreCall = (idempotencyKey: string): AiCall => {
    const body = { transcript: STRONG_BACKEND, role: 'Engineer', async: true };
    return {
      type: 'score_interview',
      endpoint: ENDPOINT,
      async: true,
      body,
      idempotencyKey,
      requestId: 'req-window-test',
      workflowInput: { transcript: body.transcript, role: body.role, rubric: null },
    };
  };

  const rows = async (table: 'jobs' | 'idempotency_keys', companyId: string) =>
    (
      await selectRows<{ n: number }>(app.db, `SELECT COUNT(*) AS n FROM ${table} WHERE company_id = ?`, [companyId])
    )[0]!.n;

  /** A window as a limiter reports it: the service hands it on, it writes no header. */
  const reading = (remaining: number): WindowReading => ({
    report: { window: 'ai', limit: 1, remaining, reset: 2_000_000_000, resetMs: 2_000_000_000_000, retryAfter: null },
    windowMs: 86_400_000,
    atMs: 1_999_999_000_000,
  });

  it("a window that admits: the call is counted in it once, its report is the outcome's, and its job starts", async () => {
    const auth = await tenant();
    const started: string[] = [];
    const counted: Array<{ window: string }> = [];
    const admitted = reading(0);
    const limiter: AiWindow = {
      async countInWindow(_deps, _auth, window) {
        counted.push({ window });
        return admitted;
      },
    };
    const outcome = await runAiCall({ ...app.deps, temporal: recordingTemporal(started) }, auth, scoreCall('w-ok'), {
      limiter,
    });
    expect(outcome.status).toBe(202);
    const jobId = (outcome.body as { data: { job_id: string } }).data.job_id;
    expect(counted).toEqual([{ window: 'ai' }]);
    expect(outcome.window).toBe(admitted);
    expect(started).toEqual([jobId]);
    expect(await rows('jobs', auth.company.id)).toBe(1);
  });

  it('a window that refuses: its 429 and window report reach the caller; no job row is left, no workflow starts, the key is free', async () => {
    const auth = await tenant();
    const started: string[] = [];
    const full = reading(0);
    const limiter: AiWindow = {
      async countInWindow() {
        throw new AppError('RATE_LIMITED', 'Rate limit exceeded for the ai window; retry after 42 s.', {
          retryAfter: 42,
          window: full,
        });
      },
    };
    const refused = await runAiCall({ ...app.deps, temporal: recordingTemporal(started) }, auth, scoreCall('w-429'), {
      limiter,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    expect((refused as AppError).options.retryAfter).toBe(42);
    expect((refused as AppError).options.window).toBe(full);
    expect(started).toEqual([]);
    expect(await rows('jobs', auth.company.id)).toBe(0);
    // The Idempotency-Key was given back: a retry with it runs the call afresh.
    expect(await rows('idempotency_keys', auth.company.id)).toBe(0);
  });
});
