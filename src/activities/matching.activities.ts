import { ApplicationFailure, Context } from '@temporalio/activity';
import { codeLabel } from '../metrics/worker-metrics';
import { openPostings, openPostingsVersion, type OpenPosting } from '../db/postings.repository';
import {
  analyseResume,
  buildCorpusStats,
  rankPostings,
  type CorpusStats,
  type PostingFeatures,
} from '../domain/matching';
import { fetchResumeText } from '../services/resume';
import type { MatchJobsResult, RankPostingsInput } from '../../workflows/types';
import type { ActivityDeps } from './deps';
import { deterministic, translated } from './failures';
import { withHeartbeat } from './heartbeat';

export interface CompanyCorpus {
  version: string;
  postings: Array<{ posting: Omit<OpenPosting, 'features'>; features: PostingFeatures }>;
  stats: CorpusStats;
  /**
   * The start of a posting's description, by posting id, filled as the model path asks for them:
   * kept with the postings they belong to, so a synchronous call makes no query of its own for
   * them while the company's open postings are unchanged.
   */
  descriptionStarts: Map<string, string>;
}

export type CompanyCorpusReader = (companyId: string) => Promise<CompanyCorpus>;

/** Parsed postings per company, reused while the company's open postings are unchanged. */
export function createCorpusReader(deps: Pick<ActivityDeps, 'db'>): CompanyCorpusReader {
  const corpora = new Map<string, CompanyCorpus>();
  return async function corpusOf(companyId: string): Promise<CompanyCorpus> {
    const version = await openPostingsVersion(deps.db, companyId);
    const cached = corpora.get(companyId);
    if (cached?.version === version) return cached;
    const rows = await openPostings(deps.db, companyId);
    const postings = rows.map(({ features, ...posting }) => ({
      posting,
      features: JSON.parse(features) as PostingFeatures,
    }));
    const corpus = {
      version,
      postings,
      stats: buildCorpusStats(postings.map((p) => p.features)),
      descriptionStarts: new Map<string, string>(),
    };
    if (corpora.size > 1_000) corpora.clear();
    corpora.set(companyId, corpus);
    return corpus;
  };
}

/** The local engine's ranking of a company's postings for a resume; a failure is final at once (deterministic). */
export function rankCorpus(corpus: CompanyCorpus, input: RankPostingsInput): MatchJobsResult {
  return deterministic(() => {
    const resume = analyseResume(input.resumeText, { now: new Date(input.asOf) });
    return {
      matches: rankPostings(resume, corpus.postings, corpus.stats, { limit: input.limit, minScore: input.minScore }),
    };
  });
}

export function createMatchingActivities(deps: ActivityDeps, corpusOf: CompanyCorpusReader = createCorpusReader(deps)) {
  return {
    /**
     * R20: HTTPS, public addresses only (after DNS and after every redirect), 10 s, 5 MiB.
     * `companyId` gives the company its own turn at the parser threads; it is optional because
     * workflows started before it existed schedule this activity with the URL alone.
     */
    async downloadResume(url: string, companyId?: string): Promise<string> {
      const started = performance.now();
      const count = (outcome: string) => {
        deps.metrics?.resumeDownloads.inc({ outcome });
        deps.metrics?.resumeDownloadDuration.observe({ outcome }, (performance.now() - started) / 1000);
      };
      try {
        const text = await withHeartbeat(() =>
          translated(() =>
            fetchResumeText(url, {
              allowPrivate: deps.config.RESUME_URL_ALLOW_PRIVATE,
              parseLane: companyId,
              // A cancelled or timed-out attempt stops downloading and leaves the parser queue.
              signal: Context.current().cancellationSignal,
              ...deps.resumeFetch,
            }),
          ),
        );
        count('ok');
        return text;
      } catch (err) {
        count(err instanceof ApplicationFailure ? codeLabel(err.type) : 'OTHER');
        throw err;
      }
    },

    /** Loads the company's open postings and ranks them in one step, so postings never enter workflow history. */
    async rankOpenPostings(input: RankPostingsInput): Promise<MatchJobsResult> {
      // Reading the postings may fail for a while (MySQL): that retries. Ranking cannot improve on
      // a retry.
      const corpus = await translated(() => corpusOf(input.companyId));
      return rankCorpus(corpus, input);
    },
  };
}
