import { Text } from './ink';

/** `████████░░` for 0.8: the share of `width` cells filled, rounded. */
export function bar(fraction: number, width = 10): string {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * width);
  return '█'.repeat(filled) + '░'.repeat(width - filled);
}

export const scoreColor = (fraction: number) => (fraction >= 0.7 ? 'green' : fraction >= 0.4 ? 'yellow' : 'red');

/** A bar and its number: `████████░░ 0.812` (fraction) or `████████░░  80` (out of 100). */
export function ScoreBar({ value, max = 1 }: { value: number; max?: 1 | 100 }) {
  const fraction = value / max;
  const label = max === 1 ? value.toFixed(3) : String(Math.round(value)).padStart(3);
  return (
    <Text>
      <Text color={scoreColor(fraction)}>{bar(fraction)}</Text> {label}
    </Text>
  );
}
