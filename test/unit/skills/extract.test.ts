import { describe, expect, it } from 'vitest';
import { extractSkills } from '../../../src/domain/skills/index';

const names = (text: string): string[] => extractSkills(text).map((s) => s.name);

describe('extractSkills: short and ambiguous names', () => {
  it.each([
    ['Skills: Python, Go, SQL', ['Python', 'Go', 'SQL']],
    ['Languages: C, C++, C#, R and Java', ['C', 'C++', 'C#', 'R', 'Java']],
    ['Built services in Go programming language', ['Go']],
    ['Statistical modelling in R.', ['Statistics', 'R']],
    ['Languages: Go, Rust, Scala', ['Go', 'Rust', 'Scala']],
    ['Languages: C/C++, Java', ['C', 'C++', 'Java']],
    ['Statistical programming in R, Python and SAS', ['R', 'Python', 'SAS']],
    ['Led AI and ML initiatives; improved UX.', ['AI', 'Machine learning', 'UX']],
    ['Deployed to k8s with Docker on AWS', ['Kubernetes', 'Docker', 'AWS']],
    ['Frontend: ReactJS, Node.js, TypeScript', ['React', 'Node.js', 'TypeScript']],
    [
      'Tools: Microsoft Word, Excel, Access, PowerPoint & Outlook',
      ['Microsoft Word', 'Excel', 'Microsoft Access', 'Microsoft PowerPoint', 'Microsoft Outlook'],
    ],
    ['Proficient in QuickBooks, Quick Books Online and MS Excel', ['QuickBooks', 'Excel']],
    ['Drafting in Auto-Cad and Solid Works', ['AutoCAD', 'SolidWorks']],
    ['Config management with Chef, Puppet and Ansible', ['Chef', 'Puppet', 'Ansible']],
    ['HTML/CSS, CI/CD, A/B testing', ['HTML', 'CSS', 'CI/CD', 'A/B testing']],
    ['ASP.NET and .NET Core services', ['ASP.NET', '.NET']],
  ])('%s', (text, want) => {
    expect(names(text)).toEqual(want);
  });
});

describe('extractSkills: no false positives in ordinary English', () => {
  it.each([
    'I like to go to the market on weekends.',
    'Ready to go above and beyond for every guest.',
    'Reported to the C-level team and the R&D department.',
    'John R. Smith, a friendly executive chef.',
    'Vitamin C and a grade of C in chemistry.',
    'We excel at customer outreach and access to care.',
    'Executive Chef with a passion for seasonal menus.',
    'Word of mouth brought new clients; the project went well.',
    'She took a swift look at the ruby necklace.',
    'Met with the team to review the outlook for next quarter.',
    'Contact: jane.python@example.com or visit my site.',
  ])('%s', (text) => {
    expect(names(text)).toEqual([]);
  });
});

describe('extractSkills: output shape', () => {
  it('orders by first occurrence and counts every mention', () => {
    const text = 'SQL first. Then Python. More SQL, and sql again with Python.';
    const got = extractSkills(text);
    expect(got.map((s) => [s.name, s.key, s.count])).toEqual([
      ['SQL', 'sql', 3],
      ['Python', 'python', 2],
    ]);
    expect(got[0]!.first).toBe(0);
    expect(got[1]!.first).toBe(text.indexOf('Python'));
  });

  it('prefers the longest name at a position', () => {
    expect(names('Experience with Microsoft SQL Server and SQL')).toEqual(['Microsoft SQL Server', 'SQL']);
    expect(names('Ruby on Rails apps')).toEqual(['Ruby on Rails']);
  });

  it('handles 50,000 characters (speed sanity, not a timed assertion)', () => {
    const para =
      'Senior Data Analyst. Built dashboards in Tableau and Power BI, wrote SQL and Python, ' +
      'automated reports in Excel, and went to the market to meet customers.\n';
    const text = para.repeat(Math.ceil(50_000 / para.length)).slice(0, 50_000);
    const got = extractSkills(text);
    expect(got.map((s) => s.name)).toEqual(['Tableau', 'Power BI', 'SQL', 'Python', 'Excel']);
    expect(got[0]!.count).toBeGreaterThan(200);
  });
});
