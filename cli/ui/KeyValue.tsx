import { Box, Text } from './ink';

/** Label/value pairs, for a single record (a created key, a company). */
export function KeyValue({
  title,
  entries,
  note,
}: {
  title?: string;
  entries: Array<[string, string]>;
  note?: string;
}) {
  const width = Math.max(...entries.map(([k]) => k.length)) + 2;
  return (
    <Box flexDirection="column">
      {title ? <Text bold>{title}</Text> : null}
      {entries.map(([k, v]) => (
        <Box key={k}>
          <Box width={width}>
            <Text dimColor>{k}</Text>
          </Box>
          <Text>{v}</Text>
        </Box>
      ))}
      {note ? <Text color="yellow">{note}</Text> : null}
    </Box>
  );
}
