// The blind view: the one step every engine (local or a model provider) reads a resume or a
// transcript through. It removes or neutralises protected attributes and their proxies, and
// nothing else, so no score, rationale or feedback can depend on or repeat them (docs/fairness.md).
export { blindResume } from './resume';
export { blindTranscript } from './transcript';
