// The blind view runs on every request before any engine: hostile or odd input must neither hang
// it nor throw (a hang guard, not a benchmark).
import { describe, expect, it } from 'vitest';
import { blindResume, blindTranscript } from '../../../src/domain/blind/index';

const MAX = 50_000;
const fill = (unit: string) => unit.repeat(Math.ceil(MAX / unit.length)).slice(0, MAX);

describe('blind view on pathological input', () => {
  it.each([
    ['spaces only', `${' '.repeat(MAX - 2)}ok`],
    ['tabs only', '\t'.repeat(MAX)],
    ['labels with no text', 'Jane Doe:\n'.repeat(5_000)],
    ['role-and-name labels', fill('Candidate (Jane Doe): yes\n')],
    ['open brackets only', fill('[(')],
    ['capitalised words', fill('Aa Bb ')],
    ['greetings without end', fill('Hi Ana Bo Cy Di ')],
    ['introductions', fill("my name is I'm Ana, ")],
    ['at signs and plus signs', fill('@+1 ')],
    ['separators', fill(' — | , ')],
    ['digits and spaces', fill('12345 ')],
    ['personal words', fill('mother of two married Muslim Hispanic deaf she/her ')],
    ['one long line of a name and a title', `Jordan Lee — ${'Backend Engineer '.repeat(2_900)}`],
  ])('%s', (_name, text) => {
    const t0 = performance.now();
    expect(typeof blindResume(text)).toBe('string');
    expect(typeof blindTranscript(text)).toBe('string');
    expect(performance.now() - t0).toBeLessThan(1_500);
  });
});
