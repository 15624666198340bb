import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPool, type Db } from '../../src/db/pool';
import { randomBase62 } from '../../src/ids';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { startApiProcess } from '../helpers/api-process';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';

// Every synchronous AI call waits on the API's one shutdown signal (a stop answers them all 504
// with their job id). Many waiting at once must not read as a listener leak.

describe('more than ten synchronous calls waiting at once', () => {
  let api: Awaited<ReturnType<typeof startApiProcess>>;
  let db: Db;
  let key: string;
  beforeAll(async () => {
    // No worker polls this queue: every call waits its full SYNC_TIMEOUT_MS.
    api = await startApiProcess({
      TEMPORAL_TASK_QUEUE: `idle-${randomBase62(8)}`,
      SYNC_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'info',
    });
    db = createPool({ url: inject('mysqlUrl'), connectionLimit: 2 });
    key = (await makeTenant(db, { company: { plan: 'enterprise' } })).key;
  });
  afterAll(async () => {
    await api?.stop();
    await db?.end();
  });

  it('24 calls wait and time out (504 with their job ids) without a MaxListenersExceededWarning', async () => {
    const calls = Array.from({ length: 24 }, () =>
      call(api.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
        key,
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array(24).fill(504));
    expect(new Set(answers.map((a) => a.body.job_id)).size).toBe(24);
    expect(api.output()).not.toMatch(/MaxListenersExceededWarning|possible EventTarget memory leak/i);
  });

  it('a stop answers all of them at once, each with 504 and its job id (one listener reaches every caller)', async () => {
    const stopping = await startApiProcess({
      TEMPORAL_TASK_QUEUE: `idle-${randomBase62(8)}`,
      SYNC_TIMEOUT_MS: '60000',
      SHUTDOWN_GRACE_MS: '10000',
    });
    const calls = Array.from({ length: 12 }, () =>
      call(stopping.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
        key,
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer' },
      }),
    );
    await new Promise((r) => setTimeout(r, 1_500));
    const stoppedAt = Date.now();
    stopping.proc.kill('SIGTERM');
    const answers = await Promise.all(calls);
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(Array(12).fill([504, 'SYNC_TIMEOUT']));
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    // Their keep-alive connections, idle now, do not hold the exit for the 65 s keep-alive timeout.
    await new Promise((r) => (stopping.proc.exitCode !== null ? r(null) : stopping.proc.once('exit', r)));
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(stopping.output()).not.toMatch(/MaxListenersExceededWarning/);
  });
});
