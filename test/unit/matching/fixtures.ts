// Hand-written resumes and postings for the matching tests (invented people and companies).
import type { PostingInput } from '../../../src/domain/matching/index';

export const NOW = new Date('2025-06-01T00:00:00Z');

const posting = (
  p: Partial<PostingInput> & Pick<PostingInput, 'id' | 'title' | 'description' | 'skills'>,
): PostingInput => ({
  location: 'Remote',
  employment_type: 'FULL_TIME',
  min_years: null,
  updated_at: '2025-05-01T00:00:00.000Z',
  ...p,
});

export const DATA_ANALYST = posting({
  id: 'job-data-analyst',
  title: 'Data Analyst',
  location: 'Chicago, IL',
  min_years: 3,
  description: `We are looking for a Data Analyst to turn sales and operations data into decisions.
You will write SQL against our warehouse, build Tableau dashboards, analyse trends with Python
and statistics, and present findings to managers. Experience with Excel modelling, A/B testing
and data visualization is expected. You will partner with finance and marketing on reporting.`,
  skills: ['SQL', 'Python', 'Tableau', 'Excel', 'Statistics', 'A/B testing', 'Data visualization', 'Power BI'],
});

export const BACKEND_ENGINEER = posting({
  id: 'job-backend',
  title: 'Backend Software Engineer',
  min_years: 5,
  description: `Design and build backend services in Go and Python that run on Kubernetes in AWS.
You will own PostgreSQL schemas, write REST APIs, improve CI/CD pipelines and on-call tooling,
and review code. Docker, Terraform and observability with Prometheus are part of daily work.`,
  skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Docker', 'AWS', 'Python', 'Terraform', 'CI/CD'],
});

export const NURSE = posting({
  id: 'job-nurse',
  title: 'Registered Nurse',
  location: 'Boston, MA',
  min_years: 2,
  description: `Provide direct patient care on a busy medical-surgical unit. Assess patients, administer
medications, monitor vital signs, document in the EHR (Epic) and educate patients and families.
Current BLS and ACLS certification required; wound care and infection control experience a plus.`,
  skills: ['Patient care', 'Medication administration', 'Vital signs', 'EHR', 'Epic', 'BLS', 'ACLS', 'Wound care'],
});

export const CHEF = posting({
  id: 'job-chef',
  title: 'Executive Chef',
  location: 'Austin, TX',
  description: `Lead our kitchen team: plan seasonal menus, cost recipes, order food and supplies, train cooks,
and keep food safety standards. Experience running a restaurant kitchen and managing inventory.`,
  skills: ['Menu planning', 'Food safety', 'Inventory management', 'Cost control'],
});

export const POSTINGS = [DATA_ANALYST, BACKEND_ENGINEER, NURSE, CHEF];

/** A data analyst: strong for DATA_ANALYST; names two of BACKEND_ENGINEER's skills (Python, AWS), not its job. */
export const ANALYST_RESUME = `Senior Data Analyst
Summary
Data analyst with 7 years of experience turning messy data into clear decisions for sales and
operations teams. Comfortable from SQL queries to executive presentations.
Skills
SQL, Python (pandas), Tableau, Excel, statistics, A/B testing, data visualization, AWS
Experience
Senior Data Analyst, Northwind Retail   2020 - Present
Built Tableau dashboards for 40 store managers; automated weekly sales reporting with Python and SQL.
Designed A/B tests for pricing experiments and presented results to the finance team.
Data Analyst, Contoso Logistics   Jan 2016 - Dec 2019
Analysed shipment data in SQL and Excel; reduced late deliveries by 12% through trend analysis.
Education
B.S. in Statistics, State University, 2011 - 2015`;

/** Names skills only through aliases: golang, k8s, postgres, docker compose, amazon web services. */
export const ALIAS_RESUME = `Backend Engineer
Experience
Backend Engineer, Fabrikam   2019 - Present
Wrote golang microservices deployed on k8s; tuned postgres queries; packaged services with docker compose
on amazon web services; maintained continuous integration pipelines.
Skills
golang, k8s, postgres, docker compose, amazon web services, terraform`;

/** Personal details in the header: swapped in the fairness test, never allowed to matter. */
export function withPersonalDetails(
  body: string,
  p: {
    name: string;
    pronouns: string;
    email: string;
    phone: string;
    address: string;
    born: string;
    status: string;
    nationality: string;
    gender: string;
    age: number;
  },
): string {
  return `${p.name}
${p.pronouns}
${p.email} | ${p.phone}
${p.address}
Date of birth: ${p.born}
Age ${p.age}
Gender: ${p.gender}
Marital status: ${p.status}
Nationality: ${p.nationality}
${body}`;
}

export const PERSON_A = {
  name: 'Jane Doe',
  pronouns: 'she/her',
  email: 'jane.doe@example.com',
  phone: '(555) 123-4567',
  address: '12 Oak Street, Springfield, IL 62704',
  born: '14 March 1996',
  status: 'Married',
  nationality: 'Canadian',
  gender: 'Female',
  age: 29,
};

export const PERSON_B = {
  name: 'Rahul Singh',
  pronouns: 'he/him',
  email: 'rahul.singh@example.org',
  phone: '+1 212 555 0199',
  address: '400 Elm Avenue, Austin, TX 73301',
  born: '2 July 1967',
  status: 'Single',
  nationality: 'Indian',
  gender: 'Male',
  age: 58,
};
