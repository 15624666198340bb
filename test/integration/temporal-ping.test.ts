import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids';
import { startTestApp, type TestApp } from '../../support/app';

describe('Temporal plumbing (foundation)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => app?.close());

  it('runs the ping workflow and its activity end to end on the real dev server', async () => {
    const result = await app.deps.temporal.workflow.execute('ping', {
      taskQueue: app.deps.config.TEMPORAL_TASK_QUEUE,
      workflowId: newId('job'),
      args: ['hello'],
    });
    expect(result).toBe('pong: hello');
  });
});
