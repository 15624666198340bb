import { describe, expect, it } from 'vitest';
import { runningPhase, type RunningFacts } from '../../../src/temporal/job-state';

const facts = (f: Partial<RunningFacts>): RunningFacts => ({
  historyLength: 2,
  taskStarted: false,
  pendingActivities: 0,
  cancelRequested: false,
  ...f,
});

describe('runningPhase: R12 status of a running workflow from its description', () => {
  it.each([
    ['nothing but the two opening events', 'queued', facts({})],
    ['a worker holds the first task', 'processing', facts({ historyLength: 3, taskStarted: true })],
    ['a worker took a task and scheduled an activity', 'processing', facts({ historyLength: 5, pendingActivities: 1 })],
    ['between tasks, nothing pending', 'processing', facts({ historyLength: 7 })],
    [
      'cancelled in the queue: the third event is the cancel request',
      'cancelled',
      facts({ historyLength: 3, cancelRequested: true }),
    ],
    [
      'cancelled while a worker holds the first task (its event buffered)',
      'processing',
      facts({ historyLength: 3, taskStarted: true, cancelRequested: true }),
    ],
    ['cancelled after a worker took it', 'processing', facts({ historyLength: 4, cancelRequested: true })],
    [
      'cancelled while an activity runs',
      'processing',
      facts({ historyLength: 6, pendingActivities: 1, cancelRequested: true }),
    ],
  ] as const)('%s: %s', (_name, phase, f) => {
    expect(runningPhase(f)).toBe(phase);
  });
});
