import { Box, Text } from './ink';
import type { JobMatch } from '../api-schemas';
import { bar, scoreColor } from './ScoreBar';

/** "Go, SQL, AWS +2": a list cut to `n` items. */
export function shortList(items: string[], n = 5): string {
  if (items.length === 0) return '-';
  return items.slice(0, n).join(', ') + (items.length > n ? ` +${items.length - n}` : '');
}

const where = (m: JobMatch) => [m.location, m.employment_type].filter(Boolean).join(' · ') || '-';

/** Ranked job postings for a resume: a row per match with its score bar, then its skills gap. */
export function MatchesTable({ matches }: { matches: JobMatch[] }) {
  if (matches.length === 0) return <Text dimColor>No open posting matches this resume.</Text>;
  const titleWidth = Math.min(40, Math.max(5, ...matches.map((m) => m.title.length))) + 2;
  return (
    <Box flexDirection="column">
      <Box>
        <Box width={4}>
          <Text bold>#</Text>
        </Box>
        <Box width={19}>
          <Text bold>SCORE</Text>
        </Box>
        <Box width={titleWidth}>
          <Text bold>TITLE</Text>
        </Box>
        <Text bold>WHERE</Text>
      </Box>
      {matches.map((m, i) => (
        <Box key={`${m.job_id}-${i}`} flexDirection="column">
          <Box>
            <Box width={4}>
              <Text>{i + 1}</Text>
            </Box>
            <Box width={19}>
              <Text color={scoreColor(m.match_score)}>{bar(m.match_score)}</Text>
              <Text> {m.match_score.toFixed(3)}</Text>
            </Box>
            <Box width={titleWidth}>
              <Text>{m.title.slice(0, 40)}</Text>
            </Box>
            <Text dimColor>{where(m)}</Text>
          </Box>
          <Box paddingLeft={4}>
            <Box width={9}>
              <Text dimColor>matched</Text>
            </Box>
            <Text color="green">{shortList(m.skills_gap.matched, 10)}</Text>
          </Box>
          <Box paddingLeft={4}>
            <Box width={9}>
              <Text dimColor>missing</Text>
            </Box>
            <Text color="yellow">{shortList(m.skills_gap.missing, 10)}</Text>
          </Box>
        </Box>
      ))}
      <Text dimColor>
        {matches.length} match{matches.length === 1 ? '' : 'es'}
      </Text>
    </Box>
  );
}
