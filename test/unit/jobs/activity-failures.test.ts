import { ApplicationFailure } from '@temporalio/activity';
import { describe, expect, it } from 'vitest';
import { deterministic, translated } from '../../../src/activities/failures';
import { AppError } from '../../../src/errors';

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('activity failures: what retries and what is final (R2, R12)', () => {
  it('deterministic(): an engine exception is final at once, with a generic message and the cause kept', () => {
    const cause = new RangeError('Maximum call stack size exceeded');
    const err = thrown(() =>
      deterministic(() => {
        throw cause;
      }),
    );
    expect(err).toBeInstanceOf(ApplicationFailure);
    const failure = err as ApplicationFailure;
    expect(failure.nonRetryable).toBe(true);
    expect(failure.type).toBe('INTERNAL_ERROR');
    expect(failure.message).toBe('The job failed because of an internal error.');
    expect(failure.cause).toBe(cause); // for engineers, in the workflow history
  });

  it('deterministic(): a client-side AppError keeps its code; a result passes through', () => {
    const err = thrown(() =>
      deterministic(() => {
        throw new AppError('VALIDATION_ERROR', 'bad rubric');
      }),
    ) as ApplicationFailure;
    expect([err.type, err.message, err.nonRetryable]).toEqual(['VALIDATION_ERROR', 'bad rubric', true]);
    expect(deterministic(() => 42)).toBe(42);
  });

  it('translated(): infrastructure errors stay retryable; client-side AppErrors are final', async () => {
    const io = new Error('connect ECONNREFUSED');
    await expect(translated(() => Promise.reject(io))).rejects.toBe(io);
    // Retried too, and a job that runs out of attempts fails with this code, not INTERNAL_ERROR.
    const unavailable = (await translated(() =>
      Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'parser busy')),
    ).catch((e: unknown) => e)) as ApplicationFailure;
    expect(unavailable).toBeInstanceOf(ApplicationFailure);
    expect([unavailable.type, unavailable.message, unavailable.nonRetryable]).toEqual([
      'SERVICE_UNAVAILABLE',
      'parser busy',
      false,
    ]);
    // MySQL out of reach: retried, and named, so a job that outlasts the retries says why.
    const mysqlDown = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const down = (await translated(() => Promise.reject(mysqlDown)).catch((e: unknown) => e)) as ApplicationFailure;
    expect(down).toBeInstanceOf(ApplicationFailure);
    expect([down.type, down.nonRetryable]).toEqual(['SERVICE_UNAVAILABLE', false]);
    expect(down.message).not.toContain('127.0.0.1');
    const refused = await translated(() => Promise.reject(new AppError('RESUME_URL_FORBIDDEN', 'private'))).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApplicationFailure);
    expect((refused as ApplicationFailure).nonRetryable).toBe(true);
  });
});
