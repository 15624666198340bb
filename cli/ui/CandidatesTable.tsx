import { Box, Text } from './ink';
import type { Candidate, CandidatesPage } from '../api-schemas';
import { shortList } from './MatchesTable';

const facts = (c: Candidate) =>
  [
    c.id,
    c.location,
    c.experience_years === null ? null : `${c.experience_years} yr${c.experience_years === 1 ? '' : 's'}`,
    `updated ${c.updated_at.slice(0, 10)}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** One page of search results, a block per candidate, and where the page sits in the whole. */
export function CandidatesTable({ page }: { page: CandidatesPage }) {
  const { pagination: p } = page;
  return (
    <Box flexDirection="column">
      {page.candidates.length === 0 ? <Text dimColor>No candidates match.</Text> : null}
      {page.candidates.map((c) => (
        <Box key={c.id} flexDirection="column">
          <Text>
            <Text bold>{c.name ?? '(no name)'}</Text>
            {c.headline ? <Text> {c.headline}</Text> : null}
          </Text>
          <Box paddingLeft={2}>
            <Text dimColor>{facts(c)}</Text>
          </Box>
          <Box paddingLeft={2}>
            <Text color="cyan">{shortList(c.skills, 8)}</Text>
          </Box>
        </Box>
      ))}
      <Text dimColor>
        page {p.page} of {Math.max(1, p.total_pages)} · {p.total} candidate{p.total === 1 ? '' : 's'} · {p.limit} per
        page
      </Text>
    </Box>
  );
}
