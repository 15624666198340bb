// Hand-written postings and resumes for the calibration tests (invented people, employers and
// schools): one company's open postings in six occupations, and resumes that fit them strongly,
// partly or not at all.
import type { PostingInput } from '../../../src/domain/matching/index';

export const CAL_NOW = new Date('2025-06-01T00:00:00Z');

const posting = (p: Pick<PostingInput, 'id' | 'title' | 'description' | 'skills' | 'min_years'>): PostingInput => ({
  location: 'Remote',
  employment_type: 'FULL_TIME',
  updated_at: '2025-05-01T00:00:00.000Z',
  ...p,
});

export const BACKEND = posting({
  id: 'p-backend',
  title: 'Senior Backend Engineer',
  min_years: 5,
  description: `Build and run the backend services behind our payments platform. You will design REST APIs in Go,
own PostgreSQL schemas and migrations, ship services in Docker containers to Kubernetes on AWS, and take part in
on-call. You review code, mentor engineers and improve reliability and latency of production systems.`,
  skills: ['Go', 'PostgreSQL', 'Kubernetes', 'Docker', 'AWS', 'REST APIs'],
});

export const ICU_NURSE = posting({
  id: 'p-icu-nurse',
  title: 'ICU Registered Nurse',
  min_years: 2,
  description: `Care for critically ill adults in a 24-bed intensive care unit. Assess and monitor patients, manage
ventilated patients, titrate drips, administer medications and document in the electronic health record. Work
with physicians, respiratory therapists and families. Current BLS and ACLS certification is required.`,
  skills: ['Critical care', 'ACLS', 'BLS', 'Medication administration', 'Patient assessment'],
});

export const ACCOUNTANT = posting({
  id: 'p-accountant',
  title: 'Staff Accountant',
  min_years: 3,
  description: `Own the monthly close for two business units: journal entries, account reconciliations, accruals and
fixed assets. Prepare financial statements under GAAP, support the annual audit and maintain the general ledger.
Strong Excel skills and experience with accounts payable and accounts receivable are expected.`,
  skills: ['GAAP', 'Account reconciliation', 'General ledger', 'Financial reporting', 'Excel', 'Accounts payable'],
});

export const SOUS_CHEF = posting({
  id: 'p-sous-chef',
  title: 'Sous Chef',
  min_years: 4,
  description: `Run the line of a busy farm-to-table restaurant with the executive chef. Plan seasonal menus, cost
recipes, order produce, manage inventory, train and schedule cooks, and hold the kitchen to food safety
standards. Expect evening and weekend service.`,
  skills: ['Menu planning', 'Food safety', 'Inventory management', 'Recipe costing', 'Kitchen management'],
});

export const TEACHER = posting({
  id: 'p-teacher',
  title: 'Elementary School Teacher',
  min_years: 2,
  description: `Teach a third-grade class: plan lessons in reading, writing and mathematics, manage the classroom,
differentiate instruction for pupils who need more support or more challenge, assess progress and meet with
parents. A state teaching license is required.`,
  skills: ['Lesson planning', 'Classroom management', 'Differentiated instruction', 'Student assessment'],
});

export const ANALYST = posting({
  id: 'p-analyst',
  title: 'Data Analyst',
  min_years: 3,
  description: `Turn sales and operations data into decisions: write SQL against our warehouse, build Tableau
dashboards, analyse trends in Python and present findings to managers.`,
  skills: ['SQL', 'Python', 'Tableau', 'Statistics', 'Excel'],
});

export const COMPANY = [BACKEND, ICU_NURSE, ACCOUNTANT, SOUS_CHEF, TEACHER, ANALYST];

export const RESUMES = {
  backendSenior: `Senior Backend Engineer
Summary
Backend engineer with 8 years of experience building payment and billing services.
Skills
Go, PostgreSQL, Kubernetes, Docker, AWS, REST APIs, gRPC, Redis
Experience
Senior Backend Engineer, Lumen Pay   2020 - Present
Designed REST APIs in Go for card payments; owned PostgreSQL schemas and zero-downtime migrations.
Moved 30 services into Docker containers on Kubernetes (AWS EKS); led on-call and cut p99 latency by 40%.
Backend Engineer, Quarry Labs   2017 - 2019
Built billing services in Go and PostgreSQL; reviewed code and mentored two engineers.`,

  backendJunior: `Backend Engineer
Experience
Backend Engineer, Tidewater Apps   2023 - Present
Write Go services and REST APIs; keep our PostgreSQL database tidy and fix production bugs.
Skills
Go, PostgreSQL, Git, Linux`,

  icuNurse: `Registered Nurse, Intensive Care
Summary
ICU registered nurse with 6 years of critical care experience in a level I trauma center.
Experience
Registered Nurse, ICU, Riverside General Hospital   2019 - Present
Critical care for ventilated and post-surgical patients; patient assessment every hour; titrated drips and
medication administration; charge nurse on nights. Precepted new graduate nurses.
Licenses and certifications
RN license; BLS; ACLS; CCRN`,

  medSurgNurse: `Registered Nurse
Experience
Registered Nurse, Medical-Surgical Unit, Lakeview Hospital   2024 - Present
Care for 5 patients per shift on a medical-surgical floor; medication administration and wound care.
Licenses
RN license; BLS`,

  accountant: `Staff Accountant
Summary
Staff accountant with 5 years of experience in month-end close and audit support.
Skills
GAAP, account reconciliation, general ledger, financial reporting, Excel, accounts payable, NetSuite
Experience
Staff Accountant, Harbor Freight Partners   2020 - Present
Prepared journal entries, accruals and account reconciliations; produced monthly financial statements under GAAP.
Maintained the general ledger and supported the external audit. Ran accounts payable for 300 vendors.`,

  bookkeeper: `Bookkeeper
Experience
Bookkeeper, Corner Hardware Co.   2023 - Present
Entered invoices and ran accounts payable; kept the books in QuickBooks and Excel; prepared payroll.`,

  sousChef: `Sous Chef
Summary
Sous chef with 7 years of experience in high-volume restaurant kitchens.
Experience
Sous Chef, Olive and Ember   2019 - Present
Menu planning for seasonal menus; recipe costing; inventory management and produce orders; kitchen management
for a team of 12 cooks; food safety audits with a perfect score.
Line Cook, The Blue Door   2016 - 2018
Grill and saute stations for 200 covers a night.`,

  lineCook: `Line Cook
Experience
Line Cook, Harbor Grill   2023 - Present
Prep and grill station; followed food safety rules and recipes; helped with the weekly inventory.`,

  teacher: `Elementary School Teacher
Summary
Third-grade teacher with 6 years of experience and a state teaching license.
Experience
Elementary School Teacher, Maple Grove Elementary   2019 - Present
Lesson planning for reading, writing and mathematics; classroom management for 26 pupils; differentiated
instruction in small groups; student assessment and parent conferences.`,

  analyst: `Data Analyst
Experience
Data Analyst, Northbeam Retail   2019 - Present
Write SQL against the sales warehouse, build Tableau dashboards, and analyse pricing tests with Python and statistics.
Excel models for the finance team.`,
};
