// Issue 5: the cost of running a match as a Temporal workflow, against the same work called
// directly in process (load the postings, analyse, rank), in the same run.
import { openPostings } from '../src/db/postings.repository';
import { analyseResume, buildCorpusStats, rankPostings, type PostingFeatures } from '../src/domain/matching';
import { importPostings } from '../src/services/postings.service';
import type { TestApp } from '../test/helpers/app';
import { makeTenant } from '../test/helpers/factories';
import { call } from '../test/helpers/http';
import { delta, ms, table, timeIt } from './stats';
import { resumeOf, syntheticPostings } from './synthetic';

export async function temporalBench(app: TestApp): Promise<string> {
  const t = await makeTenant(app.db, { company: { plan: 'enterprise', ai_call_limit: 10_000_000 } });
  await importPostings(app.db, t.company.id, syntheticPostings(100, 11).map((p) => JSON.stringify(p)).join('\n'));
  const resume = resumeOf(5_000);
  const direct = await timeIt(100, async () => {
    const rows = await openPostings(app.db, t.company.id);
    const postings = rows.map(({ features, ...posting }) => ({ posting, features: JSON.parse(features) as PostingFeatures }));
    return rankPostings(analyseResume(resume), postings, buildCorpusStats(postings.map((p) => p.features)), { limit: 5, minScore: 0 });
  });
  const e2e = await timeIt(100, async () => {
    const res = await call(app.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', { key: t.key, body: { resume_text: resume } });
    if (res.status !== 200) throw new Error(`sync match: ${res.status} ${res.text}`);
  });
  return table('Sync match through Temporal vs direct engine call (100 postings, 5,000-char resume, ms)', ['path', 'runs', 'p50', 'p95', 'p99'], [
    ['direct: load + analyse + rank in process', direct.n, ms(direct.p50), ms(direct.p95), ms(direct.p99)],
    ['HTTP sync: API -> workflow -> activity -> result', e2e.n, ms(e2e.p50), ms(e2e.p95), ms(e2e.p99)],
    ['Temporal + HTTP overhead (target <= 30 at p50)', '', delta(e2e.p50 - direct.p50), delta(e2e.p95 - direct.p95), ''],
  ]);
}
