// Evaluates interview scoring against human ratings.
//   npm run eval:score -- --data ../shared/eval/interview-dev [--role "Summer Intern"] [--folds 5] [--signals] [--no-skills]
// Reads DIR/interviews.jsonl ({id, transcript, overall_1_to_7, participant?} per line), scores
// every transcript and prints, against overall_1_to_7:
//   - the plain Spearman of overall_score and of each dimension, with 95% bootstrap intervals,
//     beside the baseline "how many words the interviewee said";
//   - k-fold cross-validated figures (folds grouped by participant, so both sessions of one
//     person are always on the same side): the engine's fixed weights per held-out fold, and
//     every combination whose weights or feature choice would be taken from the data (dimension
//     weights fitted, part weights fitted, features selected by their correlation), trained on
//     k-1 folds and scored on the held-out one;
//   - split-half figures: first sessions against second sessions, each on its own and with
//     fitted weights trained on one half and tested on the other.
// The engine's own constants are fixed in advance (see src/domain/scoring/README.md): nothing in
// it is fitted, so its plain figure is also its held-out figure; the fitted combinations show
// what choosing weights or features on this data would gain or lose on unseen interviews.
// --signals also prints the correlation of every measured feature; --no-skills scores without
// the role's expected skills and the skills taxonomy.
// The data is read at run time only; nothing from it is written anywhere.

import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { analyseInterview, type ScoreInterviewInput } from '../src/domain/scoring/score-interview';
import { mulberry32 } from '../src/domain/random';
import { spearman } from '../src/domain/scoring/spearman';
import { candidateTurns } from '../src/domain/scoring/transcript';
import { z } from 'zod';
import { orExit, readJsonl, uniqueIds } from './eval-data';
import { evalScoreWithProvider, takeProviderFlag } from './eval-provider';
import {
  advanceAgreement,
  crossValidatedScale,
  percentile,
  signStability,
  TOP_RATING,
  type Agreement,
  type ScoredInterview,
} from './eval-verdicts';
import { SCALE } from '../src/domain/scoring/calibration';

const rowSchema = z.object({
  id: z.string().min(1),
  transcript: z.string().min(1),
  overall_1_to_7: z.number().min(1).max(7),
  participant: z.union([z.number(), z.string()]).optional(),
});

const USAGE =
  'usage: tsx scripts/eval-score.ts --data DIR [--role ROLE] [--folds K] [--signals] [--no-skills] [--provider]';
// --provider: also score with the model of the AI_* variables (scripts/eval-provider.ts).
const withProvider = takeProviderFlag();
const values = (() => {
  try {
    return parseArgs({
      options: {
        data: { type: 'string' },
        role: { type: 'string', default: 'Summer Intern' },
        signals: { type: 'boolean', default: false },
        folds: { type: 'string', default: '5' },
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
const parts: Record<string, number[]> = {};
const baseline: number[] = [];
const times: number[] = [];
let advance = 0;
const notAssessed: Record<string, number> = { technical_accuracy: 0, communication: 0, problem_solving: 0 };
const measured: Record<string, number[]> = { technical_accuracy: [], communication: [], problem_solving: [] };
const assessedRows: Record<string, boolean[]> = { technical_accuracy: [], communication: [], problem_solving: [] };
const scored: ScoredInterview[] = [];

// Warm up the JIT so the timings describe steady-state scoring.
for (const r of rows.slice(0, 5)) analyseInterview({ transcript: r.transcript, role: values.role!, ...context });

for (const r of rows) {
  const t0 = performance.now();
  const a = analyseInterview({ transcript: r.transcript, role: values.role!, ...context });
  times.push(performance.now() - t0);
  overall.push(a.scorecard.overall_score);
  for (const d of Object.keys(dims))
    dims[d]!.push(a.scorecard.dimensions[d as keyof typeof a.scorecard.dimensions].score);
  for (const [d, ps] of Object.entries(a.parts))
    for (const [k, v] of Object.entries(ps)) (parts[`${d}.${k}`] ??= []).push(v);
  for (const [d, sig] of Object.entries(a.signals))
    for (const [k, v] of Object.entries(sig)) (signals[`${d}.${k}`] ??= []).push(v);
  baseline.push(candidateTurns(a.parsed).join(' ').split(/\s+/).filter(Boolean).length);
  if (a.scorecard.recommendation === 'Advance to next round') advance++;
  scored.push({ makes: a.makes, assessed: a.assessed });
  for (const [d, ok] of Object.entries(a.assessed)) {
    if (!ok) notAssessed[d]!++;
    assessedRows[d]!.push(ok);
    measured[d]!.push(a.measured[d as keyof typeof a.measured]);
  }
}

const folds = Math.max(2, Math.min(rows.length, Number.parseInt(values.folds!, 10) || 5));
const fmt = (x: number) => (Number.isNaN(x) ? '  n/a' : (x >= 0 ? '+' : '') + x.toFixed(3));
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const withInterval = (x: number[]) => {
  const [lo, hi] = bootstrapInterval(x, human);
  return `${fmt(spearman(x, human))}   (95% bootstrap ${fmt(lo)} to ${fmt(hi)})`;
};
const dimScores = Object.values(dims);
// Parts that every interview has (a part left out for some interviews cannot be fitted on).
const partNames = Object.keys(parts).filter((k) => parts[k]!.length === rows.length);
const partRows = rows.map((_, i) => partNames.map((k) => parts[k]![i]!));
const dimRows = rows.map((_, i) => dimScores.map((xs) => xs[i]!));
const signalNames = Object.keys(signals).filter((k) => signals[k]!.length === rows.length);
const signalRows = rows.map((_, i) => signalNames.map((k) => signals[k]![i]!));
const foldOf = groupFolds(
  rows.map((r, i) => String(r.participant ?? r.id ?? i)),
  folds,
);

console.log(
  `interviews: ${rows.length}   role: "${values.role}"   expected skills: ${context.expectedSkills?.length ?? 0}`,
);
console.log('Spearman vs overall_1_to_7 (plain: the engine as it is; nothing in it is fitted to this data)');
console.log(`  engine overall_score             ${withInterval(overall)}`);
for (const [d, xs] of Object.entries(dims)) console.log(`    ${d.padEnd(30)} ${withInterval(xs)}`);
console.log(`  baseline interviewee words       ${withInterval(baseline)}`);
console.log(
  '  each dimension on its own: measured score (no imputation) on all interviews | on those where it was assessed',
);
for (const [d, xs] of Object.entries(measured)) {
  const keep = assessedRows[d]!;
  const n = keep.filter(Boolean).length;
  const own =
    n >= 3
      ? spearman(
          xs.filter((_, i) => keep[i]),
          human.filter((_, i) => keep[i]),
        )
      : Number.NaN;
  console.log(`    ${d.padEnd(30)} ${fmt(spearman(xs, human))} | ${fmt(own)} (n=${n})`);
}

console.log(`${folds}-fold cross-validation (folds grouped by participant; pooled held-out predictions)`);
const perFold = foldFigures(overall, foldOf, folds);
console.log(
  `  engine, fixed weights            per held-out fold: mean ${fmt(perFold.mean)}, min ${fmt(perFold.min)}, max ${fmt(perFold.max)}`,
);
for (const [d, xs] of Object.entries(dims)) {
  const f = foldFigures(xs, foldOf, folds);
  console.log(`    ${d.padEnd(30)} per held-out fold: mean ${fmt(f.mean)}, min ${fmt(f.min)}, max ${fmt(f.max)}`);
}
const cvDims = crossValidate(dimRows, foldOf, folds, fitLinear);
console.log(`  dimension weights fitted         ${withInterval(cvDims)}`);
const cvParts = crossValidate(partRows, foldOf, folds, fitLinear);
console.log(`  part weights fitted (${String(partNames.length).padStart(2)} parts)   ${withInterval(cvParts)}`);
const cvSelect = crossValidate(signalRows, foldOf, folds, selectByCorrelation);
console.log(`  features selected by |rho|>0.2   ${withInterval(cvSelect)}`);
console.log(
  `    (plain, selected and scored on all data: ${fmt(spearman(selectByCorrelation(signalRows, human)(signalRows), human))})`,
);

const firstHalf = rows.map((r) => !/^mit-pp/.test(r.id) && !/-s2$|second/.test(r.id));
if (firstHalf.some(Boolean) && firstHalf.some((x) => !x)) {
  console.log('split-half (first sessions | second sessions)');
  const half = (xs: number[], keep: boolean) =>
    spearman(
      xs.filter((_, i) => firstHalf[i] === keep),
      human.filter((_, i) => firstHalf[i] === keep),
    );
  console.log(`  engine overall_score             ${fmt(half(overall, true))} | ${fmt(half(overall, false))}`);
  for (const [d, xs] of Object.entries(dims))
    console.log(`    ${d.padEnd(30)} ${fmt(half(xs, true))} | ${fmt(half(xs, false))}`);
  console.log(`  baseline interviewee words       ${fmt(half(baseline, true))} | ${fmt(half(baseline, false))}`);
  const across = (train: boolean) => {
    const idx = rows.map((_, i) => i).filter((i) => firstHalf[i] === train);
    const test = rows.map((_, i) => i).filter((i) => firstHalf[i] !== train);
    const model = fitLinear(
      idx.map((i) => partRows[i]!),
      idx.map((i) => human[i]!),
    );
    return spearman(
      model(test.map((i) => partRows[i]!)),
      test.map((i) => human[i]!),
    );
  };
  console.log(`  part weights fitted on the other half ${fmt(across(false))} | ${fmt(across(true))}`);
}

printVerdicts();
console.log(
  `not assessed (score imputed): ${Object.entries(notAssessed)
    .map(([d, n]) => `${d} ${n}`)
    .join(', ')}`,
);
const meanChars = Math.round(rows.reduce((n, r) => n + r.transcript.length, 0) / rows.length);
console.log(
  `time per transcript (mean ${meanChars} chars): p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms`,
);
printSignStability();
if (values.signals) {
  console.log('signals (Spearman vs overall_1_to_7):');
  for (const [k, xs] of Object.entries(signals)) console.log(`  ${k.padEnd(40)} ${fmt(spearman(xs, human))}`);
  console.log('parts (Spearman vs overall_1_to_7):');
  for (const [k, xs] of Object.entries(parts)) console.log(`  ${k.padEnd(40)} ${fmt(spearman(xs, human))}`);
}

/**
 * The verdict against people's top group, plain and with the scale's constants chosen on
 * training folds, and how widely overall_score spreads.
 */
function printVerdicts(): void {
  const top = human.filter((h) => h >= TOP_RATING).length;
  const spread = (xs: number[]) =>
    `p10 ${percentile(xs, 0.1)}, p50 ${percentile(xs, 0.5)}, p90 ${percentile(xs, 0.9)} (p90 - p10 = ${percentile(xs, 0.9) - percentile(xs, 0.1)}); min ${Math.min(...xs)}, max ${Math.max(...xs)}`;
  const agree = (g: Agreement) =>
    `advance ${g.advanced}/${rows.length}, precision ${fmt(g.precision)}, recall ${fmt(g.recall)}`;
  console.log(
    `verdict: "Advance" (overall_score >= 70) against people's top group (rated ${TOP_RATING} or higher: ${top}/${rows.length})`,
  );
  console.log(
    `  engine, scale centre ${SCALE.centre} width ${SCALE.width}   ${agree(advanceAgreement(overall, human))}`,
  );
  console.log(`    overall_score ${spread(overall)}`);
  const cv = crossValidatedScale(scored, human, foldOf, folds);
  console.log(`  ${folds}-fold, scale chosen on the training folds   ${agree(advanceAgreement(cv.scores, human))}`);
  console.log(`    held-out overall_score ${spread(cv.scores)}`);
  console.log(`    chosen (centre/width per fold): ${cv.chosen.map((c) => `${c.centre}/${c.width}`).join(', ')}`);
  // The same number of interviews advanced by word count alone.
  const cut = [...baseline].sort((a, b) => b - a)[Math.max(0, advance - 1)]!;
  const byWords = baseline.map((w) => (advance > 0 && w >= cut ? 100 : 0));
  console.log(`  baseline: the ${advance} longest interviews advanced   ${agree(advanceAgreement(byWords, human))}`);
}

/**
 * Which signals and parts keep the direction of their correlation with the ratings across two
 * splits of the data into halves: first against second sessions, and alternate participants.
 * A signal whose sign flips is noise on this data, whatever its correlation on the whole.
 */
function printSignStability(): void {
  const bySession = rows.map((r) => !/^mit-pp/.test(r.id) && !/-s2$|second/.test(r.id));
  const participants = [...new Set(rows.map((r, i) => String(r.participant ?? r.id ?? i)))];
  const byParticipant = rows.map((r, i) => participants.indexOf(String(r.participant ?? r.id ?? i)) % 2 === 0);
  const all: Record<string, number[]> = { overall_score: overall, ...dims, 'baseline.words': baseline };
  for (const [k, xs] of Object.entries(parts)) if (xs.length === rows.length) all[`part.${k}`] = xs;
  for (const [k, xs] of Object.entries(signals)) if (xs.length === rows.length) all[`signal.${k}`] = xs;
  const splits: Array<[string, boolean[]]> = [
    ['sessions', bySession],
    ['participants', byParticipant],
  ];
  const results = splits
    .filter(([, s]) => s.some(Boolean) && s.some((x) => !x))
    .map(([name, s]) => [name, signStability(all, human, s)] as const);
  if (results.length === 0) return;
  console.log(
    `sign stability across halves (${results.map(([n]) => (n === 'sessions' ? 'first | second sessions' : 'alternate participants')).join('; ')})`,
  );
  const names = Object.keys(all);
  const flipped = names.filter((_, i) => results.some(([, r]) => r[i]!.flips));
  const unmeasured = names.filter((_, i) => results.every(([, r]) => Number.isNaN(r[i]!.a) || Number.isNaN(r[i]!.b)));
  const measured = names.length - unmeasured.length;
  console.log(`  ${measured - flipped.length} of ${measured} measurable signals keep their sign in every split`);
  console.log(`  flip in some split: ${flipped.length ? flipped.join(', ') : 'none'}`);
  if (!values.signals) return;
  for (const [i, name] of names.entries())
    console.log(
      `  ${name.padEnd(44)} ${results.map(([, r]) => `${fmt(r[i]!.a)} | ${fmt(r[i]!.b)}`).join('   ')}${flipped.includes(name) ? '   FLIPS' : ''}`,
    );
}

type Model = (x: number[][]) => number[];
type Fit = (x: number[][], y: number[]) => Model;

/** Fold number of every row: groups (participants) dealt round-robin in first-seen order. */
function groupFolds(groups: string[], k: number): number[] {
  const fold = new Map<string, number>();
  for (const g of groups) if (!fold.has(g)) fold.set(g, fold.size % k);
  return groups.map((g) => fold.get(g)!);
}

/** Spearman of a fixed score inside each held-out fold. */
function foldFigures(x: number[], fold: number[], k: number): { mean: number; min: number; max: number } {
  const rhos: number[] = [];
  for (let f = 0; f < k; f++) {
    const idx = x.map((_, i) => i).filter((i) => fold[i] === f);
    const r = spearman(
      idx.map((i) => x[i]!),
      idx.map((i) => human[i]!),
    );
    if (!Number.isNaN(r)) rhos.push(r);
  }
  return { mean: rhos.reduce((a, b) => a + b, 0) / rhos.length, min: Math.min(...rhos), max: Math.max(...rhos) };
}

/** Held-out predictions: each fold predicted by a model fitted on the other folds. */
function crossValidate(x: number[][], fold: number[], k: number, fit: Fit): number[] {
  const out = new Array<number>(x.length).fill(0);
  for (let f = 0; f < k; f++) {
    const train = x.map((_, i) => i).filter((i) => fold[i] !== f);
    const test = x.map((_, i) => i).filter((i) => fold[i] === f);
    const model = fit(
      train.map((i) => x[i]!),
      train.map((i) => human[i]!),
    );
    model(test.map((i) => x[i]!)).forEach((v, j) => (out[test[j]!] = v));
  }
  return out;
}

/** Mean and standard deviation of each column (sd 1 for a constant column). */
function columnStats(x: number[][]): Array<{ mean: number; sd: number }> {
  return x[0]!.map((_, j) => {
    const col = x.map((r) => r[j]!);
    const mean = col.reduce((a, b) => a + b, 0) / col.length;
    const sd = Math.sqrt(col.reduce((a, b) => a + (b - mean) ** 2, 0) / col.length) || 1;
    return { mean, sd };
  });
}

/** Ridge regression (lambda 1 on standardised columns): the weights the data would choose. */
function fitLinear(x: number[][], y: number[]): Model {
  const stats = columnStats(x);
  const z = (r: number[]) => r.map((v, j) => (v - stats[j]!.mean) / stats[j]!.sd);
  const zx = x.map(z);
  const p = stats.length;
  const my = y.reduce((a, b) => a + b, 0) / y.length;
  const a = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p }, (_, j) => zx.reduce((s, r) => s + r[i]! * r[j]!, 0) + (i === j ? 1 : 0)),
  );
  const b = Array.from({ length: p }, (_, i) => zx.reduce((s, r, n) => s + r[i]! * (y[n]! - my), 0));
  const w = solve(a, b);
  return (rows) => rows.map((r) => z(r).reduce((s, v, j) => s + v * w[j]!, my));
}

/** Keeps the features whose |Spearman| with the rating exceeds 0.2, summed as signed z-scores. */
function selectByCorrelation(x: number[][], y: number[]): Model {
  const stats = columnStats(x);
  const sign = stats.map((_, j) => {
    const r = spearman(
      x.map((row) => row[j]!),
      y,
    );
    return Number.isNaN(r) || Math.abs(r) <= 0.2 ? 0 : Math.sign(r);
  });
  return (rows) => rows.map((r) => r.reduce((s, v, j) => s + (sign[j]! * (v - stats[j]!.mean)) / stats[j]!.sd, 0));
}

/** Gaussian elimination with partial pivoting (the systems here are at most ~40 x 40). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[piv]![c]!)) piv = r;
    [m[c], m[piv]] = [m[piv]!, m[c]!];
    const d = m[c]![c]!;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / d;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}

if (withProvider) await evalScoreWithProvider(rows, values.role!);

/**
 * 95% percentile bootstrap interval of Spearman's rho over 2,000 resamples of the interviews,
 * with a fixed-seed generator so the figures are reproducible. With 74 interviews the interval
 * is wide; it says how much of a difference between two versions could be noise.
 */
function bootstrapInterval(x: number[], y: number[]): [number, number] {
  const random = mulberry32(0x9e3779b9);
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
    const mod = (await import(path)) as {
      roleScoringContext?: (role: string) => Pick<ScoreInterviewInput, 'expectedSkills' | 'extractSkills'>;
    };
    return mod.roleScoringContext?.(role) ?? {};
  } catch {
    return {};
  }
}
