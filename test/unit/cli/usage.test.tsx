import { render } from 'ink-testing-library';
import { beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../../../cli/io';
import { sinceDay } from '../../../cli/since';
import { loadInk } from '../../../cli/ui/ink';
import { UsageChart } from '../../../cli/ui/UsageChart';
import { summarizeUsage, type UsageEntry } from '../../../src/domain/usage/summary';

beforeAll(() => loadInk());

const NOW = Date.UTC(2026, 10, 28, 12);

describe('hiring usage --since', () => {
  it('a duration is the UTC day that long ago; a date is that day', () => {
    expect(sinceDay('30d', NOW)).toBe('2026-10-29');
    expect(sinceDay('1d', NOW)).toBe('2026-11-27');
    expect(sinceDay('2026-11-01', NOW)).toBe('2026-11-01');
    expect(sinceDay('2026-11-28', NOW)).toBe('2026-11-28');
  });

  it.each([
    ['2026-11-29', 'in the future'],
    ['-5d', 'in the future'],
    ['367d', 'at most 366d'],
    ['2020-01-01', 'at most 366 days'],
    ['2026-02-30', 'not a valid date'],
    ['soon', 'must look like 90d'],
  ])('refuses %s clearly', (value, says) => {
    expect(() => sinceDay(value, NOW)).toThrow(CliError);
    expect(() => sinceDay(value, NOW)).toThrow(says);
  });
});

describe('UsageChart', () => {
  const entries: UsageEntry[] = [
    { date: '2026-11-26', key_id: 'key_a', endpoint: '/api/v1/external/me', status_class: '2xx', count: 10 },
    { date: '2026-11-26', key_id: 'key_b', endpoint: '/api/v1/external/jobs/{job_id}', status_class: '429', count: 2 },
    { date: '2026-11-28', key_id: 'key_a', endpoint: '/api/v1/external/me', status_class: '2xx', count: 5 },
  ];
  const summary = summarizeUsage(entries, '2026-11-26', '2026-11-28');

  it('sums per day, with the empty days of the range, and per class and endpoint', () => {
    expect(summary.days.map((d) => [d.date, d.total])).toEqual([
      ['2026-11-26', 12],
      ['2026-11-27', 0],
      ['2026-11-28', 5],
    ]);
    expect(summary.byClass).toEqual({ '2xx': 15, '4xx': 0, '429': 2, '5xx': 0 });
    expect(summary.byEndpoint).toEqual([
      { endpoint: '/api/v1/external/me', total: 15 },
      { endpoint: '/api/v1/external/jobs/{job_id}', total: 2 },
    ]);
    expect(summary.total).toBe(17);
  });

  it('draws one bar per day, the busiest day the full width, and the totals', () => {
    const frame = render(<UsageChart title="Usage" summary={summary} width={12} />).lastFrame()!;
    const lines = frame.split('\n');
    expect(lines.find((l) => l.startsWith('2026-11-26'))).toContain(`12 ${'█'.repeat(12)} (2 429)`);
    expect(lines.find((l) => l.startsWith('2026-11-27'))).not.toContain('█');
    expect(lines.find((l) => l.startsWith('2026-11-28'))).toContain(` 5 ${'█'.repeat(5)}`);
    expect(frame).toContain('total 17');
    expect(frame).toContain('429 2');
    expect(frame).toContain('15 /api/v1/external/me');
  });
});
