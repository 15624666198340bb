// Personal pronouns that are not ordinary function words: the gendered ones and neopronouns
// ("ze/hir", "xe/xem", "ey/em", "fae/faer"). They reveal gender, not fitness, so none may weigh in
// a match: all are stopwords (stopwords.ts), and a "subject/object" pair is removed from resumes
// and transcripts like "she/her" (blind/personal.ts); as ordinary words they would move scores
// ("em" even shares its stem with "EMS", "ey" with "eye"). The price: "EM" and "EY" written as
// abbreviations (an "EM Technician", the firm EY) do not count either; "EMS" and "eye" do.
import data from './pronouns.data.json';

export const PRONOUN_SUBJECTS: readonly string[] = data.subjects;
export const PRONOUN_OBJECTS: readonly string[] = data.objects;
export const PRONOUN_REFLEXIVES: readonly string[] = data.reflexives;
