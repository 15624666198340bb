import { describe, expect, it } from 'vitest';
import { latestStep } from '../../../src/temporal/job-state';

const start = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number) => ({
  seconds: (start.getTime() + ms - ((start.getTime() + ms) % 1000)) / 1000,
  nanos: ((start.getTime() + ms) % 1000) * 1e6,
});
const desc = (raw: Record<string, unknown>) =>
  ({ startTime: start, raw }) as unknown as Parameters<typeof latestStep>[0];
const msAfterStart = (d: Date) => d.getTime() - start.getTime();

// R12: updated_at of a running job from the one describe() a poll makes.
describe('latestStep: R12 updated_at of a running job', () => {
  it('is the workflow start when nothing else is known', () => {
    expect(msAfterStart(latestStep(desc({})))).toBe(0);
  });

  it('follows a workflow task from scheduled to started (the ranking runs inside a started task)', () => {
    expect(msAfterStart(latestStep(desc({ pendingWorkflowTask: { scheduledTime: at(1_500) } })))).toBe(1_500);
    expect(
      msAfterStart(latestStep(desc({ pendingWorkflowTask: { scheduledTime: at(1_500), startedTime: at(1_750) } }))),
    ).toBe(1_750);
  });

  it("counts a first attempt's scheduled time, its start and its heartbeats", () => {
    expect(msAfterStart(latestStep(desc({ pendingActivities: [{ attempt: 1, scheduledTime: at(200) }] })))).toBe(200);
    expect(
      msAfterStart(
        latestStep(
          desc({
            pendingActivities: [
              { attempt: 1, scheduledTime: at(200), lastStartedTime: at(300), lastHeartbeatTime: at(2_300) },
            ],
          }),
        ),
      ),
    ).toBe(2_300);
  });

  it("waiting to retry: the failed attempt's end counts, the next attempt's future scheduled time does not", () => {
    const waiting = { attempt: 2, scheduledTime: at(60_000), lastAttemptCompleteTime: at(4_000) };
    expect(msAfterStart(latestStep(desc({ pendingActivities: [waiting] })))).toBe(4_000);
  });

  it('never steps back along a match job: scheduled, started, failed, retried, ranked', () => {
    const polls = [
      desc({ pendingWorkflowTask: { scheduledTime: at(5), startedTime: at(10) } }),
      desc({ pendingActivities: [{ attempt: 1, scheduledTime: at(20) }] }),
      desc({ pendingActivities: [{ attempt: 1, scheduledTime: at(20), lastStartedTime: at(30) }] }),
      desc({ pendingActivities: [{ attempt: 2, scheduledTime: at(1_030), lastAttemptCompleteTime: at(40) }] }),
      desc({
        pendingActivities: [
          { attempt: 2, scheduledTime: at(1_030), lastStartedTime: at(1_031), lastAttemptCompleteTime: at(40) },
        ],
      }),
      desc({ pendingWorkflowTask: { scheduledTime: at(1_100) } }),
      desc({ pendingWorkflowTask: { scheduledTime: at(1_100), startedTime: at(1_110) } }),
    ];
    const times = polls.map((d) => msAfterStart(latestStep(d)));
    expect(times).toEqual([10, 20, 30, 40, 1_031, 1_100, 1_110]);
  });
});
