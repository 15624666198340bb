// Years of experience from a resume: stated totals ("7 years of experience", "15+ yrs
// experience") and employment date ranges ("2015-2020", "Aug 2013 - Current", "06/2013 to
// 09/2015"), overlapping ranges merged. Ranges in education sections or lines are ignored.

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DATE = `(?:${MONTH}\\.?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\\d{2}|(?:19|20)\\d{2})`;
const RANGE = new RegExp(
  `(${DATE})\\s*(?:-|–|—|to|thru|through|until|till)\\s*(${DATE}|present|current|now|today|date)\\b`,
  'gi',
);
const STATED = [
  /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?)['’]?\s+(?:of\s+)?(?:[a-z&/-]+\s+){0,4}?(?:experience|expertise)/gi,
  /\b(?:experience|expertise)\s+(?:of\s+)?(?:over\s+|more than\s+)?(\d{1,2})\s*\+?\s*(?:years?|yrs?)/gi,
];
const EDUCATION_LINE =
  /\b(?:universit|college|school|academy|bachelor|master'?s|mba|ph\.?d|degree|diploma|gpa|graduat|coursework|b\.?sc?\b|m\.?sc?\b|b\.?a\.?\b)/i;
const EDUCATION_HEADING =
  /^\s*(?:education|education and training|academic|training|certifications?|licenses?)\b[^\n]{0,30}$/i;
const OTHER_HEADING =
  /^\s*(?:experience|work|professional|employment|career|skills|summary|accomplishments|projects|volunteer)\b[^\n]{0,30}$/i;

/** Month index (years * 12 + month) of a date written in a resume. */
function monthIndex(s: string, end: boolean, now: Date): number | null {
  const l = s.toLowerCase();
  if (/^(?:present|current|now|today|date)$/.test(l)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const y = l.match(/(?:19|20)\d{2}/);
  if (!y) return null;
  const year = Number(y[0]);
  const m = l.match(/^[a-z]+/);
  let month = m ? MONTHS[m[0].slice(0, m[0].startsWith('sept') ? 4 : 3)] : undefined;
  if (month === undefined) {
    const num = l.match(/^(\d{1,2})[/.-]/);
    month = num ? Number(num[1]) - 1 : end ? 11 : 0;
  }
  return year * 12 + month;
}

/** Character ranges of education sections. */
function educationSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let open = -1;
  let pos = 0;
  for (const line of text.split('\n')) {
    if (EDUCATION_HEADING.test(line)) {
      if (open < 0) open = pos;
    } else if (open >= 0 && OTHER_HEADING.test(line)) {
      spans.push([open, pos]);
      open = -1;
    }
    pos += line.length + 1;
  }
  if (open >= 0) spans.push([open, text.length]);
  return spans;
}

function lineAround(text: string, at: number): string {
  const s = text.lastIndexOf('\n', at - 1) + 1;
  const e = text.indexOf('\n', at);
  return text.slice(s, e < 0 ? text.length : e);
}

export function yearsOfExperience(text: string, now: Date): number | null {
  let stated = 0;
  for (const re of STATED) {
    for (const m of text.matchAll(re)) {
      const n = Number(m[1]);
      if (n > 0 && n <= 50) stated = Math.max(stated, n);
    }
  }
  const edu = educationSpans(text);
  const nowIdx = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges: Array<[number, number]> = [];
  for (const m of text.matchAll(RANGE)) {
    const at = m.index ?? 0;
    if (edu.some(([s, e]) => at >= s && at < e) || EDUCATION_LINE.test(lineAround(text, at))) continue;
    const a = monthIndex(m[1]!, false, now);
    const b = monthIndex(m[2]!, true, now);
    if (a === null || b === null || b < a || a > nowIdx) continue;
    ranges.push([a, Math.min(b, nowIdx) + 1]);
  }
  ranges.sort((x, y) => x[0] - y[0]);
  let months = 0;
  let cur: [number, number] | null = null;
  for (const r of ranges) {
    if (cur && r[0] <= cur[1]) cur[1] = Math.max(cur[1], r[1]);
    else {
      if (cur) months += cur[1] - cur[0];
      cur = [r[0], r[1]];
    }
  }
  if (cur) months += cur[1] - cur[0];
  const fromRanges = Math.min(50, months / 12);
  const years = Math.max(stated, fromRanges);
  return years > 0 ? Math.round(years * 10) / 10 : null;
}
