import { describe, expect, it } from 'vitest';
import { jobTextOf, jobTextPayload } from '../../../src/temporal/job-text';

const payload = (text: string) => ({ metadata: {}, data: Buffer.from(text) });
const started = (text: string) => ({
  eventId: 1,
  workflowExecutionStartedEventAttributes: { input: { payloads: [payload(text)] } },
});
const scheduled = (eventId: number, name: string) => ({
  eventId,
  activityTaskScheduledEventAttributes: { activityType: { name } },
});
const completed = (eventId: number, scheduledEventId: number, text: string) => ({
  eventId,
  activityTaskCompletedEventAttributes: { scheduledEventId, result: { payloads: [payload(text)] } },
});
const textOf = (found: ReturnType<typeof jobTextPayload>) => Buffer.from(found!.payload.data!).toString();

describe('where a job keeps its text in its history', () => {
  it('a job given its text holds it in its start input', () => {
    const found = jobTextPayload([started('input'), scheduled(5, 'scoreJobWithModel')]);
    expect(found?.from).toBe('input');
    expect(textOf(found)).toBe('input');
  });

  it("a job given a resume URL holds the resume in its download result, not another activity's", () => {
    const found = jobTextPayload([
      started('input'),
      scheduled(5, 'downloadResume'),
      completed(7, 5, 'downloaded'),
      scheduled(9, 'rankJobWithModel'),
      completed(11, 9, 'model result'),
    ]);
    expect(found?.from).toBe('download');
    expect(textOf(found)).toBe('downloaded');
  });

  it('no events, no text', () => {
    expect(jobTextPayload([])).toBeNull();
  });

  it('takes the transcript or the resume from the decoded input, and the download as the string it is', () => {
    expect(jobTextOf('input', { transcript: 'T', role: 'r' })).toBe('T');
    expect(jobTextOf('input', { companyId: 'c', resumeText: 'R' })).toBe('R');
    expect(jobTextOf('input', { companyId: 'c', resumeUrl: 'https://x' })).toBeNull();
    expect(jobTextOf('input', null)).toBeNull();
    expect(jobTextOf('download', 'R')).toBe('R');
    expect(jobTextOf('download', { resumeText: 'R' })).toBeNull();
  });
});
