import { describe, expect, it } from 'vitest';
import { foldText, indexTerms, MAX_TERM_LENGTH, queryWords } from '../../../src/domain/search/text';

describe('foldText', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['SÃO PAULO', 'sao paulo'],
    ['ﬁnance', 'finance'],
    ['O’Brien', "o'brien"],
    ['İstanbul', 'istanbul'],
  ])('%s -> %s', (raw, folded) => expect(foldText(raw)).toBe(folded));
});

describe('indexTerms keeps technical names whole and indexes their parts', () => {
  it.each([
    ['C++ and C#', ['c++', 'c', 'and', 'c#']],
    ['Node.js', ['node.js', 'node', 'js']],
    ['.NET Core', ['.net', 'net', 'core']],
    ['CI/CD', ['ci/cd', 'ci', 'cd']],
    ['T-SQL, PL/SQL', ['t-sql', 't', 'sql', 'pl/sql', 'pl']],
    ['Go; R.', ['go', 'r']],
    ['Notepad++ 🚀 rocks', ['notepad++', 'notepad', 'rocks']],
  ])('%s', (text, terms) => expect([...indexTerms([text])].sort()).toEqual([...terms].sort()));

  it('skips null and empty texts and deduplicates across texts', () => {
    expect([...indexTerms([null, undefined, '', 'Python', 'python'])]).toEqual(['python']);
  });

  it(`caps terms at ${MAX_TERM_LENGTH} code points`, () => {
    const [term] = indexTerms(['é'.repeat(100)]);
    expect([...term!].length).toBe(MAX_TERM_LENGTH);
  });
});

describe('queryWords', () => {
  it.each([
    ['Senior  Python', ['python', 'senior']],
    ['c++', ['c++']],
    ['C#', ['c#']],
    ['(x', ['x']],
    ['%_ 100%', ['100']],
    ["'; DROP TABLE candidates; --", ['candidates', 'drop', 'table']],
    ['- — 🚀', []],
    ['', []],
    // "c" is implied by "c++": any term starting with "c++" starts with "c".
    ['c c++ python py', ['c++', 'python']],
    ['node.js', ['node.js']],
    ['Zürich', ['zurich']],
  ])('%j -> %j', (q, words) => expect(queryWords(q)).toEqual(words));
});
