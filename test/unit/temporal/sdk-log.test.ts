import { ApplicationFailure } from '@temporalio/common';
import type { LogEntry } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/log';
import { callerCode, sdkLogSink } from '../../../src/temporal/sdk-log';

function capture() {
  const lines: Array<Record<string, any>> = [];
  const sink = sdkLogSink(createLogger('info', { proc: 'worker' }, (l) => lines.push(JSON.parse(l))));
  const entry = (message: string, level: LogEntry['level'], meta: Record<string, unknown>): LogEntry => ({
    message,
    level,
    meta,
    timestampNanos: 0n,
  });
  return {
    lines,
    log: (message: string, level: LogEntry['level'], meta: Record<string, unknown>) =>
      sink(entry(message, level, meta)),
  };
}

// As the SDK hands them over: the activity's own ApplicationFailure, and the workflow's error
// after it left the sandbox (a plain Error: message and stack), with its code as an attribute.
const activityFailure = (type: string) =>
  ApplicationFailure.nonRetryable('resume_url resolves to a private address', type);
const sandboxError = () =>
  Object.assign(new Error('The job failed.'), {
    stack: 'ApplicationFailure: The job failed.\n    at nonRetryable (workflows/failures.ts:10:30)',
  });

describe("the worker's log of the Temporal SDK's lines", () => {
  it("a job failing for the caller's reason: one info line with the job id and the code, no stack", () => {
    const { lines, log } = capture();
    log('Activity failed', 'WARN', {
      workflowId: 'job_a',
      activityType: 'downloadResume',
      error: activityFailure('RESUME_URL_FORBIDDEN'),
    });
    log('Workflow failed', 'WARN', {
      workflowId: 'job_a',
      workflowType: 'matchJobs',
      failureType: 'RESUME_URL_FORBIDDEN',
      error: sandboxError(),
    });
    expect(lines).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        msg: 'job failed',
        proc: 'worker',
        job_id: 'job_a',
        code: 'RESUME_URL_FORBIDDEN',
      },
    ]);
  });

  for (const code of ['RUBRIC_NOT_FOUND', 'VALIDATION_ERROR', 'RESUME_UNSUPPORTED', 'RESUME_URL_UNREACHABLE']) {
    it(`${code} is the caller's: info, no stack`, () => {
      const { lines, log } = capture();
      log('Workflow failed', 'WARN', { workflowId: 'job_b', failureType: code, error: sandboxError() });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 'info', code, job_id: 'job_b' });
      expect(JSON.stringify(lines[0])).not.toContain('stack');
    });
  }

  it('a job failing on us stays an error with its stack, and the failed attempt before it a warning with its stack', () => {
    const { lines, log } = capture();
    const bug = new TypeError("Cannot read properties of undefined (reading 'skills')");
    log('Activity failed', 'WARN', {
      workflowId: 'job_c',
      error: ApplicationFailure.create({ message: 'internal', type: 'INTERNAL_ERROR', nonRetryable: true, cause: bug }),
    });
    log('Workflow failed', 'WARN', { workflowId: 'job_c', failureType: 'INTERNAL_ERROR', error: sandboxError() });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'Activity failed'],
      ['error', 'job failed'],
    ]);
    expect(lines[0]!.sdk.error.stack).toContain('ApplicationFailure');
    expect(lines[1]).toMatchObject({ job_id: 'job_c', code: 'INTERNAL_ERROR' });
    expect(lines[1]!.sdk.error.stack).toContain('at nonRetryable');
  });

  it('a workflow failure without a code (a workflow bug) is an error', () => {
    const { lines, log } = capture();
    log('Workflow failed', 'WARN', { workflowId: 'job_d', error: sandboxError() });
    expect(lines[0]).toMatchObject({ level: 'error', code: 'INTERNAL_ERROR', job_id: 'job_d' });
  });

  it('other SDK warnings and errors keep their level', () => {
    const { lines, log } = capture();
    log('Worker failed', 'ERROR', { error: new Error('connection lost') });
    log('Activity failed', 'WARN', {
      error: ApplicationFailure.retryable('MySQL is unavailable.', 'SERVICE_UNAVAILABLE'),
    });
    expect(lines.map((l) => l.level)).toEqual(['error', 'warn']);
  });

  it('finds a caller code along the causes; a code of ours or none is null', () => {
    expect(callerCode(new Error('x', { cause: activityFailure('RUBRIC_NOT_FOUND') }))).toBe('RUBRIC_NOT_FOUND');
    expect(callerCode(activityFailure('SERVICE_UNAVAILABLE'))).toBeNull();
    expect(callerCode(activityFailure('SOMETHING_ELSE'))).toBeNull();
    expect(callerCode(undefined)).toBeNull();
  });
});
