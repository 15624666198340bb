// Deterministic synthetic postings, resumes and transcripts for the engine benchmarks
// (generated here from the project's own taxonomy and fixtures, never from the evaluation data).
import { mulberry32 } from '../src/domain/random';
import { hotSkills } from '../src/domain/skills';
import { BACKEND_RESUME, POSTINGS } from '../support/fixtures/postings';
import { STRONG_BACKEND, WEAK_BACKEND } from '../support/fixtures/transcripts';

const TITLES = [
  'Backend Engineer',
  'Data Analyst',
  'Registered Nurse',
  'Frontend Developer',
  'Accountant',
  'Sales Manager',
  'Product Designer',
  'DevOps Engineer',
  'Teacher',
  'Mechanical Engineer',
  'HR Specialist',
  'Financial Analyst',
];
const LEVELS = ['', 'Senior ', 'Junior ', 'Lead ', 'Principal '];

export function syntheticPostings(n: number, seed = 7) {
  const r = mulberry32(seed);
  const skills = hotSkills();
  return Array.from({ length: n }, (_, i) => {
    const base = POSTINGS[i % POSTINGS.length]!;
    const own = Array.from({ length: 6 + Math.floor(r() * 6) }, () => skills[Math.floor(r() * skills.length)]!);
    const title = LEVELS[Math.floor(r() * LEVELS.length)]! + TITLES[Math.floor(r() * TITLES.length)]!;
    return {
      id: `bench-${seed}-${i}`,
      title,
      description: `${base.description} You will work with ${own.slice(0, 4).join(', ')} as a ${title.toLowerCase()}.`,
      location: base.location,
      employment_type: base.employment_type,
      skills: own,
      min_years: Math.floor(r() * 8),
    };
  });
}

export function resumeOf(chars: number): string {
  let out = BACKEND_RESUME;
  const extra = `\nProject: migrated billing to Go and PostgreSQL on Kubernetes; mentored engineers; wrote runbooks, on-call tooling and capacity plans.`;
  while (out.length < chars) out += extra;
  return out.slice(0, chars);
}

export function transcriptOf(chars: number): string {
  let out = '';
  for (let i = 0; out.length < chars; i++) out += (i % 3 === 2 ? WEAK_BACKEND : STRONG_BACKEND) + '\n';
  return out.slice(0, chars);
}
