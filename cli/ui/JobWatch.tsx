import { Box, Text } from './ink';
import type { JobStatus } from '../api-schemas';
import type { HeldReason } from '../watch';

export interface JobWatchProps {
  jobId: string;
  type?: string;
  /** Null before the first poll of a job whose state is not known yet. */
  status: JobStatus | null;
  elapsedMs: number;
  polls: number;
  maxPolls: number;
  /** Null once the watch is over. */
  nextPollInMs: number | null;
  /** Why the last poll was put off (429, 503, a gateway error or no answer); the watch goes on. */
  held?: HeldReason | null;
  gaveUp?: boolean;
  error?: { code: string; message: string } | null;
}

const STATUS_COLOR: Record<JobStatus, string> = {
  queued: 'yellow',
  processing: 'cyan',
  completed: 'green',
  failed: 'red',
};

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function nextLine(p: JobWatchProps): string {
  if (p.gaveUp) return `gave up after ${p.polls} polls`;
  if (p.nextPollInMs === null) return 'done';
  const s = `in ${Math.ceil(p.nextPollInMs / 1000)} s`;
  return p.held ? `${s} (${p.held})` : s;
}

/** The live view of one async job: props in, text out; the watcher feeds it. */
export function JobWatch(p: JobWatchProps) {
  const rows: Array<[string, string, string | undefined]> = [
    ['status', p.status ?? 'waiting for the first poll', p.status ? STATUS_COLOR[p.status] : 'gray'],
    ['elapsed', seconds(p.elapsedMs), undefined],
    ['polls', `${p.polls} of ${p.maxPolls}`, undefined],
    ['next poll', nextLine(p), p.gaveUp ? 'red' : p.held ? 'yellow' : undefined],
  ];
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>job {p.jobId}</Text>
        {p.type ? <Text dimColor> {p.type}</Text> : null}
      </Text>
      {rows.map(([k, v, color]) => (
        <Box key={k}>
          <Box width={11}>
            <Text dimColor>{k}</Text>
          </Box>
          <Text color={color}>{v}</Text>
        </Box>
      ))}
      {p.error ? (
        <Text color="red">
          {p.error.code}: {p.error.message}
        </Text>
      ) : null}
    </Box>
  );
}
