import { render } from 'ink-testing-library';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInk } from '../../../cli/ui/ink';
import { JobWatch, type JobWatchProps } from '../../../cli/ui/JobWatch';

// The views render through Ink, which the CLI loads only for a person's terminal (cli/ui/ink.ts).
beforeAll(() => loadInk());

const base: JobWatchProps = {
  jobId: 'job_abc123',
  type: 'match_jobs',
  status: 'queued',
  elapsedMs: 0,
  polls: 0,
  maxPolls: 12,
  nextPollInMs: 1000,
};

const lines = (frame: string | undefined) => (frame ?? '').split('\n').map((l) => l.trimEnd());

describe('JobWatch', () => {
  it('renders queued -> processing -> completed as the watcher rerenders it', () => {
    const view = render(<JobWatch {...base} />);
    expect(lines(view.lastFrame())).toEqual([
      'job job_abc123 match_jobs',
      'status     queued',
      'elapsed    0.0 s',
      'polls      0 of 12',
      'next poll  in 1 s',
    ]);

    view.rerender(<JobWatch {...base} status="processing" elapsedMs={2600} polls={2} nextPollInMs={2250} />);
    expect(lines(view.lastFrame())).toEqual([
      'job job_abc123 match_jobs',
      'status     processing',
      'elapsed    2.6 s',
      'polls      2 of 12',
      'next poll  in 3 s',
    ]);

    view.rerender(<JobWatch {...base} status="completed" elapsedMs={4750} polls={3} nextPollInMs={null} />);
    expect(lines(view.lastFrame())).toEqual([
      'job job_abc123 match_jobs',
      'status     completed',
      'elapsed    4.8 s',
      'polls      3 of 12',
      'next poll  done',
    ]);

    expect(view.frames.length).toBeGreaterThanOrEqual(3);
    view.unmount();
  });

  it('shows the reason of a failed job', () => {
    const frame = render(
      <JobWatch
        {...base}
        status="failed"
        polls={2}
        elapsedMs={2500}
        nextPollInMs={null}
        error={{ code: 'RESUME_URL_FORBIDDEN', message: 'resume_url points to a private address' }}
      />,
    ).lastFrame();
    expect(frame).toContain('status     failed');
    expect(frame).toContain('RESUME_URL_FORBIDDEN: resume_url points to a private address');
  });

  it('says when it gave up, and why a poll was put off (429, 503)', () => {
    expect(
      render(
        <JobWatch {...base} status="processing" polls={12} elapsedMs={107_172} nextPollInMs={null} gaveUp />,
      ).lastFrame(),
    ).toContain('next poll  gave up after 12 polls');
    expect(
      render(
        <JobWatch {...base} status="processing" polls={4} nextPollInMs={19_500} held="rate limited" />,
      ).lastFrame(),
    ).toContain('next poll  in 20 s (rate limited)');
    expect(
      render(
        <JobWatch {...base} status="queued" polls={2} nextPollInMs={5_000} held="service unavailable" />,
      ).lastFrame(),
    ).toContain('next poll  in 5 s (service unavailable)');
    expect(
      render(<JobWatch {...base} status="queued" polls={3} nextPollInMs={3_375} held="API unreachable" />).lastFrame(),
    ).toContain('next poll  in 4 s (API unreachable)');
  });

  it('before the first poll of a job it knows nothing about', () => {
    const frame = render(<JobWatch {...base} type={undefined} status={null} />).lastFrame();
    expect(lines(frame)[0]).toBe('job job_abc123');
    expect(frame).toContain('status     waiting for the first poll');
  });
});
