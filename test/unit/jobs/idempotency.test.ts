import { describe, expect, it } from 'vitest';
import { bodyHash, canonicalJson, checkIdempotencyKey, decide } from '../../../src/domain/idempotency';

describe('Idempotency-Key (R9)', () => {
  it.each([
    ['a', null],
    ['x'.repeat(255), null],
    ['order 42 / retry #1 ~!', null],
    ['', /1 to 255/],
    ['x'.repeat(256), /1 to 255/],
    ['héllo', /printable ASCII/],
    ['tab\there', /printable ASCII/],
    ['new\nline', /printable ASCII/],
  ])('%j -> %s', (key, problem) => {
    const r = checkIdempotencyKey(key);
    if (problem === null) expect(r).toBeNull();
    else expect(r).toMatch(problem);
  });

  it('bodies compare as canonical JSON: key order does not matter, values do', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(bodyHash({ a: 1, b: 2 }).equals(bodyHash({ b: 2, a: 1 }))).toBe(true);
    expect(bodyHash({ a: 1 }).equals(bodyHash({ a: 2 }))).toBe(false);
    expect(bodyHash({ a: 1 }).equals(bodyHash({ a: '1' }))).toBe(false);
  });

  it('decides replay, wait or mismatch', () => {
    const h = bodyHash({ x: 1 });
    expect(decide({ endpoint: '/m', bodyHash: h, state: 'done' }, { endpoint: '/m', bodyHash: h })).toBe('replay');
    expect(decide({ endpoint: '/m', bodyHash: h, state: 'pending' }, { endpoint: '/m', bodyHash: h })).toBe('wait');
    expect(decide({ endpoint: '/m', bodyHash: h, state: 'done' }, { endpoint: '/s', bodyHash: h })).toBe('mismatch');
    expect(
      decide({ endpoint: '/m', bodyHash: h, state: 'pending' }, { endpoint: '/m', bodyHash: bodyHash({ x: 2 }) }),
    ).toBe('mismatch');
  });
});
