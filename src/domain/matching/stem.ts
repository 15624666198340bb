// Porter (1980) stemmer, plus one extra rule: a trailing "i" left after "-al" removal is dropped so
// that "financial" and "finance" (or "commercial" and "commerce") share a stem.
// Input must be a lowercase ASCII word.

function isCons(w: string, i: number): boolean {
  const c = w.charCodeAt(i);
  // a e i o u
  if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) return false;
  if (c === 121) return i === 0 ? true : !isCons(w, i - 1); // y
  return true;
}

/** Number of VC sequences in w[0..end). */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isCons(w, i)) i++;
  while (i < end) {
    while (i < end && !isCons(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isCons(w, i)) i++;
  }
  return n;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isCons(w, i)) return true;
  return false;
}

function doubleCons(w: string, end: number): boolean {
  return end >= 2 && w[end - 1] === w[end - 2] && isCons(w, end - 1);
}

/** cvc where the last c is not w, x or y. */
function cvc(w: string, end: number): boolean {
  if (end < 3 || !isCons(w, end - 1) || isCons(w, end - 2) || !isCons(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

type Rule = readonly [suffix: string, repl: string];

function applyRules(w: string, rules: readonly Rule[], minM: number): string {
  for (const [suf, rep] of rules) {
    if (w.endsWith(suf)) {
      const stemEnd = w.length - suf.length;
      return measure(w, stemEnd) > minM ? w.slice(0, stemEnd) + rep : w;
    }
  }
  return w;
}

const STEP2: readonly Rule[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: readonly Rule[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
].sort((a, b) => b.length - a.length);

// Agent compounds name the same trade as their first part: "salesperson", "salesman" -> "sales",
// "craftsman" -> "crafts"; so "Sales Associate" and "Retail Salespersons" share a word.
const AGENT = /^([a-z]{4,}?)(?:person|persons|people|man|men|woman|women)$/;

/** Longer than any English word; a longer token is left as it is. The rules below are quadratic
 * in the length of a run of "y"s (isCons recurses through it): 50,000 of them overflowed the
 * stack. */
const MAX_STEM_LENGTH = 45;

export function stem(word: string): string {
  let w = word;
  if (w.length <= 2 || w.length > MAX_STEM_LENGTH) return w;
  const agent = AGENT.exec(w);
  if (agent && !/(?:hu|wo|ger|ro|ottom|talis|shaman|ombuds|ateman|mad|cay|lay)$/.test(agent[1]!)) w = agent[1]!;

  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (doubleCons(w, w.length) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && cvc(w, w.length)) w += 'e';
  }

  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + 'i';

  w = applyRules(w, STEP2, 0);
  w = applyRules(w, STEP3, 0);

  // Step 4
  for (const suf of STEP4) {
    if (w.endsWith(suf)) {
      const end = w.length - suf.length;
      if (measure(w, end) > 1) {
        if (suf !== 'ion' || w[end - 1] === 's' || w[end - 1] === 't') w = w.slice(0, end);
      }
      break;
    }
  }

  // Step 5
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !cvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (w.endsWith('ll') && measure(w, w.length) > 1) w = w.slice(0, -1);

  if (w.length > 5 && w.endsWith('i') && isCons(w, w.length - 2)) w = w.slice(0, -1);
  return w;
}
