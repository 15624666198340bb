import { describe, expect, it } from 'vitest';
import { allSkills, canonicalSkill, hotSkills, skillInfo, skillKey } from '../../../src/domain/skills/index';

describe('canonicalSkill folds aliases and variants', () => {
  it.each([
    ['js', 'JavaScript'],
    ['JS', 'JavaScript'],
    ['javascript', 'JavaScript'],
    ['ts', 'TypeScript'],
    ['k8s', 'Kubernetes'],
    ['golang', 'Go'],
    ['node', 'Node.js'],
    ['nodejs', 'Node.js'],
    ['Node.JS', 'Node.js'],
    ['postgres', 'PostgreSQL'],
    ['py', 'Python'],
    ['ml', 'Machine learning'],
    ['reactjs', 'React'],
    ['react.js', 'React'],
    ['c sharp', 'C#'],
    ['gcp', 'Google Cloud'],
    ['ms excel', 'Excel'],
    ['Microsoft Excel', 'Excel'],
    ['Intuit QuickBooks', 'QuickBooks'],
    ['quick books', 'QuickBooks'],
    ['Structured query language SQL', 'SQL'],
    ['Amazon Web Services AWS software', 'AWS'],
    ['amazon web services', 'AWS'],
    ['Solid Works', 'SolidWorks'],
    ['Autodesk AutoCAD', 'AutoCAD'],
    ['artificial intelligence', 'AI'],
    ['user experience', 'UX'],
    ['  Docker  ', 'Docker'],
    ['TypeScript.', 'TypeScript'],
    ['Epic Systems', 'Epic'],
    ['Hypertext markup language HTML', 'HTML'],
  ])('%s -> %s', (raw, want) => {
    expect(canonicalSkill(raw)).toBe(want);
  });

  it('knows O*NET products that are not in the curated table', () => {
    expect(canonicalSkill('Oracle PeopleSoft')).toBe('Oracle PeopleSoft');
    expect(canonicalSkill('MEDITECH software')).toBe('MEDITECH');
    expect(canonicalSkill('Dassault Systemes CATIA')).toBe('CATIA');
  });

  it('returns null for unknown skills and blanks', () => {
    expect(canonicalSkill('underwater basket weaving')).toBeNull();
    expect(canonicalSkill('')).toBeNull();
    expect(canonicalSkill('   ')).toBeNull();
  });
});

describe('skillKey', () => {
  it('keeps short language names distinct', () => {
    const keys = ['c', 'C#', 'c++', 'R', 'go', 'AI', 'ux'].map(skillKey);
    expect(keys).toEqual(['c', 'c#', 'c++', 'r', 'go', 'ai', 'ux']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['Kubernetes', 'k8s'],
    ['JavaScript', 'js'],
    ['Go', 'golang'],
    ['Excel', 'MS Excel'],
    ['PostgreSQL', 'postgres'],
  ])('%s and %s share a key', (a, b) => {
    expect(skillKey(a)).toBe(skillKey(b));
  });

  it('normalises unknown skills without losing them', () => {
    expect(skillKey('  Menu   Planning  ')).toBe('menu planning');
    expect(canonicalSkill('Menu Planning')).toBeNull();
  });
});

describe('taxonomy data', () => {
  it('lists canonical names once, popular ones first', () => {
    const all = allSkills();
    expect(all.length).toBeGreaterThan(5000);
    expect(new Set(all.map((s) => s.toLowerCase())).size).toBe(all.length);
    expect(all.slice(0, 20)).toContain('Excel');
    for (const s of [
      'Go',
      'R',
      'C',
      'C#',
      'C++',
      'AI',
      'UX',
      'Kubernetes',
      'React',
      'Node.js',
      'TypeScript',
      'SQL',
      'AWS',
      'Docker',
      'Machine learning',
      'QuickBooks',
    ])
      expect(all).toContain(s);
    // Vendor-prefixed duplicates fold into the curated name.
    expect(all).not.toContain('Microsoft Excel');
    expect(all).not.toContain('Intuit QuickBooks');
  });

  it('drops generic O*NET categories', () => {
    expect(canonicalSkill('Word processing software')).toBeNull();
    expect(canonicalSkill('Spreadsheet software')).toBeNull();
  });

  it('exposes popularity and hot-technology flags', () => {
    expect(skillInfo('python')).toMatchObject({ name: 'Python', hot: true });
    expect(skillInfo('python')!.weight).toBeGreaterThan(50);
    expect(hotSkills()).toContain('Python');
    expect(skillInfo('nope nope')).toBeNull();
  });
});
