// Match evaluation: ranks a company's postings for each resume and reports top-1, MRR and NDCG@5
// for the engine with its shipped constants, the engine with those constants chosen by k-fold
// cross-validation (so the figure is measured on resumes the choice never saw), and a plain TF-IDF
// cosine baseline, each with bootstrap 95% intervals over resumes. Deterministic for a seed.
//   npm run eval:match -- --data ../shared/eval/match-dev [--folds 5] [--bootstrap 1000] [--verbose] [--json]
// The data is read at run time only; nothing from it is stored in the project.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  analyseResume,
  buildCorpusStats,
  buildPostingFeatures,
  CALIBRATION,
  LATER_TITLE_WEIGHT,
  ndcgAt,
  rankPostings,
  reciprocalRank,
  top1,
  type PostingInput,
  type ResumeProfile,
} from '../src/domain/matching/index';
import { isStopword } from '../src/domain/text/stopwords';
import { words } from '../src/domain/text/words';
import { z } from 'zod';
import { EvalDataError, orExit, readJsonl, uniqueIds } from './eval-data';
import { evalMatchWithProvider, takeProviderFlag } from './eval-provider';
import { interval, mean, stratifiedFolds, summarise, type PerResume } from './eval-stats';

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
type EvalResume = z.output<typeof resumeSchema>;
/** The engine's constants that were chosen on evaluation data. */
interface EngineParams {
  floor: number;
  laterTitleWeight: number;
}
/** Posting ids for resume i, best first. */
type Ranker = (i: number) => string[];

const USAGE =
  'usage: tsx scripts/eval-match.ts [--data DIR] [--verbose] [--json] [--folds K] [--bootstrap N] [--seed S] [--floor X] [--later-title-weight X] [--provider]';
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
        // Cross-validation folds for the constants chosen on the data (1: none).
        folds: { type: 'string', default: '5' },
        // Bootstrap resamples of the resumes for the 95% intervals (0: none).
        bootstrap: { type: 'string', default: '1000' },
        seed: { type: 'string', default: '1' },
        // Plain run with other constants than the engine's.
        floor: { type: 'string' },
        'later-title-weight': { type: 'string' },
      },
    }).values;
  } catch (err) {
    return usageError((err as Error).message);
  }
})();
const dataDir = resolve(values.data!);
const verbose = values.verbose!;
const asJson = values.json!;
function intArg(name: string, raw: string, min: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) usageError(`--${name} takes an integer of at least ${min}`);
  return n;
}
function unitArg(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const x = Number(raw);
  if (!Number.isFinite(x) || x < 0 || x > 1) usageError(`--${name} takes a number from 0 to 1`);
  return x;
}
const foldsAsked = intArg('folds', values.folds!, 1);
const resamples = intArg('bootstrap', values.bootstrap!, 0);
const seed = intArg('seed', values.seed!, 0);
const plain: EngineParams = {
  floor: unitArg('floor', values.floor, CALIBRATION.floor),
  laterTitleWeight: unitArg('later-title-weight', values['later-title-weight'], LATER_TITLE_WEIGHT),
};

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
    if (unknown !== undefined)
      throw new EvalDataError(`${resumesPath}: resume ${r.id} names posting ${unknown}, which is not in jobs.jsonl`);
  }
  return [jobs, resumes] as const;
});
// Fixed reference date: "Present" in resumes resolves the same way on every run.
const NOW = new Date('2025-01-01T00:00:00Z');
const UPDATED = '2025-01-01T00:00:00.000Z';

// More folds than resumes would leave folds without a held-out resume.
const folds = Math.min(foldsAsked, resumes.length);
const relevantOf = (r: EvalResume): Set<string> => new Set(Object.keys(r.relevant).filter((k) => r.relevant[k]! > 0));
const relevant = resumes.map(relevantOf);

// ------------------------------------------------------------------ rankers
// A ranker orders the postings for one resume. Each is measured on the same resumes, so that the
// per-resume figures pair up for the intervals.
const t0 = performance.now();
const postings = jobs.map((j) => {
  const input: PostingInput = { ...j, min_years: null, updated_at: UPDATED };
  return { posting: input, features: buildPostingFeatures(input) };
});
const stats = buildCorpusStats(postings.map((p) => p.features));
const tBuild = performance.now() - t0;

const profiles = new Map<number, ResumeProfile[]>();
function profilesFor(laterTitleWeight: number): ResumeProfile[] {
  let ps = profiles.get(laterTitleWeight);
  if (!ps)
    profiles.set(laterTitleWeight, (ps = resumes.map((r) => analyseResume(r.text, { now: NOW, laterTitleWeight }))));
  return ps;
}
let tRank = 0;
let rankCalls = 0;
function engine(params: EngineParams): Ranker {
  return (i) => {
    const profile = profilesFor(params.laterTitleWeight)[i]!;
    const s = performance.now();
    const ranked = rankPostings(profile, postings, stats, {
      limit: postings.length,
      minScore: 0,
      calibration: { floor: params.floor },
    }).map((m) => m.job_id);
    tRank += performance.now() - s;
    rankCalls++;
    return ranked;
  };
}

// TF-IDF cosine baseline: the resume against title + description + skills, nothing else.
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
const baselineRanker: Ranker = (i) => {
  const q = tfidf(tokens(resumes[i]!.text));
  const scored = jobs.map((j, k) => {
    let s = 0;
    for (const [t, w] of jobVecs[k]!) s += w * (q.get(t) ?? 0);
    return { id: j.id, s };
  });
  scored.sort((a, b) => b.s - a.s || (a.id < b.id ? -1 : 1));
  return scored.map((x) => x.id);
};

/** Per-resume metrics of a ranker over every resume. */
function measure(rank: Ranker): PerResume {
  return resumes.map((_, i) => {
    const ranked = rank(i);
    const rel = relevant[i]!;
    return { top1: top1(ranked, rel), mrr: reciprocalRank(ranked, rel), ndcg5: ndcgAt(5, ranked, rel) };
  });
}

// ------------------------------------------------------------------ cross-validation
// The engine's constants chosen on this data (the requirement floor of the calibration, the
// weight of titles below the heading) are chosen again per fold from the grid, on the other
// folds' resumes only, and measured on the held-out fold.
const GRID: EngineParams[] = [0.4, 0.5, 0.6, 0.7].flatMap((floor) =>
  [0.1, 0.2, 0.3].map((laterTitleWeight) => ({ floor, laterTitleWeight })),
);
const key = (p: EngineParams): string => `floor ${p.floor} / later-title ${p.laterTitleWeight}`;
const plainRuns = measure(engine(plain));
const gridRuns = folds > 1 ? GRID.map((p) => (key(p) === key(plain) ? plainRuns : measure(engine(p)))) : [];
const foldOf = stratifiedFolds(
  resumes.map((r) => r.category ?? '?'),
  folds,
  seed,
);
const cvRuns: PerResume = new Array(resumes.length);
const chosen: string[] = [];
for (let k = 0; k < folds && folds > 1; k++) {
  const train = resumes.map((_, i) => i).filter((i) => foldOf[i] !== k);
  let best = 0;
  let bestFit = -Infinity;
  gridRuns.forEach((runs, g) => {
    // Selection by MRR, then top-1: the figures the goal names.
    const fit = mean(train.map((i) => runs[i]!.mrr)) + 1e-3 * mean(train.map((i) => runs[i]!.top1));
    if (fit > bestFit + 1e-12) [best, bestFit] = [g, fit];
  });
  chosen.push(key(GRID[best]!));
  resumes.forEach((_, i) => {
    if (foldOf[i] === k) cvRuns[i] = gridRuns[best]![i]!;
  });
}
const baselineRuns = measure(baselineRanker);

// ------------------------------------------------------------------ report
const rows: Array<{ key: 'engine' | 'cv' | 'baseline'; label: string; runs: PerResume }> = [
  { key: 'engine', label: 'engine', runs: plainRuns },
];
if (folds > 1) rows.push({ key: 'cv', label: `engine, ${folds}-fold CV`, runs: cvRuns });
rows.push({ key: 'baseline', label: 'baseline', runs: baselineRuns });
const report = rows.map((r) => ({
  ...r,
  figures: { ...summarise(r.runs), n: r.runs.length },
  ci: interval(r.runs, resamples, seed),
}));
const f3 = (x: number): string => x.toFixed(3);

if (verbose) {
  const byCat = new Map<string, number[]>();
  resumes.forEach((r, i) => {
    const c = r.category ?? '?';
    byCat.set(c, [...(byCat.get(c) ?? []), plainRuns[i]!.top1]);
  });
  for (const [c, xs] of [...byCat].sort())
    console.log(`${c.padEnd(24)} top-1 ${xs.reduce((a, b) => a + b, 0)}/${xs.length}`);
}
if (asJson) {
  const out: Record<string, unknown> = {
    resumes: resumes.length,
    postings: jobs.length,
    params: plain,
    folds,
    bootstrap: resamples,
    seed,
  };
  for (const r of report) out[r.key] = r.figures;
  if (folds > 1) out.chosen = chosen;
  out.intervals = Object.fromEntries(report.map((r) => [r.key, r.ci]));
  console.log(JSON.stringify(out));
} else {
  console.log(`postings ${jobs.length}, resumes ${resumes.length} (${dataDir}); ${key(plain)}`);
  const width = Math.max(...report.map((r) => r.label.length)) + 2;
  for (const r of report) {
    const m = r.figures;
    const note =
      r.key === 'baseline' ? '   (TF-IDF cosine)' : r.key === 'cv' ? '   (constants chosen on the other folds)' : '';
    console.log(`${r.label.padEnd(width)}top-1 ${f3(m.top1)}  MRR ${f3(m.mrr)}  NDCG@5 ${f3(m.ndcg5)}${note}`);
    if (r.ci) {
      const c = r.ci;
      console.log(
        `${'  95% interval'.padEnd(width)}top-1 ${f3(c.top1[0])}-${f3(c.top1[1])}  MRR ${f3(c.mrr[0])}-${f3(c.mrr[1])}  NDCG@5 ${f3(c.ndcg5[0])}-${f3(c.ndcg5[1])}`,
      );
    }
  }
  if (resamples > 0) console.log(`intervals: percentile bootstrap over resumes, ${resamples} resamples, seed ${seed}`);
  if (folds > 1) console.log(`chosen per fold: ${chosen.join('; ')}`);
  console.log(
    `time: features ${tBuild.toFixed(1)} ms for ${jobs.length} postings; rank ${(tRank / Math.max(1, rankCalls)).toFixed(2)} ms per resume and setting`,
  );
}
if (withProvider) await evalMatchWithProvider(jobs, resumes, NOW, buildPostingFeatures, { json: asJson });
