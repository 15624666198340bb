import { describe, expect, it } from 'vitest';
import { foldText, foldTextV1, indexTerms, MAX_TERM_LENGTH, queryWords } from '../../../src/domain/search/text';

describe('foldText', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['SÃO PAULO', 'sao paulo'],
    ['ﬁnance', 'finance'],
    ['O’Brien', "o'brien"],
    ['İstanbul', 'istanbul'],
    ['Crème Brûlée', 'creme brulee'],
    // R18: case and accent folding only: Hangul syllables stay whole, final sigma is a sigma.
    ['부산, 대한민국', '부산, 대한민국'],
    ['석사', '석사'],
    ['ㅂㅜ', '부'],
    ['ΑΘΗΝΑΣ', 'αθηνασ'],
    ['Αθήνας', 'αθηνασ'],
    ['ς', 'σ'],
    ['Σ', 'σ'],
    ['\u0301', ''],
    ['\ufe0f', ''],
    ['e\u0301', 'e'],
    ['\ufdfa', 'صلى الله عليه وسلم'],
  ])('%s -> %s', (raw, folded) => expect(foldText(raw)).toBe(folded));

  it('is idempotent and yields NFC', () => {
    for (const s of ['부산', 'ΑΘΗΝΑΣ', 'Ǆemal', '\ufdfa', 'ﬁnance', 'İstanbul', '가각ㄱ']) {
      expect(foldText(foldText(s))).toBe(foldText(s));
      expect(foldText(s).normalize('NFC')).toBe(foldText(s));
    }
  });

  it('version 1 (kept to read version-1 indexes) splits Hangul into jamo and keeps the final sigma', () => {
    expect(foldTextV1('부산')).toBe('부산'.normalize('NFD'));
    expect(foldTextV1('ΑΘΗΝΑΣ')).toBe('αθηνας');
    expect(foldTextV1('Zürich')).toBe(foldText('Zürich'));
  });
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
    ['서', ['서']],
    ['석사 서', ['서', '석사']],
    ['ΜΗΧΑΝΙΚΟΣ', ['μηχανικοσ']],
    ['\u0301', []],
  ])('%j -> %j', (q, words) => expect(queryWords(q)).toEqual(words));
});
