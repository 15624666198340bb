import { Box, Text } from './ink';

export interface Column<T> {
  header: string;
  value: (row: T) => string;
  color?: (row: T) => string | undefined;
}

/** A plain Ink table: props in, text out; it fetches nothing. */
export function Table<T>({ rows, columns, empty = '(none)' }: { rows: T[]; columns: Column<T>[]; empty?: string }) {
  if (rows.length === 0) return <Text dimColor>{empty}</Text>;
  const widths = columns.map((c) => Math.max(c.header.length, ...rows.map((r) => c.value(r).length)));
  return (
    <Box flexDirection="column">
      <Box>
        {columns.map((c, i) => (
          <Box key={c.header} width={widths[i]! + 2}>
            <Text bold>{c.header}</Text>
          </Box>
        ))}
      </Box>
      {rows.map((r, ri) => (
        <Box key={ri}>
          {columns.map((c, i) => (
            <Box key={c.header} width={widths[i]! + 2}>
              <Text color={c.color?.(r)}>{c.value(r)}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
