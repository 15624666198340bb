// From a free-text role ("Senior Backend Engineer", "Registered Nurse", "Summer Intern") to the
// skills and concepts an interviewer would expect to hear, for technical_accuracy. A small
// curated table gives the concepts of common role families (O*NET lists tools, not ideas such
// as "caching" or "triage"); the skills taxonomy canonicalises tool names so they meet the
// extractor's names, and adds any tool the role itself names ("React Developer").

import { canonicalSkill, extractSkills } from '../skills';
import type { ScoreInterviewInput } from './score-interview';

interface RoleFamily {
  pattern: RegExp;
  skills: string[];
}

// First matching family wins, so specific titles come before general ones.
const FAMILIES: RoleFamily[] = [
  {
    pattern: /front[\s-]?end|\bui\s+(?:developer|engineer)|web developer/,
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'CSS',
      'HTML',
      'accessibility',
      'performance',
      'state management',
      'browser',
      'testing',
      'REST APIs',
      'responsive design',
    ],
  },
  {
    pattern: /full[\s-]?stack/,
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'SQL',
      'REST APIs',
      'database',
      'caching',
      'authentication',
      'testing',
      'deployment',
      'CSS',
    ],
  },
  {
    pattern: /back[\s-]?end|server[\s-]side|api (?:developer|engineer)|platform engineer/,
    skills: [
      'Python',
      'Java',
      'Go',
      'Node.js',
      'SQL',
      'PostgreSQL',
      'REST APIs',
      'Microservices',
      'Docker',
      'Kubernetes',
      'Redis',
      'Apache Kafka',
      'caching',
      'database index',
      'latency',
      'scalability',
      'queue',
      'testing',
      'monitoring',
    ],
  },
  {
    pattern: /devops|site reliability|\bsre\b|infrastructure|cloud engineer/,
    skills: [
      'Linux',
      'Docker',
      'Kubernetes',
      'Terraform',
      'AWS',
      'CI/CD',
      'Jenkins',
      'monitoring',
      'alerting',
      'incident',
      'automation',
      'networking',
      'rollback',
      'latency',
    ],
  },
  {
    pattern: /mobile|\bios\b|android/,
    skills: [
      'Swift',
      'Kotlin',
      'React Native',
      'Flutter',
      'offline',
      'performance',
      'battery',
      'push notifications',
      'testing',
      'accessibility',
      'REST APIs',
      'app store',
    ],
  },
  {
    pattern: /\bqa\b|quality assurance|test engineer|\bsdet\b|tester/,
    skills: [
      'test plan',
      'test case',
      'regression',
      'automation',
      'Selenium',
      'Cypress',
      'bug',
      'edge case',
      'Jira',
      'API testing',
      'performance testing',
    ],
  },
  {
    pattern: /data engineer/,
    skills: [
      'SQL',
      'Python',
      'Apache Spark',
      'Apache Kafka',
      'Apache Airflow',
      'ETL',
      'data warehouse',
      'data pipeline',
      'schema',
      'partition',
      'data quality',
      'batch',
      'streaming',
    ],
  },
  {
    pattern: /data scien|machine learning|\bml\b|\bai\b engineer|deep learning/,
    skills: [
      'Python',
      'SQL',
      'Machine learning',
      'statistics',
      'regression',
      'classification',
      'feature engineering',
      'cross-validation',
      'overfitting',
      'Pandas',
      'scikit-learn',
      'A/B testing',
      'model',
    ],
  },
  {
    pattern: /data analyst|business analyst|analytics|business intelligence|\bbi\b|reporting analyst/,
    skills: [
      'SQL',
      'Excel',
      'Tableau',
      'Power BI',
      'Python',
      'dashboard',
      'pivot table',
      'statistics',
      'regression',
      'A/B testing',
      'data cleaning',
      'visualization',
      'KPI',
      'stakeholder',
    ],
  },
  {
    pattern: /nurse|nursing|\brn\b|\blpn\b|\bcna\b/,
    skills: [
      'patient assessment',
      'vital signs',
      'medication administration',
      'triage',
      'care plan',
      'EHR',
      'Epic',
      'infection control',
      'patient education',
      'documentation',
      'IV',
      'HIPAA',
      'handoff',
      'escalate',
      'patient safety',
    ],
  },
  {
    pattern: /sales|account executive|business development|\bsdr\b|\bbdr\b|account manager/,
    skills: [
      'CRM',
      'Salesforce',
      'pipeline',
      'prospecting',
      'quota',
      'negotiation',
      'closing',
      'discovery call',
      'objection',
      'forecast',
      'cold call',
      'follow-up',
      'revenue',
    ],
  },
  {
    pattern: /customer (?:support|service|success)|help\s?desk|support specialist|call center/,
    skills: [
      'ticket',
      'Zendesk',
      'CRM',
      'escalation',
      'troubleshooting',
      'customer satisfaction',
      'empathy',
      'resolution time',
      'knowledge base',
      'follow-up',
      'SLA',
    ],
  },
  {
    pattern: /product manager|product owner/,
    skills: [
      'roadmap',
      'user research',
      'prioritization',
      'metrics',
      'A/B testing',
      'stakeholder',
      'requirements',
      'user story',
      'MVP',
      'Jira',
      'customer',
      'launch',
    ],
  },
  {
    pattern: /project manager|program manager|scrum master|delivery manager/,
    skills: [
      'scope',
      'timeline',
      'budget',
      'risk',
      'stakeholder',
      'Agile',
      'Scrum',
      'Jira',
      'Microsoft Project',
      'milestone',
      'dependency',
      'status report',
    ],
  },
  {
    pattern: /design(?:er)?\b|\bux\b|user experience/,
    skills: [
      'Figma',
      'user research',
      'prototype',
      'wireframe',
      'usability testing',
      'accessibility',
      'design system',
      'persona',
      'user flow',
      'iteration',
    ],
  },
  {
    pattern: /marketing|\bseo\b|content|social media|growth/,
    skills: [
      'Google Analytics',
      'SEO',
      'campaign',
      'conversion',
      'audience',
      'content',
      'A/B testing',
      'email marketing',
      'budget',
      'brand',
      'funnel',
      'KPI',
    ],
  },
  {
    pattern: /account(?:ant|ing)|finance|financial|auditor|bookkeep|controller/,
    skills: [
      'Excel',
      'QuickBooks',
      'GAAP',
      'reconciliation',
      'general ledger',
      'accounts payable',
      'accounts receivable',
      'audit',
      'financial statement',
      'forecast',
      'budget',
      'variance',
    ],
  },
  {
    pattern: /teacher|tutor|instructor|educator|lecturer/,
    skills: [
      'lesson plan',
      'curriculum',
      'assessment',
      'differentiation',
      'classroom management',
      'feedback',
      'learning objective',
      'engagement',
      'parents',
      'student progress',
    ],
  },
  {
    pattern: /software|developer|programmer|engineer/,
    skills: [
      'Python',
      'Java',
      'JavaScript',
      'SQL',
      'Git',
      'data structure',
      'algorithm',
      'testing',
      'debugging',
      'code review',
      'REST APIs',
      'complexity',
      'design',
    ],
  },
];

// Roles with no field ("Summer Intern", "Graduate Trainee") get no list on purpose. Their
// interviews are behavioural, and the transferable skills they probe (teamwork, leadership,
// organisation) show in how answers are told, which communication and problem_solving score.
// Counting mentions of those words would reward buzzwords ("I'm a great team player"), not
// knowledge. technical_accuracy then rests on how soundly and specifically claims are made.

const MAX_SKILLS = 20;

/**
 * Tools (written capitalised in the table: "Excel", "Kubernetes") take the taxonomy's canonical
 * name so they meet the extractor's names. Concepts (lower case: "caching", "project") stay
 * literal: the taxonomy would read "project" as the product Microsoft Project.
 */
function canonical(skill: string): string {
  return /^\p{Lu}/u.test(skill) ? (canonicalSkill(skill) ?? skill) : skill;
}

/**
 * Expected skills and concepts for a role, most characteristic first (at most 20); empty for a
 * role with no recognisable field. "Software Engineering Intern" gets the software list.
 */
export function expectedSkillsForRole(role: string): string[] {
  const r = role.toLowerCase().replace(/\s+/g, ' ');
  const family = FAMILIES.find((f) => f.pattern.test(r));
  const named = extractSkills(role).map((s) => s.name);
  const list = [...named, ...(family?.skills ?? [])];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of list.map(canonical)) {
    const k = s.toLowerCase();
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(s);
  }
  return out.slice(0, MAX_SKILLS);
}

/** The role-dependent part of a ScoreInterviewInput: expected skills plus the extractor. */
export function roleScoringContext(role: string): Pick<ScoreInterviewInput, 'expectedSkills' | 'extractSkills'> {
  return { expectedSkills: expectedSkillsForRole(role), extractSkills };
}
