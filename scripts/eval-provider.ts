// `--provider` for the evaluation commands: the same metrics from the company's own model
// (the AI_* variables, as the worker reads them) beside the local engine's, plus tokens used.
// Kept apart from eval-match.ts and eval-score.ts, which call in with their own data.
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from '../src/config';
import {
  analyseResume,
  buildCorpusStats,
  rankPostings,
  summarize,
  type MetricSummary,
  type PostingFeatures,
  type PostingInput,
} from '../src/domain/matching';
import { addUsage, NO_USAGE, type TokenUsage } from '../src/domain/provider/engine';
import { candidatesFor, DESCRIPTION_CHARS } from '../src/domain/provider/matching';
import type { Dimension } from '../src/domain/scoring';
import { spearman } from '../src/domain/scoring/spearman';
import { createModelClient, type ModelClient } from '../src/services/model/chat-client';
import { ModelFailure } from '../src/services/model/failure';
import { fitCandidates, rankWithModelClient } from '../src/services/model/model-matching';
import { scoreLocally, scoreWithModelClient } from '../src/services/model/model-scoring';

/** Removes `--provider` from argv (so each script's own parser never sees it); true when it was there. */
export function takeProviderFlag(argv: string[] = process.argv): boolean {
  const i = argv.indexOf('--provider');
  if (i < 0) return false;
  argv.splice(i, 1);
  return true;
}

/** The model client from AI_*, or exit 2 with one clear line. */
export function providerClientOrExit(env: NodeJS.ProcessEnv = process.env): ModelClient {
  try {
    const client = createModelClient(loadConfig(env));
    if (client) return client;
    console.error(
      'error: --provider needs AI_PROVIDER=openai, AI_BASE_URL and AI_MODEL (and AI_API_KEY if the server wants one)',
    );
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
  }
  process.exit(2);
}

const tokens = (u: TokenUsage, n: number) =>
  `tokens: ${u.prompt} prompt + ${u.completion} completion = ${u.prompt + u.completion} (${Math.round((u.prompt + u.completion) / Math.max(1, n))} per item)`;

/** Runs `fn` over items, at most `limit` at a time (the client's own bound applies as well). */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

export interface MatchEvalJob extends Omit<PostingInput, 'min_years' | 'updated_at'> {
  description: string;
}

/**
 * Match evaluation with the model: for each resume the local engine ranks every posting, the
 * model re-orders its top max(limit, 10) (limit 5, the API's default), and the rest keep the
 * local order below them, so top-1, MRR and NDCG@5 compare like for like.
 */
export async function evalMatchWithProvider(
  jobs: readonly MatchEvalJob[],
  resumes: ReadonlyArray<{ text: string; relevant: Record<string, number> }>,
  now: Date,
  featuresOf: (p: PostingInput) => PostingFeatures,
  opts: { json?: boolean } = {},
): Promise<{ summary: MetricSummary; usage: TokenUsage; failed: number }> {
  const client = providerClientOrExit();
  const postings = jobs.map((j) => {
    const input: PostingInput = { ...j, min_years: null, updated_at: now.toISOString() };
    return { posting: input, features: featuresOf(input) };
  });
  const stats = buildCorpusStats(postings.map((p) => p.features));
  // As the job reads them (MySQL's LEFT counts characters, not UTF-16 units).
  const starts = new Map(jobs.map((j) => [j.id, Array.from(j.description).slice(0, DESCRIPTION_CHARS).join('')]));
  let usage = NO_USAGE;
  let failed = 0;
  const t0 = performance.now();
  const runs = await mapLimited(resumes, loadConfig().AI_MAX_CONCURRENCY, async (r) => {
    const local = rankPostings(analyseResume(r.text, { now }), postings, stats, {
      limit: postings.length,
      minScore: 0,
    });
    const top = local.slice(0, candidatesFor(5));
    let head = top.map((m) => m.job_id);
    try {
      const judged = await rankWithModelClient(client, r.text, fitCandidates(top, postings, starts), {
        limit: top.length,
        minScore: 0,
      });
      usage = addUsage(usage, judged.usage);
      head = judged.matches.map((m) => m.job_id);
    } catch (err) {
      if (!(err instanceof ModelFailure)) throw err;
      failed++;
    }
    const ranked = [...head, ...local.slice(top.length).map((m) => m.job_id)];
    return { ranked, relevant: new Set(Object.keys(r.relevant).filter((k) => r.relevant[k]! > 0)) };
  });
  const summary = summarize(runs);
  if (opts.json) {
    console.log(JSON.stringify({ provider: { engine: client.label, ...summary, tokens: usage, failed } }));
    return { summary, usage, failed };
  }
  const fmt = (m: MetricSummary) => `top-1 ${m.top1.toFixed(3)}  MRR ${m.mrr.toFixed(3)}  NDCG@5 ${m.ndcg5.toFixed(3)}`;
  console.log(`provider  ${fmt(summary)}   (${client.label} re-ranks the engine's top ${candidatesFor(5)})`);
  console.log(
    `provider  ${tokens(usage, resumes.length)}; ${((performance.now() - t0) / 1000).toFixed(1)} s; failed calls ${failed} (engine order kept)`,
  );
  return { summary, usage, failed };
}

/** Interview evaluation with the model: Spearman of overall_score and each dimension against the human rating. */
export async function evalScoreWithProvider(
  rows: ReadonlyArray<{ transcript: string; overall_1_to_7: number }>,
  role: string,
): Promise<{ overall: number; usage: TokenUsage; failed: number }> {
  const client = providerClientOrExit();
  let usage = NO_USAGE;
  let failed = 0;
  let partly = 0;
  const t0 = performance.now();
  const cards = await mapLimited(rows, loadConfig().AI_MAX_CONCURRENCY, async (r) => {
    try {
      const s = await scoreWithModelClient(client, { transcript: r.transcript, role, rubric: null });
      usage = addUsage(usage, s.usage);
      if (s.localDimensions.length > 0) partly++;
      return s.scorecard;
    } catch (err) {
      if (!(err instanceof ModelFailure)) throw err;
      failed++;
      return scoreLocally({ transcript: r.transcript, role, rubric: null });
    }
  });
  const human = rows.map((r) => r.overall_1_to_7);
  const fmt = (x: number) => (Number.isNaN(x) ? '  n/a' : (x >= 0 ? '+' : '') + x.toFixed(3));
  const overall = spearman(
    cards.map((c) => c.overall_score),
    human,
  );
  console.log(`Spearman vs overall_1_to_7, ${client.label}`);
  console.log(`  provider overall_score      ${fmt(overall)}`);
  for (const d of ['technical_accuracy', 'communication', 'problem_solving'] as Dimension[]) {
    console.log(
      `    ${d.padEnd(25)} ${fmt(
        spearman(
          cards.map((c) => c.dimensions[d].score),
          human,
        ),
      )}`,
    );
  }
  console.log(`provider ${tokens(usage, rows.length)}; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(
    `provider failed calls ${failed} (local engine used); ${partly} scorecard(s) with a dimension from the local engine (no verifiable quote)`,
  );
  return { overall, usage, failed };
}
