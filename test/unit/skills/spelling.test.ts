// Skill names as people write them: in lowercase where the makers do ("dbt"), and in British
// spelling ("Excel modelling") for every name, not only where a row lists it by hand.
import { describe, expect, it } from 'vitest';
import { canonicalSkill, extractSkills, skillKey } from '../../../src/domain/skills/index';
import { LOWERCASE_SAFE } from '../../../src/domain/skills/aliases';

const names = (text: string): string[] => extractSkills(text).map((s) => s.name);

describe('skills spelled in lowercase by their makers', () => {
  it.each([
    ['Built ELT pipelines with dbt and SQL.', ['dbt', 'SQL']],
    ['Analytics engineer: dbt models tested in CI.', ['dbt']],
    ['tools: sql, dbt, python', ['SQL', 'dbt', 'Python']],
    ['Deployed on aws and gcp; clusters on eks.', ['AWS', 'Google Cloud', 'Kubernetes']],
    ['crm and erp rollouts', ['CRM', 'ERP']],
  ])('%s', (text, want) => {
    expect(names(text)).toEqual(want);
  });

  it('in capitals such a name keeps the rules of an ambiguous one ("DBT" is also a therapy)', () => {
    expect(names('Delivered DBT and CBT sessions to adolescents.')).toEqual([]);
    expect(names('Skills: DBT, SQL, Looker')).toEqual(['dbt', 'SQL', 'Looker']);
  });

  // Written in lowercase, such a name still obeys the hyphen-compound rule: a therapist's
  // "dbt-informed" work is not the data tool.
  it.each([
    ['Ran dbt-informed groups for adolescents.'],
    ['Co-led dbt-based skills training with families.'],
    ['Offered crm-style follow-up calls to clients.'],
  ])('a lowercase-safe name inside a hyphen compound is not a skill: %j', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('every lowercase-safe name is in the taxonomy, and is found alone in running text', () => {
    for (const form of LOWERCASE_SAFE) {
      expect(canonicalSkill(form), form).not.toBeNull();
      expect(
        extractSkills(`Daily work in ${form} for the team.`).map((s) => s.key),
        form,
      ).toEqual([skillKey(form)]);
    }
  });
});

describe('British spellings', () => {
  it.each([
    ['Excel modelling for budgets and forecasts.', ['Excel']],
    ['Excel modeling for budgets and forecasts.', ['Excel']],
    ['excel modelling, sql', ['Excel', 'SQL']],
    ['Built three-statement Excel models.', ['Excel']],
    ['Diagrams in Unified Modelling Language for every service.', ['UML']],
    ['Barcode labelling and stock counts.', ['Barcode labeling']],
    ['Time series modelling of demand.', ['TSM']],
  ])('%s', (text, want) => {
    expect(names(text)).toEqual(want);
  });

  it.each([
    ['Excel modelling', 'Excel'],
    ['Stochastic modelling', 'Stochastic modeling'],
    ['Computerised numerical control', 'CNC'],
    ['Computerised physician order entry', 'CPOE'],
    ['CPLEX Optimisation Studio', 'IBM ILOG CPLEX Optimization Studio'],
  ])('canonicalSkill(%j) is %j', (raw, want) => {
    expect(canonicalSkill(raw)).toBe(want);
  });

  it('rows that listed their British spelling by hand keep it, and excel the verb stays a word', () => {
    expect(skillKey('financial modelling')).toBe(skillKey('financial modeling'));
    expect(canonicalSkill('Data visualisation')).toBe('Data visualization');
    expect(names('We excel at customer outreach and modelling clay.')).toEqual([]);
  });
});
