// Job matching engine: pure and deterministic, no I/O.
//   features = buildPostingFeatures(posting)      -- when a posting is written (store as JSON)
//   stats    = buildCorpusStats(openFeatures)     -- per company, from its open postings
//   profile  = analyseResume(text)                -- once per request
//   matches  = rankPostings(profile, postings, stats, { limit, minScore })
export { buildCorpusStats, type CorpusStats } from './corpus';
export {
  buildPostingFeatures,
  FEATURES_VERSION,
  type PostingFeatures,
  type PostingInput,
  type PostingSkill,
} from './features';
export { analyseResume, LATER_TITLE_WEIGHT, type AnalyseOptions, type ResumeProfile } from './resume';
export {
  CALIBRATION,
  combine,
  compareMatches,
  rankPostings,
  scoreComponents,
  toTime,
  type Calibration,
  type Components,
  type JobMatch,
  type RankablePosting,
  type RankOptions,
} from './rank';
export { fitBand, titlePhrase, writeRationale, type RationaleInput } from './rationale';
export { sanitizeResume } from './sanitize';
export { ndcgAt, reciprocalRank, summarize, top1, type MetricSummary } from './metrics';
