import { describe, expect, it } from 'vitest';
import { quoteAround, ramp, sentences, wordCount } from '../../../src/domain/scoring/text';

describe('quoteAround', () => {
  it('never repeats a word naming a protected attribute', () => {
    const text = 'I left because I was pregnant with my second child, and at my church I lead the choir.';
    const q = quoteAround(text, text.indexOf('because'));
    expect(q).toContain('because');
    expect(q).toContain('[…]');
    expect(q).not.toMatch(/pregnant/i);
    expect(quoteAround(text, text.indexOf('church'))).not.toMatch(/church/i);
    // Words that merely contain such a word are left alone.
    expect(quoteAround('We used a whiteboard and a templated report.', 3)).toContain('templated');
  });

  const text =
    'We had a slow API. So I added an index on the orders table because every query scanned it, and latency fell from 900 to 140 ms within a day. Then we moved on.';

  it('quotes at most 12 words of the sentence around the evidence, marking cuts', () => {
    const q = quoteAround(text, text.indexOf('because'));
    expect(q).toMatch(/^"\.\.\..*\.\.\."$/);
    const body = q.slice(4, -4);
    expect(body.split(' ')).toHaveLength(12);
    expect(body).toContain('because');
    expect(text).toContain(body);
  });

  it('does not run into the next or previous sentence', () => {
    expect(quoteAround(text, text.indexOf('moved'))).toBe('"Then we moved on."');
    expect(quoteAround(text, 3)).toBe('"We had a slow API."');
  });

  it('keeps decimals and dotted names inside a sentence', () => {
    const t = 'It cut costs by 0.5 percent using Node.js workers. Next.';
    expect(quoteAround(t, t.indexOf('Node'))).toBe('"It cut costs by 0.5 percent using Node.js workers."');
  });

  it('quotes about 30 characters of text written without spaces', () => {
    const zh = '我们首先分析了慢查询，然后增加了索引，结果延迟从八百毫秒降到一百二十毫秒，并且在上线前做了压力测试。';
    const q = quoteAround(zh, zh.indexOf('索引'));
    expect(q.replace(/"|\.\.\./g, '').length).toBeLessThanOrEqual(30);
    expect(q).toContain('索引');
  });

  it('stays fast on a 50,000-character text', () => {
    const big = 'word '.repeat(10_000);
    const t0 = performance.now();
    for (let i = 0; i < 100; i++) quoteAround(big, 25_000);
    expect(performance.now() - t0).toBeLessThan(100);
  });
});

describe('wordCount and sentences', () => {
  it('counts words in spaced scripts and weights CJK characters', () => {
    expect(wordCount("I don't know, 42 times.")).toBe(5);
    expect(wordCount('Я не знаю')).toBe(3);
    expect(wordCount('أنا مهندس')).toBe(2);
    expect(wordCount('我是工程师')).toBeCloseTo(3, 5);
  });

  it('splits sentences on Latin, CJK and Arabic punctuation and line breaks', () => {
    expect(sentences('One. Two? Three!\nFour')).toEqual(['One.', 'Two?', 'Three!', 'Four']);
    expect(sentences('第一句。第二句！')).toEqual(['第一句。', '第二句！']);
    expect(sentences('هل أنت هنا؟ نعم')).toEqual(['هل أنت هنا؟', 'نعم']);
  });
});

describe('ramp', () => {
  it('rises linearly between its ends and can fall', () => {
    expect([ramp(0, 1, 3), ramp(2, 1, 3), ramp(5, 1, 3)]).toEqual([0, 0.5, 1]);
    expect([ramp(0, 3, 1), ramp(2, 3, 1), ramp(5, 3, 1)]).toEqual([1, 0.5, 0]);
  });
});
