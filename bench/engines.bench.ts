// Issues 5 and 6: the matching and scoring engines alone, in process.
import { blindResume, blindTranscript } from '../src/domain/blind';
import { analyseResume, buildCorpusStats, buildPostingFeatures, rankPostings } from '../src/domain/matching';
import { scoreInterview } from '../src/domain/scoring';
import { roleScoringContext } from '../src/domain/scoring/role-skills';
import { ms, table, timeIt } from './stats';
import { resumeOf, syntheticPostings, transcriptOf } from './synthetic';

export async function engineBench(): Promise<string> {
  const rows: Array<Array<string | number>> = [];
  const resume = resumeOf(50_000);
  for (const n of [1_000, 10_000]) {
    const postings = syntheticPostings(n).map((p) => ({
      posting: { ...p, updated_at: new Date(0) },
      features: buildPostingFeatures({ ...p, updated_at: new Date(0) }),
    }));
    const stats = buildCorpusStats(postings.map((p) => p.features));
    const profile = analyseResume(resume);
    const rank = await timeIt(n === 1_000 ? 200 : 50, () =>
      rankPostings(profile, postings, stats, { limit: 20, minScore: 0 }),
    );
    const whole = await timeIt(n === 1_000 ? 100 : 30, () =>
      rankPostings(analyseResume(resume), postings, stats, { limit: 20, minScore: 0 }),
    );
    rows.push([
      `match: rank ${n.toLocaleString('en')} postings`,
      rank.n,
      ms(rank.p50),
      ms(rank.p95),
      n === 1_000 ? '<= 10' : '<= 50',
    ]);
    rows.push([
      `match: analyse 50,000-char resume + rank ${n.toLocaleString('en')}`,
      whole.n,
      ms(whole.p50),
      ms(whole.p95),
      n === 1_000 ? '<= 10' : '<= 50',
    ]);
  }
  {
    // Companies name their own tools: 5 skills outside the taxonomy per posting, 50,000 in all
    // (found in one pass over the resume; a text search per such skill would take 0.8 s here).
    const custom = syntheticPostings(10_000).map((p, i) => {
      const q = {
        ...p,
        skills: [...p.skills, ...[0, 1, 2, 3, 4].map((k) => `Inhouse Tool ${i}-${k}`)],
        updated_at: new Date(0),
      };
      return { posting: q, features: buildPostingFeatures(q) };
    });
    const stats = buildCorpusStats(custom.map((p) => p.features));
    const t = await timeIt(30, () => rankPostings(analyseResume(resume), custom, stats, { limit: 20, minScore: 0 }));
    rows.push(['match: analyse + rank 10,000 with 50,000 custom skills', t.n, ms(t.p50), ms(t.p95), '<= 50']);
  }
  for (const chars of [5_000, 50_000]) {
    const transcript = transcriptOf(chars);
    const s = await timeIt(chars === 5_000 ? 300 : 60, () =>
      scoreInterview({ transcript, role: 'Backend Engineer', ...roleScoringContext('Backend Engineer') }),
    );
    rows.push([
      `score: ${chars.toLocaleString('en')}-char transcript`,
      s.n,
      ms(s.p50),
      ms(s.p95),
      chars === 5_000 ? '<= 5' : '<= 50',
    ]);
  }
  // The blind view is part of every analyse and score row above; alone it shows its share.
  for (const chars of [5_000, 50_000]) {
    const text = resumeOf(chars);
    const r = await timeIt(chars === 5_000 ? 300 : 60, () => blindResume(text));
    rows.push([`blind: ${chars.toLocaleString('en')}-char resume`, r.n, ms(r.p50), ms(r.p95), 'inside match rows']);
  }
  for (const chars of [5_000, 50_000]) {
    const text = transcriptOf(chars);
    const t = await timeIt(chars === 5_000 ? 300 : 60, () => blindTranscript(text));
    rows.push([`blind: ${chars.toLocaleString('en')}-char transcript`, t.n, ms(t.p50), ms(t.p95), 'inside score rows']);
  }
  return table('Engines alone (in process, ms)', ['case', 'runs', 'p50', 'p95', 'target p50'], rows);
}
