import { Box, Text } from './ink';
import type { Scorecard as ScorecardData } from '../api-schemas';
import { ScoreBar, scoreColor } from './ScoreBar';

const DIMENSIONS = [
  ['technical_accuracy', 'Technical accuracy'],
  ['communication', 'Communication'],
  ['problem_solving', 'Problem solving'],
] as const;

/** An interview scorecard: overall, verdict, then each dimension with its bar and feedback. */
export function Scorecard({ scorecard, role }: { scorecard: ScorecardData; role?: string }) {
  const advance = /^advance/i.test(scorecard.recommendation);
  return (
    <Box flexDirection="column">
      <Box>
        <Text bold>Scorecard{role ? ` · ${role}` : ''}</Text>
      </Box>
      <Box>
        <Box width={20}>
          <Text>Overall</Text>
        </Box>
        <ScoreBar value={scorecard.overall_score} max={100} />
        <Text color={scoreColor(scorecard.overall_score / 100)}>/100</Text>
      </Box>
      <Box>
        <Box width={20}>
          <Text>Recommendation</Text>
        </Box>
        <Text bold color={advance ? 'green' : 'red'}>
          {scorecard.recommendation}
        </Text>
      </Box>
      {DIMENSIONS.map(([key, label]) => {
        const d = scorecard.dimensions[key];
        return (
          <Box key={key} flexDirection="column" marginTop={1}>
            <Box>
              <Box width={20}>
                <Text bold>{label}</Text>
              </Box>
              <ScoreBar value={d.score} max={100} />
            </Box>
            <Box paddingLeft={2}>
              <Text dimColor>{d.feedback}</Text>
            </Box>
          </Box>
        );
      })}
      <Box marginTop={1}>
        <Text>{scorecard.summary}</Text>
      </Box>
    </Box>
  );
}
