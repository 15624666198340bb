import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { onAbort } from '../../../src/abort-fanout';

describe('onAbort: one listener on a signal for any number of waiting callers', () => {
  it('100 callers share one abort listener, and each still hears the abort once', () => {
    const controller = new AbortController();
    const heard: number[] = [];
    for (let i = 0; i < 100; i++) onAbort(controller.signal, () => heard.push(i));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort();
    controller.abort();
    expect(heard).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('a caller that stopped waiting is not called, and leaves nothing behind', () => {
    const controller = new AbortController();
    let called = 0;
    const stops = Array.from({ length: 20 }, () => onAbort(controller.signal, () => called++));
    for (const stop of stops.slice(0, 15)) stop();
    controller.abort();
    expect(called).toBe(5);
  });

  it('an already aborted signal calls at once', () => {
    let called = 0;
    onAbort(AbortSignal.abort(), () => called++);
    expect(called).toBe(1);
  });
});
