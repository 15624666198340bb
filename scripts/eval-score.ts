// Evaluates interview scoring against human ratings.
//   npm run eval:score -- --data ../shared/eval/interview-dev [--role "Summer Intern"] [--signals] [--no-skills]
// Reads DIR/interviews.jsonl ({id, transcript, overall_1_to_7, ...} per line), scores every
// transcript and prints the Spearman correlation of overall_score (and of each dimension) with
// overall_1_to_7, beside the baseline "how many words the interviewee said". --signals also
// prints the correlation of every measured feature, to see which ones carry the ranking;
// --no-skills scores without the role's expected skills and the skills taxonomy.
// The data is read at run time only; nothing from it is written anywhere.

import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { analyseInterview, type ScoreInterviewInput } from '../src/domain/scoring/score-interview';
import { spearman } from '../src/domain/scoring/spearman';
import { candidateTurns } from '../src/domain/scoring/transcript';
import { z } from 'zod';
import { orExit, readJsonl, uniqueIds } from './eval-data';
import { evalScoreWithProvider, takeProviderFlag } from './eval-provider';

const rowSchema = z.object({
  id: z.string().min(1),
  transcript: z.string().min(1),
  overall_1_to_7: z.number().min(1).max(7),
});

const USAGE = 'usage: tsx scripts/eval-score.ts --data DIR [--role ROLE] [--signals] [--no-skills] [--provider]';
// --provider: also score with the model of the AI_* variables (scripts/eval-provider.ts).
const withProvider = takeProviderFlag();
const values = (() => {
  try {
    return parseArgs({
      options: {
        data: { type: 'string' },
        role: { type: 'string', default: 'Summer Intern' },
        signals: { type: 'boolean', default: false },
        'no-skills': { type: 'boolean', default: false },
      },
    }).values;
  } catch (err) {
    console.error(`error: ${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (!values.data) {
  console.error(USAGE);
  process.exit(2);
}

const rows = orExit(() => {
  const path = join(values.data!, 'interviews.jsonl');
  const rows = readJsonl(path, rowSchema);
  uniqueIds(path, rows);
  return rows;
});

const context = values['no-skills'] ? {} : await loadRoleContext(values.role!);
const human = rows.map((r) => r.overall_1_to_7);
const overall: number[] = [];
const dims: Record<string, number[]> = { technical_accuracy: [], communication: [], problem_solving: [] };
const signals: Record<string, number[]> = {};
const baseline: number[] = [];
const times: number[] = [];
let advance = 0;

// Warm up the JIT so the timings describe steady-state scoring.
for (const r of rows.slice(0, 5)) analyseInterview({ transcript: r.transcript, role: values.role!, ...context });

for (const r of rows) {
  const t0 = performance.now();
  const a = analyseInterview({ transcript: r.transcript, role: values.role!, ...context });
  times.push(performance.now() - t0);
  overall.push(a.scorecard.overall_score);
  for (const d of Object.keys(dims)) dims[d]!.push(a.scorecard.dimensions[d as keyof typeof a.scorecard.dimensions].score);
  for (const [d, sig] of Object.entries(a.signals))
    for (const [k, v] of Object.entries(sig)) (signals[`${d}.${k}`] ??= []).push(v);
  baseline.push(candidateTurns(a.parsed).join(' ').split(/\s+/).filter(Boolean).length);
  if (a.scorecard.recommendation === 'Advance to next round') advance++;
}

const fmt = (x: number) => (Number.isNaN(x) ? '  n/a' : (x >= 0 ? '+' : '') + x.toFixed(3));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
console.log(`interviews: ${rows.length}   role: "${values.role}"   expected skills: ${context.expectedSkills?.length ?? 0}`);
console.log(`Spearman vs overall_1_to_7`);
const [lo, hi] = bootstrapInterval(overall, human);
console.log(`  engine overall_score        ${fmt(spearman(overall, human))}   (95% bootstrap interval ${fmt(lo)} to ${fmt(hi)})`);
for (const [d, xs] of Object.entries(dims)) console.log(`    ${d.padEnd(25)} ${fmt(spearman(xs, human))}`);
console.log(`  baseline interviewee words  ${fmt(spearman(baseline, human))}`);
console.log(
  `overall_score: min ${Math.min(...overall)}, median ${pct(overall, 0.5)}, max ${Math.max(...overall)}; advance ${advance}/${rows.length}`,
);
const meanChars = Math.round(rows.reduce((n, r) => n + r.transcript.length, 0) / rows.length);
console.log(`time per transcript (mean ${meanChars} chars): p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms`);
if (values.signals) {
  console.log('signals (Spearman vs overall_1_to_7):');
  for (const [k, xs] of Object.entries(signals)) console.log(`  ${k.padEnd(40)} ${fmt(spearman(xs, human))}`);
}

if (withProvider) await evalScoreWithProvider(rows, values.role!);

/**
 * 95% percentile bootstrap interval of Spearman's rho over 2,000 resamples of the interviews,
 * with a fixed-seed generator so the figures are reproducible. With 74 interviews the interval
 * is wide; it says how much of a difference between two versions could be noise.
 */
function bootstrapInterval(x: number[], y: number[]): [number, number] {
  let seed = 0x9e3779b9;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rhos: number[] = [];
  for (let b = 0; b < 2000; b++) {
    const idx = x.map(() => Math.floor(random() * x.length));
    const r = spearman(
      idx.map((i) => x[i]!),
      idx.map((i) => y[i]!),
    );
    if (!Number.isNaN(r)) rhos.push(r);
  }
  if (rhos.length === 0) return [Number.NaN, Number.NaN]; // e.g. every resample was all ties
  rhos.sort((a, b) => a - b);
  return [rhos[Math.floor(0.025 * rhos.length)]!, rhos[Math.floor(0.975 * rhos.length)]!];
}

/**
 * The role's expected skills and the skill extractor, from role-skills.ts (as the API uses
 * them), or nothing when that module or the skills taxonomy is not available.
 */
async function loadRoleContext(role: string): Promise<Pick<ScoreInterviewInput, 'expectedSkills' | 'extractSkills'>> {
  const path = '../src/domain/scoring/role-skills';
  try {
    const mod = (await import(path)) as { roleScoringContext?: (role: string) => Pick<ScoreInterviewInput, 'expectedSkills' | 'extractSkills'> };
    return mod.roleScoringContext?.(role) ?? {};
  } catch {
    return {};
  }
}
