// Match evaluation: ranks a company's postings for each resume and reports top-1, MRR and NDCG@5
// for the engine and for a plain TF-IDF cosine baseline computed in the same run.
//   npm run eval:match -- --data ../shared/eval/match-dev [--verbose] [--json]
// The data is read at run time only; nothing from it is stored in the project.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  analyseResume,
  buildCorpusStats,
  buildPostingFeatures,
  rankPostings,
  summarize,
  type MetricSummary,
  type PostingInput,
} from '../src/domain/matching/index';
import { isStopword, words } from '../src/domain/matching/text';
import { z } from 'zod';
import { EvalDataError, orExit, readJsonl, uniqueIds } from './eval-data';
import { evalMatchWithProvider, takeProviderFlag } from './eval-provider';

const jobSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  location: z.string().nullable().default(null),
  employment_type: z.string().default('FULL_TIME'),
  skills: z.array(z.string()).default([]),
});
const resumeSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  // Posting id -> gain; a gain above 0 marks the posting relevant to this resume.
  relevant: z.record(z.string(), z.number()),
  category: z.string().optional(),
});

const USAGE = 'usage: tsx scripts/eval-match.ts [--data DIR] [--verbose] [--json] [--weights TEXT,TITLE,SKILLS,EXPERIENCE] [--provider]';
// --provider: also rank with the model of the AI_* variables (scripts/eval-provider.ts).
const withProvider = takeProviderFlag();
function usageError(message: string): never {
  console.error(`error: ${message}\n${USAGE}`);
  process.exit(2);
}
const values = (() => {
  try {
    return parseArgs({
      options: {
        data: { type: 'string', default: '../shared/eval/match-dev' },
        verbose: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        // Try other component weights.
        weights: { type: 'string' },
      },
    }).values;
  } catch (err) {
    return usageError((err as Error).message);
  }
})();
const dataDir = resolve(values.data!);
const verbose = values.verbose!;
const asJson = values.json!;
const wArg = values.weights?.split(',').map(Number);
if (wArg && (wArg.length !== 4 || wArg.some((w) => !Number.isFinite(w) || w < 0))) {
  usageError('--weights takes four non-negative numbers: text,title,skills,experience');
}
const weights = wArg ? { text: wArg[0]!, title: wArg[1]!, skills: wArg[2]!, experience: wArg[3]! } : undefined;

const [jobs, resumes] = orExit(() => {
  const jobsPath = join(dataDir, 'jobs.jsonl');
  const resumesPath = join(dataDir, 'resumes.jsonl');
  const jobs = readJsonl(jobsPath, jobSchema);
  const resumes = readJsonl(resumesPath, resumeSchema);
  uniqueIds(jobsPath, jobs);
  uniqueIds(resumesPath, resumes);
  const ids = new Set(jobs.map((j) => j.id));
  for (const r of resumes) {
    const unknown = Object.keys(r.relevant).find((id) => !ids.has(id));
    if (unknown !== undefined) throw new EvalDataError(`${resumesPath}: resume ${r.id} names posting ${unknown}, which is not in jobs.jsonl`);
  }
  return [jobs, resumes] as const;
});
// Fixed reference date: "Present" in resumes resolves the same way on every run.
const NOW = new Date('2025-01-01T00:00:00Z');
const UPDATED = '2025-01-01T00:00:00.000Z';

// ------------------------------------------------------------------ engine
const t0 = performance.now();
const postings = jobs.map((j) => {
  const input: PostingInput = { ...j, min_years: null, updated_at: UPDATED };
  return { posting: input, features: buildPostingFeatures(input) };
});
const stats = buildCorpusStats(postings.map((p) => p.features));
const tBuild = performance.now() - t0;

const engineRuns: Array<{ ranked: string[]; relevant: Set<string> }> = [];
let tRank = 0;
for (const r of resumes) {
  const s = performance.now();
  const profile = analyseResume(r.text, { now: NOW });
  const ranked = rankPostings(profile, postings, stats, { limit: postings.length, minScore: 0, weights }).map((m) => m.job_id);
  tRank += performance.now() - s;
  engineRuns.push({ ranked, relevant: new Set(Object.keys(r.relevant).filter((k) => r.relevant[k]! > 0)) });
}

// ------------------------------------------------------------------ TF-IDF cosine baseline
function tokens(text: string): string[] {
  return words(text).filter((w) => w.length > 1 && !isStopword(w));
}
const jobDocs = jobs.map((j) => tokens(`${j.title} ${j.description} ${j.skills.join(' ')}`));
const df = new Map<string, number>();
for (const d of jobDocs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
const idf = (t: string): number => Math.log((1 + jobs.length) / (1 + (df.get(t) ?? 0))) + 1;
function tfidf(ts: string[]): Map<string, number> {
  const v = new Map<string, number>();
  for (const t of ts) v.set(t, (v.get(t) ?? 0) + 1);
  let norm = 0;
  for (const [t, c] of v) {
    const w = c * idf(t);
    v.set(t, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [t, w] of v) v.set(t, w / norm);
  return v;
}
const jobVecs = jobDocs.map(tfidf);
const baselineRuns = resumes.map((r) => {
  const q = tfidf(tokens(r.text));
  const scored = jobs.map((j, i) => {
    let s = 0;
    for (const [t, w] of jobVecs[i]!) s += w * (q.get(t) ?? 0);
    return { id: j.id, s };
  });
  scored.sort((a, b) => b.s - a.s || (a.id < b.id ? -1 : 1));
  return { ranked: scored.map((x) => x.id), relevant: new Set(Object.keys(r.relevant).filter((k) => r.relevant[k]! > 0)) };
});

// ------------------------------------------------------------------ report
const engine = summarize(engineRuns);
const baseline = summarize(baselineRuns);
const fmt = (m: MetricSummary): string => `top-1 ${m.top1.toFixed(3)}  MRR ${m.mrr.toFixed(3)}  NDCG@5 ${m.ndcg5.toFixed(3)}`;

if (verbose) {
  const byCat = new Map<string, number[]>();
  resumes.forEach((r, i) => {
    const c = r.category ?? '?';
    byCat.set(c, [...(byCat.get(c) ?? []), engineRuns[i]!.relevant.has(engineRuns[i]!.ranked[0]!) ? 1 : 0]);
  });
  for (const [c, xs] of [...byCat].sort()) console.log(`${c.padEnd(24)} top-1 ${xs.reduce((a, b) => a + b, 0)}/${xs.length}`);
}
if (asJson) {
  console.log(JSON.stringify({ engine, baseline, resumes: resumes.length, postings: jobs.length }));
} else {
  console.log(`postings ${jobs.length}, resumes ${resumes.length} (${dataDir})`);
  console.log(`engine    ${fmt(engine)}`);
  console.log(`baseline  ${fmt(baseline)}   (TF-IDF cosine)`);
  console.log(
    `time: features ${tBuild.toFixed(1)} ms for ${jobs.length} postings; analyse+rank ${(tRank / resumes.length).toFixed(2)} ms per resume`,
  );
}
if (withProvider) await evalMatchWithProvider(jobs, resumes, NOW, buildPostingFeatures, { json: asJson });
