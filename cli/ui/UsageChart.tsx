import type { UsageSummary } from '../../src/domain/usage/summary';
import { Box, Text } from './ink';

/** `████▌` style bars would need fractional cells; whole cells keep the chart readable in any font. */
function bar(n: number, max: number, width: number): string {
  if (n === 0 || max === 0) return '';
  return '█'.repeat(Math.max(1, Math.round((n / max) * width)));
}

export interface UsageChartProps {
  title: string;
  summary: UsageSummary;
  width?: number;
}

/** One bar per UTC day (4xx, 429 and 5xx noted beside it), then totals by class and endpoint. */
export function UsageChart({ title, summary, width = 40 }: UsageChartProps) {
  const max = Math.max(0, ...summary.days.map((d) => d.total));
  const countWidth = String(max).length;
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      {summary.days.map((d) => {
        const refused = d.byClass['4xx'] + d.byClass['429'] + d.byClass['5xx'];
        return (
          <Box key={d.date}>
            <Text dimColor>{d.date} </Text>
            <Text>{String(d.total).padStart(countWidth)} </Text>
            <Text color="cyan">{bar(d.total, max, width)}</Text>
            {refused > 0 && (
              <Text color={d.byClass['5xx'] > 0 ? 'red' : 'yellow'}>
                {' '}
                (
                {[
                  ['4xx', d.byClass['4xx']],
                  ['429', d.byClass['429']],
                  ['5xx', d.byClass['5xx']],
                ]
                  .filter(([, n]) => n !== 0)
                  .map(([c, n]) => `${n} ${c}`)
                  .join(', ')}
                )
              </Text>
            )}
          </Box>
        );
      })}
      <Text> </Text>
      <Text>
        <Text bold>total {summary.total}</Text>
        {`  2xx ${summary.byClass['2xx']}  4xx ${summary.byClass['4xx']}  429 ${summary.byClass['429']}  5xx ${summary.byClass['5xx']}`}
      </Text>
      {summary.byEndpoint.map((e) => (
        <Text key={e.endpoint} dimColor>
          {String(e.total).padStart(String(summary.total).length)} {e.endpoint}
        </Text>
      ))}
    </Box>
  );
}
