import { describe, expect, it } from 'vitest';
import { expectedSkillsForRole, roleScoringContext } from '../../../src/domain/scoring/role-skills';
import { scoreInterview } from '../../../src/domain/scoring/score-interview';
import { backend, dataAnalyst, nurse } from './fixtures';

describe('expectedSkillsForRole', () => {
  it('maps common role titles to their family, with canonical tool names', () => {
    expect(expectedSkillsForRole('Backend Engineer')).toEqual(
      expect.arrayContaining(['PostgreSQL', 'REST APIs', 'Apache Kafka', 'caching']),
    );
    expect(expectedSkillsForRole('Senior Back-end Engineer (Payments)')).toEqual(
      expectedSkillsForRole('Backend Engineer'),
    );
    expect(expectedSkillsForRole('Data Analyst')).toEqual(
      expect.arrayContaining(['SQL', 'Excel', 'Tableau', 'dashboard']),
    );
    expect(expectedSkillsForRole('Registered Nurse')).toEqual(expect.arrayContaining(['triage', 'vital signs', 'EHR']));
    expect(expectedSkillsForRole('Account Executive')).toEqual(expect.arrayContaining(['Salesforce', 'pipeline']));
  });

  it('adds the tools a role names itself, first', () => {
    expect(expectedSkillsForRole('React Developer')[0]).toBe('React');
  });

  it('keeps concepts literal instead of mistaking them for products', () => {
    const analyst = expectedSkillsForRole('Data Analyst');
    expect(analyst).toContain('statistics');
    expect(analyst).not.toContain('Microsoft Project');
  });

  it('gives roles with no field (such as a summer intern) no list, and a field intern the field', () => {
    expect(expectedSkillsForRole('Summer Intern')).toEqual([]);
    expect(expectedSkillsForRole('Chef de partie')).toEqual([]);
    expect(expectedSkillsForRole('Software Engineering Intern')).toEqual(expect.arrayContaining(['Git', 'algorithm']));
  });

  it('returns at most 20 distinct skills', () => {
    for (const role of [
      'Backend Engineer',
      'Full-stack developer using Python, Java, Go, React, Vue, Angular, AWS, GCP and Azure',
    ]) {
      const list = expectedSkillsForRole(role);
      expect(list.length).toBeLessThanOrEqual(20);
      expect(new Set(list.map((s) => s.toLowerCase())).size).toBe(list.length);
    }
  });
});

describe('roleScoringContext', () => {
  it.each([backend, dataAnalyst, nurse])('feeds the engine so the strong $role candidate covers the role', (f) => {
    const ctx = roleScoringContext(f.role);
    expect(ctx.extractSkills).toBeTypeOf('function');
    const strong = scoreInterview({ transcript: f.strong, role: f.role, ...ctx });
    const weak = scoreInterview({ transcript: f.weak, role: f.role, ...ctx });
    expect(strong.dimensions.technical_accuracy.feedback).toMatch(/Used [3-9] of the role's skills/);
    expect(strong.dimensions.technical_accuracy.score).toBeGreaterThan(weak.dimensions.technical_accuracy.score + 40);
  });
});
