import { describe, expect, it } from 'vitest';
import { BODY_END_PAGE_SIZE } from '../../../src/temporal/job-client';
import { bodyEndOf, runningState } from '../../../src/temporal/job-state';

const start = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number) => ({ seconds: (start.getTime() + ms) / 1000, nanos: 0 });
const iso = (ms: number) => new Date(start.getTime() + ms).toISOString();

// The newest events of a job whose body ended in its third workflow task and whose events
// workflow has started: a task scheduled after the child's start (event 12) is pending.
const handOff = [
  { eventId: 12, eventTime: at(2_400) }, // workflow task scheduled (the child started)
  { eventId: 11, eventTime: at(2_390) }, // child workflow execution started
  {
    eventId: 10,
    eventTime: at(1_210),
    startChildWorkflowExecutionInitiatedEventAttributes: { workflowTaskCompletedEventId: 9 },
  },
  { eventId: 9, eventTime: at(1_205), workflowTaskCompletedEventAttributes: { startedEventId: 8 } },
  { eventId: 8, eventTime: at(1_200) }, // the task whose clock the events' endedAt is
  { eventId: 7, eventTime: at(1_100) },
];

describe("R12: a job handing its end to its events workflow reads as of its body's end", () => {
  it('finds the start of the workflow task that started the events workflow', () => {
    expect(bodyEndOf(handOff)?.toISOString()).toBe(iso(1_200));
  });

  it('is null when the events given do not reach back to that task', () => {
    expect(bodyEndOf(handOff.slice(0, 3))).toBeNull();
    expect(bodyEndOf([])).toBeNull();
  });

  it('runningState takes the body end over a workflow task scheduled after it', () => {
    const d = {
      startTime: start,
      historyLength: 12,
      raw: { pendingWorkflowTask: { scheduledTime: at(2_400) }, pendingChildren: [{ workflowId: 'job_x-events' }] },
    } as unknown as Parameters<typeof runningState>[0];
    expect(runningState(d, start).updatedAt.toISOString()).toBe(iso(2_400));
    expect(runningState(d, start, 0, bodyEndOf(handOff)).updatedAt.toISOString()).toBe(iso(1_200));
  });

  it('finds that task behind 16 delivery starts, within the page the poll reads', () => {
    // Task started (8) and completed (9), then 16 starts initiated (10-25); each child's start
    // adds a started event and a workflow task (scheduled, started, completed): 5 events a child.
    const newestFirst: Array<Record<string, unknown>> = [
      { eventId: 8, eventTime: at(1_200) },
      { eventId: 9, eventTime: at(1_205), workflowTaskCompletedEventAttributes: { startedEventId: 8 } },
    ];
    let id = 10;
    for (let i = 0; i < 16; i++) {
      newestFirst.push({
        eventId: id++,
        eventTime: at(1_210),
        startChildWorkflowExecutionInitiatedEventAttributes: { workflowTaskCompletedEventId: 9 },
      });
    }
    for (let i = 0; i < 16 * 4; i++) newestFirst.push({ eventId: id++, eventTime: at(1_300 + i) });
    newestFirst.reverse();
    expect(newestFirst.length).toBeLessThanOrEqual(BODY_END_PAGE_SIZE);
    expect(bodyEndOf(newestFirst)?.toISOString()).toBe(iso(1_200));
  });
});
