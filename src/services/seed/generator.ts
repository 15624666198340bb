// Deterministic synthetic candidates: candidate i of seed S is the same whatever N is, so a
// seed of 1,000 is a prefix of a seed of 1,000,000. Profiles come from O*NET occupations
// (occupations.data.json, see build-seed-data.ts): reported titles, core tasks, technology skills.
import data from './occupations.data.json';
import type { CandidateInput } from '../../domain/search/candidate-input';
import { mulberry32 } from '../../domain/random';

interface Occupation {
  code: string;
  title: string;
  weight: number;
  titles: string[];
  tasks: string[];
  skills: [string, number][];
}

const OCCUPATIONS = (data as unknown as { occupations: Occupation[] }).occupations;

function hash2(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** Cumulative weights for O(log n) weighted picks. */
function cumulative(weights: number[]): Float64Array {
  const c = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    c[i] = sum;
  });
  return c;
}

function pickIndex(cum: Float64Array, r: number): number {
  const x = r * cum[cum.length - 1]!;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const occupationCum = cumulative(OCCUPATIONS.map((o) => o.weight));
// Office suites are listed by nearly every O*NET occupation; people rarely lead with them.
const OFFICE = new Set([
  'Excel',
  'Microsoft Office',
  'Microsoft Word',
  'Microsoft Outlook',
  'Microsoft PowerPoint',
  'Microsoft Windows',
  'Microsoft Access',
  'Microsoft Project',
  'Microsoft SharePoint',
  'Microsoft Visio',
  'Adobe Acrobat',
]);
const skillCums = OCCUPATIONS.map((o) => cumulative(o.skills.map(([n, w]) => (OFFICE.has(n) ? w * 0.1 : w))));

const FIRST = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah ' +
  'Charles Karen Daniel Lisa Matthew Nancy Anthony Sandra Mark Ashley Steven Emily Andrew Kimberly Joshua Michelle Kevin Amanda ' +
  'Brian Melissa Aisha Fatima Omar Yusuf Layla Hassan Mei Wei Li Jun Hiroshi Yuki Haruto Sakura Min-jun Seo-yeon Ji-ho Priya Arjun ' +
  'Ananya Rohan Aditya Kavya Vikram Deepika Rahul Sneha Olusegun Chiamaka Kwame Amara Thabo Zanele Kofi Abena Lucas Sofia Mateo ' +
  'Valentina Santiago Camila Diego Isabella Gabriel Mariana João Ana Pedro Beatriz Luca Giulia Marco Chiara Lukas Anna Jonas Lea ' +
  'Felix Hannah Emma Noah Liam Olivia Elias Mia Hugo Chloé Louis Léa Jules Manon Sven Ingrid Lars Astrid Mikael Freja Piotr Zofia ' +
  'Jakub Katarzyna Dmitri Olga Ivan Natalia Mehmet Elif Emre Zeynep Nikos Eleni Cem Ayşe Tomás Lucía Pablo Carmen Siobhán Cian Aoife'
).split(' ');
const LAST = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor ' +
  'Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott ' +
  'Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Khan Ahmed Ali Hussain Rahman Chen Wang ' +
  'Zhang Liu Yang Huang Zhao Wu Zhou Sato Suzuki Takahashi Tanaka Watanabe Kim Park Choi Jung Kang Patel Sharma Singh Gupta Kumar ' +
  'Reddy Iyer Nair Mehta Okafor Adeyemi Mensah Owusu Nkosi Dlamini Mwangi Silva Santos Oliveira Souza Pereira Costa Ferreira Rossi ' +
  'Russo Ferrari Esposito Bianchi Romano Müller Schmidt Schneider Fischer Weber Becker Wagner Dubois Lefèvre Moreau Laurent Bernard ' +
  'Johansson Andersson Nilsson Larsen Hansen Nielsen Kowalski Nowak Wiśniewski Ivanov Petrov Novak Yılmaz Kaya Demir Papadopoulos ' +
  "Murphy O'Brien Kelly Byrne Walsh García Fernández González Martín Jiménez Van der Berg De Vries Jansen Bakker Cohen Levi"
).split(' ');

const LOCATIONS: [string, number][] = [
  ['New York, NY, USA', 40],
  ['San Francisco, CA, USA', 30],
  ['Seattle, WA, USA', 18],
  ['Austin, TX, USA', 14],
  ['Boston, MA, USA', 14],
  ['Chicago, IL, USA', 16],
  ['Los Angeles, CA, USA', 18],
  ['Denver, CO, USA', 9],
  ['Atlanta, GA, USA', 9],
  ['Washington, DC, USA', 10],
  ['San Diego, CA, USA', 8],
  ['San Jose, CA, USA', 8],
  ['Miami, FL, USA', 7],
  ['Dallas, TX, USA', 9],
  ['Houston, TX, USA', 8],
  ['Philadelphia, PA, USA', 7],
  ['Phoenix, AZ, USA', 6],
  ['Portland, OR, USA', 6],
  ['Minneapolis, MN, USA', 5],
  ['Raleigh, NC, USA', 5],
  ['Pittsburgh, PA, USA', 4],
  ['Salt Lake City, UT, USA', 4],
  ['Toronto, ON, Canada', 16],
  ['Vancouver, BC, Canada', 9],
  ['Montréal, QC, Canada', 7],
  ['Ottawa, ON, Canada', 3],
  ['Calgary, AB, Canada', 3],
  ['Mexico City, Mexico', 8],
  ['Guadalajara, Mexico', 3],
  ['São Paulo, Brazil', 12],
  ['Rio de Janeiro, Brazil', 5],
  ['Buenos Aires, Argentina', 7],
  ['Bogotá, Colombia', 5],
  ['Medellín, Colombia', 3],
  ['Santiago, Chile', 4],
  ['Lima, Peru', 3],
  ['London, United Kingdom', 30],
  ['Manchester, United Kingdom', 6],
  ['Edinburgh, United Kingdom', 4],
  ['Bristol, United Kingdom', 3],
  ['Dublin, Ireland', 9],
  ['Berlin, Germany', 16],
  ['Munich, Germany', 9],
  ['Hamburg, Germany', 6],
  ['Frankfurt, Germany', 5],
  ['Cologne, Germany', 3],
  ['Paris, France', 16],
  ['Lyon, France', 4],
  ['Toulouse, France', 2],
  ['Amsterdam, Netherlands', 12],
  ['Rotterdam, Netherlands', 3],
  ['Brussels, Belgium', 4],
  ['Zürich, Switzerland', 6],
  ['Geneva, Switzerland', 3],
  ['Vienna, Austria', 5],
  ['Madrid, Spain', 9],
  ['Barcelona, Spain', 10],
  ['Valencia, Spain', 3],
  ['Lisbon, Portugal', 7],
  ['Porto, Portugal', 3],
  ['Milan, Italy', 6],
  ['Rome, Italy', 4],
  ['Turin, Italy', 2],
  ['Stockholm, Sweden', 7],
  ['Gothenburg, Sweden', 2],
  ['Copenhagen, Denmark', 5],
  ['Oslo, Norway', 4],
  ['Helsinki, Finland', 4],
  ['Warsaw, Poland', 8],
  ['Kraków, Poland', 5],
  ['Wrocław, Poland', 3],
  ['Prague, Czechia', 5],
  ['Budapest, Hungary', 4],
  ['Bucharest, Romania', 4],
  ['Cluj-Napoca, Romania', 2],
  ['Sofia, Bulgaria', 3],
  ['Athens, Greece', 3],
  ['Istanbul, Türkiye', 7],
  ['Kyiv, Ukraine', 5],
  ['Lviv, Ukraine', 3],
  ['Tallinn, Estonia', 2],
  ['Vilnius, Lithuania', 2],
  ['Riga, Latvia', 2],
  ['Tel Aviv, Israel', 7],
  ['Dubai, United Arab Emirates', 7],
  ['Riyadh, Saudi Arabia', 3],
  ['Cairo, Egypt', 5],
  ['Lagos, Nigeria', 7],
  ['Nairobi, Kenya', 5],
  ['Accra, Ghana', 3],
  ['Cape Town, South Africa', 5],
  ['Johannesburg, South Africa', 5],
  ['Bengaluru, India', 22],
  ['Hyderabad, India', 10],
  ['Pune, India', 8],
  ['Mumbai, India', 10],
  ['New Delhi, India', 9],
  ['Chennai, India', 7],
  ['Karachi, Pakistan', 4],
  ['Lahore, Pakistan', 4],
  ['Dhaka, Bangladesh', 4],
  ['Singapore', 12],
  ['Kuala Lumpur, Malaysia', 5],
  ['Jakarta, Indonesia', 6],
  ['Manila, Philippines', 6],
  ['Ho Chi Minh City, Vietnam', 6],
  ['Hanoi, Vietnam', 4],
  ['Bangkok, Thailand', 5],
  ['Hong Kong', 6],
  ['Taipei, Taiwan', 5],
  ['Seoul, South Korea', 8],
  ['Tokyo, Japan', 12],
  ['Osaka, Japan', 4],
  ['Shanghai, China', 8],
  ['Shenzhen, China', 6],
  ['Sydney, NSW, Australia', 11],
  ['Melbourne, VIC, Australia', 9],
  ['Brisbane, QLD, Australia', 4],
  ['Auckland, New Zealand', 4],
  ['Wellington, New Zealand', 2],
  ['Remote', 25],
  ['Remote (US)', 10],
  ['Remote (EU)', 8],
];
const locationCum = cumulative(LOCATIONS.map(([, w]) => w));

const OPENERS = [
  '{Title} with {years} of experience.',
  '{Adj} {title} with {years} of hands-on experience.',
  '{Title} who has spent {years} delivering results for teams of every size.',
  '{Adj} {title}; {years} in the field.',
  'I am a {title} with {years} of experience.',
];
const ADJ = [
  'Experienced',
  'Pragmatic',
  'Detail-oriented',
  'Results-driven',
  'Versatile',
  'Curious',
  'Collaborative',
  'Dependable',
];
const CLOSERS = [
  'Comfortable with {skills}.',
  'Day to day I work with {skills}.',
  'Toolbox: {skills}.',
  'Strongest with {skills}.',
  'Recently focused on {skills}.',
];
const SENIOR = ['Senior', 'Lead', 'Principal', 'Staff'];

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.floor(r * list.length)]!;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, k: string) => vars[k] ?? '');
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Imperative O*NET task ("Analyze user needs ...") as a first-person sentence. */
function firstPerson(task: string): string {
  return `I ${task[0]!.toLowerCase()}${task.slice(1)}`;
}

/** The fixed reference instant of synthetic data: updated_at falls in the three years before it. */
export const SEED_EPOCH_MS = Date.UTC(2026, 10, 1);
const THREE_YEARS_MS = 3 * 365 * 86_400_000;

export function seedCandidateId(seed: number, index: number): string {
  return `cand_${seed}_${String(index).padStart(7, '0')}`;
}

export function generateCandidate(seed: number, index: number): CandidateInput {
  const r = mulberry32(hash2(seed, index));
  const occIndex = pickIndex(occupationCum, r());
  const occ = OCCUPATIONS[occIndex]!;
  const first = pick(FIRST, r());
  const last = pick(LAST, r());
  const hasName = r() >= 0.02;

  // Experience: a long right tail, most people between 2 and 15 years; 4% leave it blank.
  const expRaw = Math.floor(-Math.log(1 - r()) * 7.5);
  const experience = r() < 0.04 ? null : Math.min(expRaw, 45);
  const exp = experience ?? Math.floor(r() * 12);
  const baseTitle = pick(occ.titles, r());
  const seniority = exp >= 8 && r() < 0.7 ? pick(SENIOR, r()) + ' ' : exp <= 1 && r() < 0.5 ? 'Junior ' : '';
  const title = seniority + baseTitle;

  const cum = skillCums[occIndex]!;
  const want = 3 + Math.floor(r() * 10) + (r() < 0.1 ? Math.floor(r() * 12) : 0);
  const chosen = new Set<string>();
  for (let tries = 0; chosen.size < Math.min(want, occ.skills.length) && tries < want * 4; tries++) {
    chosen.add(occ.skills[pickIndex(cum, r())]![0]);
  }
  const skills = [...chosen];
  const top = skills.slice(0, 2 + Math.floor(r() * 2));

  const headline =
    r() < 0.55
      ? `${title} · ${top.slice(0, 2).join(', ')}`
      : r() < 0.5
        ? `${title} at ${pick(LAST, r())} ${pick(['Labs', 'Group', 'Systems', 'Health', 'Partners', 'Solutions', 'Analytics', '& Co.'], r())}`
        : title;
  const t1 = pick(occ.tasks, r());
  let t2 = pick(occ.tasks, r());
  if (t2 === t1) t2 = occ.tasks[(occ.tasks.indexOf(t1) + 1) % occ.tasks.length]!;
  const years = exp === 1 ? '1 year' : exp === 0 ? 'less than a year' : `${exp} years`;
  const vars = { Title: title, title: title.toLowerCase(), Adj: pick(ADJ, r()), years, skills: listOf(top) };
  const summary = [
    fill(pick(OPENERS, r()), vars),
    firstPerson(t1),
    firstPerson(t2),
    fill(pick(CLOSERS, r()), vars),
  ].join(' ');

  const location = r() < 0.03 ? null : LOCATIONS[pickIndex(locationCum, r())]![0];
  // Recent updates are likelier than old ones.
  const age = Math.floor(r() * r() * THREE_YEARS_MS);
  // About 10% hidden: private profile, not discoverable, or AI matching off.
  const privacy = { public_profile: r() >= 0.035, discoverable: r() >= 0.04, ai_matching: r() >= 0.03 };

  return {
    id: seedCandidateId(seed, index),
    name: hasName ? `${first} ${last}` : null,
    headline,
    summary,
    location,
    skills,
    experience_years: experience,
    updated_at: new Date(SEED_EPOCH_MS - age),
    privacy,
  };
}
