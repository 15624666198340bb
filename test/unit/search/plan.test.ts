import { describe, expect, it } from 'vitest';
import {
  buildPlan,
  exactTokens,
  type LocationStat,
  type Resolved,
  type TokenStat,
} from '../../../src/domain/search/plan';
import { searchQuerySchema } from '../../../src/domain/search/query';

const ALL_DOCS = 900_000;
const stat = (tid: number, docs: number): TokenStat => ({ tid, docs });
const resolved = (
  exact: Record<string, TokenStat>,
  words: Record<string, TokenStat[]> = {},
  locations: LocationStat[] = [],
): Resolved => ({
  exact: new Map(Object.entries({ 'a:': stat(1, ALL_DOCS), ...exact })),
  words: new Map(Object.entries(words)),
  locations,
});
const plan = (params: Record<string, string>, r: Resolved) => buildPlan(searchQuerySchema.parse(params), r);

describe('buildPlan', () => {
  it('no filter reads the "all" bitmap', () => {
    expect(plan({}, resolved({}))).toMatchObject({ kind: 'bits', driver: { tids: [1] }, and: [], andNot: [] });
  });

  it('an empty index or a missing token gives no results without touching bitmaps', () => {
    expect(plan({}, { ...resolved({}), exact: new Map() })).toEqual({ kind: 'empty' });
    expect(plan({ skills: 'go' }, resolved({}))).toEqual({ kind: 'empty' });
    expect(plan({ q: 'zzzz' }, resolved({}))).toEqual({ kind: 'empty' });
    expect(plan({ experience_min: '60' }, resolved({}))).toEqual({ kind: 'empty' });
    expect(plan({ location: 'mars' }, resolved({}, {}, [{ tid: 9, docs: 5, name: 'berlin' }]))).toEqual({
      kind: 'empty',
    });
  });

  it('the rarest filter drives, the others are ANDed', () => {
    const p = plan(
      { skills: 'python,go', experience_min: '5' },
      resolved({ 's:python': stat(10, 150_000), 's:go': stat(11, 300), 'x:5': stat(12, 400_000) }),
    );
    expect(p).toMatchObject({ kind: 'bits', driver: { tids: [11] } });
    if (p.kind !== 'bits') return;
    expect(p.and.map((s) => s.tids)).toEqual([[10], [12]]);
  });

  it('a word ORs the terms it begins', () => {
    const p = plan({ q: 'develop' }, resolved({}, { develop: [stat(20, 10), stat(21, 500), stat(22, 40)] }));
    expect(p).toMatchObject({ kind: 'bits', driver: { tids: [20, 21, 22], estimate: 550 } });
  });

  it('a broad location reads the few other locations instead (AND NOT), and the no-location token', () => {
    const locations = ['berlin, germany', 'bangalore, india', 'paris, france', 'oslo, norge'].map((name, i) => ({
      tid: 30 + i,
      docs: 200_000,
      name,
    }));
    const p = plan({ location: 'a' }, resolved({ 'm:': stat(40, 20_000) }, {}, locations));
    expect(p).toMatchObject({ kind: 'bits', driver: { tids: [1] }, and: [], andNot: [{ tids: [33, 40] }] });
    const narrow = plan({ location: 'berlin' }, resolved({ 'm:': stat(40, 20_000) }, {}, locations));
    expect(narrow).toMatchObject({ kind: 'bits', driver: { tids: [30] }, andNot: [] });
  });

  it('exactTokens asks for all, skills, the experience threshold and the no-location token', () => {
    expect(exactTokens(searchQuerySchema.parse({ skills: 'js,k8s', experience_min: '3', location: 'x' }))).toEqual([
      'a:',
      's:javascript',
      's:kubernetes',
      'x:3',
      'm:',
    ]);
  });
});
