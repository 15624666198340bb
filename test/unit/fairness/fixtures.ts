// Resumes, postings, transcripts, names and personal details written for the fairness tests
// (invented people and employers). Each occupation's body holds the job facts that must survive
// blinding; each person holds the details that must not.
import type { PostingInput } from '../../../src/domain/matching/index';

export const NOW = new Date('2025-06-01T00:00:00Z');

export interface Occupation {
  title: string;
  body: string;
  /** Job content that must survive blinding word for word. */
  facts: string[];
}

export const OCCUPATIONS: Occupation[] = [
  {
    title: 'Backend Engineer',
    body: `Summary
Backend engineer with 8 years of experience building payment APIs in Go, Python and PostgreSQL.
Skills
Go, Python, PostgreSQL, Kubernetes, Docker, AWS, Terraform, CI/CD, REST APIs
Experience
Senior Backend Engineer, Northwind Payments   2019 - Present
Designed idempotent payment services in Go on Kubernetes; cut p99 latency from 900 ms to 140 ms.
Backend Engineer, Fabrikam Logistics   Jan 2016 - Dec 2018
Built REST APIs in Python and tuned PostgreSQL queries; automated CI/CD with Terraform on AWS.
Education
B.S. in Computer Science, Lakeside University, 2012 - 2016`,
    facts: [
      'Backend Engineer',
      'Northwind Payments',
      'Fabrikam Logistics',
      '8 years of experience',
      '2019 - Present',
      'Jan 2016 - Dec 2018',
      'B.S. in Computer Science',
      'Lakeside University',
      'PostgreSQL',
      'Kubernetes',
      'Terraform',
    ],
  },
  {
    title: 'ICU Nurse',
    body: `Summary
Registered nurse with 6 years of experience in a 24-bed medical ICU, caring for patients with sepsis and diabetes.
Licenses
RN license, BLS and ACLS certified
Experience
Staff Nurse, ICU, Riverside General Hospital   2020 - Present
Titrated vasoactive drips, managed ventilated patients and documented care in Epic.
Staff Nurse, Medical-Surgical Unit, Harbor Community Hospital   2018 - 2020
Administered medications, monitored vital signs and taught wound care to families.
Education
Bachelor of Science in Nursing, Coastal State University, 2014 - 2018`,
    facts: [
      'ICU Nurse',
      'Riverside General Hospital',
      'Harbor Community Hospital',
      '6 years of experience',
      '2020 - Present',
      'Bachelor of Science in Nursing',
      'BLS and ACLS',
      'patients with sepsis and diabetes',
      'Epic',
    ],
  },
  {
    title: 'Staff Accountant',
    body: `Summary
Accountant with 5 years of experience in month-end close, reconciliations and audit support.
Skills
Excel, QuickBooks, SAP, GAAP, accounts payable, accounts receivable, financial reporting
Experience
Staff Accountant, Brightwater Foods   2021 - Present
Ran the month-end close in SAP and reconciled 40 bank accounts; prepared GAAP financial reporting.
Accounts Payable Clerk, Contoso Retail   2019 - 2021
Processed 600 invoices a month in QuickBooks and supported the external audit.
Education
B.A. in Accounting, Valley College, 2015 - 2019`,
    facts: [
      'Staff Accountant',
      'Brightwater Foods',
      'Contoso Retail',
      '5 years of experience',
      '2021 - Present',
      'B.A. in Accounting',
      'Valley College',
      'QuickBooks',
      'GAAP',
    ],
  },
  {
    title: 'Warehouse Supervisor',
    body: `Summary
Warehouse supervisor with 10 years of experience leading shifts of 30 associates in distribution centers.
Skills
Inventory management, forklift certification, WMS, OSHA safety, scheduling, Excel
Experience
Warehouse Supervisor, Tailspin Distribution   2017 - Present
Led night shifts of 30 associates; cut picking errors by 35% with WMS scanning and cycle counts.
Forklift Operator, Alpine Freight   2013 - 2017
Loaded trailers, kept OSHA safety records and trained new operators.
Education
Associate of Applied Science in Logistics, Northgate Community College, 2011 - 2013`,
    facts: [
      'Warehouse Supervisor',
      'Tailspin Distribution',
      'Alpine Freight',
      '10 years of experience',
      '2017 - Present',
      'Associate of Applied Science in Logistics',
      'OSHA safety',
      'WMS',
    ],
  },
];

const posting = (p: Pick<PostingInput, 'id' | 'title' | 'description' | 'skills' | 'min_years'>): PostingInput => ({
  location: 'Remote',
  employment_type: 'FULL_TIME',
  updated_at: '2025-05-01T00:00:00.000Z',
  ...p,
});

export const POSTINGS: PostingInput[] = [
  posting({
    id: 'p-backend',
    title: 'Senior Backend Engineer',
    min_years: 5,
    description:
      'Build payment services in Go and Python on Kubernetes in AWS; own PostgreSQL schemas and CI/CD with Terraform.',
    skills: ['Go', 'Python', 'PostgreSQL', 'Kubernetes', 'AWS', 'Terraform', 'CI/CD', 'Kafka'],
  }),
  posting({
    id: 'p-icu',
    title: 'ICU Registered Nurse',
    min_years: 2,
    description:
      'Care for critically ill patients in a medical ICU: titrate drips, manage ventilators, document in Epic. BLS and ACLS required.',
    skills: ['Patient care', 'BLS', 'ACLS', 'Epic', 'Medication administration', 'Vital signs'],
  }),
  posting({
    id: 'p-accountant',
    title: 'Staff Accountant',
    min_years: 3,
    description:
      'Own month-end close, bank reconciliations and GAAP financial reporting in SAP; support the annual audit.',
    skills: ['Excel', 'SAP', 'GAAP', 'Financial reporting', 'Accounts payable', 'Reconciliation'],
  }),
  posting({
    id: 'p-warehouse',
    title: 'Warehouse Shift Supervisor',
    min_years: 4,
    description:
      'Lead a shift of associates in our distribution center; inventory management, WMS, OSHA safety and scheduling.',
    skills: ['Inventory management', 'WMS', 'OSHA', 'Scheduling', 'Forklift'],
  }),
  posting({
    id: 'p-chef',
    title: 'Line Cook',
    min_years: null,
    description: 'Prepare dishes on the grill and saute stations; keep food safety standards and help with inventory.',
    skills: ['Food safety', 'Knife skills', 'Inventory management'],
  }),
];

/** Names from many cultures and scripts, with particles, hyphens, apostrophes and diacritics. */
export const NAMES = [
  'Jordan Lee',
  'Priya Sharma',
  'José García',
  'Maria de la Cruz',
  'Mohammed bin Rashid',
  'Nguyễn Thị Lan',
  'Ludwig van der Berg',
  'Olúwaseun Adébáyọ̀',
  'Aoife Ní Bhriain',
  'Chloé Martin',
  'Zoë Ng',
  "Mary-Jane O'Neil",
  'Lakisha Washington',
  'Kwame Mensah',
  'Siobhán Kelly',
  'Björn Ångström',
  'Emily Walsh',
  'Fatima Zahra El Amrani',
  'Santiago Pérez',
  'Hana Kim',
  'Ana María López de la Fuente',
  'Dang The Phong',
  'Иван Петров',
  'Αλέξανδρος Παπαδόπουλος',
  '王芳',
  '山田 太郎',
  '김민준',
  'प्रिया शर्मा',
  'محمد الأحمد',
  'דוד כהן',
  'Li Wei (李伟)',
  'Amara Okafor',
];

export const PRONOUNS = ['she/her', 'he/him', '(they/them)', 'ze/hir', 'She/Her', '(he/him)'];
export const AGES = [24, 31, 45, 58, 63];
export const FAMILY = ['Mother of two', 'Father of two', 'Married with 3 kids', 'Single', 'Divorced', 'Married'];
export const NATIONALITY = [
  'Kenyan citizen',
  'Nationality: Brazilian',
  'US citizen',
  'Citizenship: Indian',
  'Permanent resident',
];
export const RELIGION = ['Religion: Hindu', 'Practising Muslim', 'Devout Catholic', 'Religion: Jewish', 'Buddhist'];
export const ETHNICITY = ['Ethnicity: Hispanic', 'Ethnicity: Asian', 'Biracial', 'Race: Black'];
export const DISABILITY = [
  'Wheelchair user',
  'Disability: hearing impaired',
  'Health: type 1 diabetes',
  'Disability: none',
];
export const ADDRESS = [
  '12 Oak Street, Springfield, IL 62704',
  '400 Elm Avenue, Austin, TX 73301',
  'Calle Mayor 5, 28013 Madrid',
  'Paris, France',
];
export const PHONE = ['(555) 123-4567', '+1 212 555 0199', '+44 20 7946 0958', '+91 98765 43210'];
export const EMAIL = ['jordan.lee@example.com', 'p.sharma@mail.example.org', 'candidate42@example.net'];
export const PHOTO = [
  '![photo](headshot.jpg)',
  'Photo: me.png',
  '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==">',
  'linkedin.com/in/someone-123',
];
