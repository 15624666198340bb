import { describe, expect, it } from 'vitest';
import { createLogger, sdkFields } from '../../../src/log';

describe('worker log lines from the Temporal SDK', () => {
  it("keep an error's name, message and cause, which JSON would drop as {}; and drop task tokens", () => {
    const failure = new Error('Activity task failed', { cause: new Error('MySQL is unavailable.') });
    const lines: string[] = [];
    const log = createLogger('warn', {}, (l) => lines.push(l));
    log.error('Workflow failed', {
      sdk: sdkFields({ workflowId: 'job_1', error: failure, taskToken: new Uint8Array([1, 2, 3]) }),
    });
    const line = JSON.parse(lines[0]!);
    expect(line.sdk.workflowId).toBe('job_1');
    expect(line.sdk.error).toMatchObject({
      name: 'Error',
      message: 'Activity task failed',
      cause: 'MySQL is unavailable.',
    });
    expect(line.sdk.error.stack).toContain('sdk-log.test.ts');
    expect(line.sdk).not.toHaveProperty('taskToken');
    expect(sdkFields(undefined)).toEqual({});
  });
});
