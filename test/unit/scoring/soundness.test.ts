import { describe, expect, it } from 'vitest';
import { claimsIn } from '../../../src/domain/scoring/claims';
import { measureSoundness } from '../../../src/domain/scoring/soundness';
import { buildSpeech } from '../../../src/domain/scoring/speech';

const soundnessOf = (text: string) => measureSoundness(buildSpeech([text]).all);

describe('known textbook claims', () => {
  it.each([
    ['A hash index supports range queries.', false],
    ['A hash index does not support range queries.', true],
    ["Hash indexes can't serve range scans, so we use a B-tree.", true],
    ['A B-tree index handles range queries well.', true],
    ['UDP guarantees delivery in order.', false],
    ["UDP doesn't guarantee delivery, TCP does.", true],
    ['HTTP is a stateful protocol.', false],
    ['HTTP is stateless, so we keep sessions in a cookie.', true],
    ['MD5 is secure enough for passwords.', false],
    ['MD5 is not secure for passwords.', true],
    ['A password hash can be decrypted by the server.', false],
    ['Binary search works on unsorted arrays.', false],
  ])('%s -> correct: %s', (sentence, correct) => {
    const hits = claimsIn(sentence);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.correct).toBe(correct);
  });

  it('finds no claim in a sentence about something else', () => {
    expect(claimsIn('We hashed out the plan over coffee and agreed on the range of dates.')).toEqual([]);
  });
});

describe('how claims are made', () => {
  it('counts an absolute claim against an answer, and the same absolute negated for it', () => {
    for (const [overclaim, qualified] of [
      ['Our system is 100% secure, so we patch weekly.', 'No system is 100% secure, so we patch weekly.'],
      ['A cache always helps.', 'A cache does not always help.'],
      ['It is guaranteed to work.', 'There is no guarantee that it works.'],
    ] as const) {
      expect(soundnessOf(overclaim).absolutes.length, overclaim).toBe(1);
      expect(soundnessOf(qualified).absolutes.length, qualified).toBe(0);
      expect(soundnessOf(qualified).value).toBeGreaterThan(soundnessOf(overclaim).value);
    }
  });

  it("does not read a speaker's habit or history as an absolute claim", () => {
    expect(soundnessOf('I have always liked maths, and I always check my work twice.').absolutes).toEqual([]);
  });

  it('rates reasons, conditions and checks above admitted gaps, and sits at one half with neither', () => {
    const reasoned = soundnessOf(
      'We added the index because the filter scanned the table, and if writes slow down we will measure it.',
    );
    const gap = soundnessOf("I don't know why it was slow, I'm not sure what we changed.");
    const neutral = soundnessOf('We added the index on the orders table last week.');
    expect(reasoned.value).toBeGreaterThan(neutral.value);
    expect(neutral.value).toBe(0.5);
    expect(gap.value).toBeLessThan(neutral.value);
  });
});
