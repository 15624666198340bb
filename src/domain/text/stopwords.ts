// Words that never carry weight in a match or a title: English function words, and the pronouns,
// forms of address and gender words, which carry gender rather than fitness (pronouns.ts).
import data from './stopwords.data.json';
import { PRONOUN_OBJECTS, PRONOUN_REFLEXIVES, PRONOUN_SUBJECTS } from './pronouns';

const STOP: ReadonlySet<string> = new Set([
  ...data.functionWords,
  ...data.addressAndGender,
  ...PRONOUN_SUBJECTS,
  ...PRONOUN_OBJECTS,
  ...PRONOUN_REFLEXIVES,
]);

/** A lowercase word that is a stopword. */
export function isStopword(w: string): boolean {
  return STOP.has(w);
}
