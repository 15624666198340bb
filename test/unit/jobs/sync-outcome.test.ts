import { describe, expect, it } from 'vitest';
import { aiCallHeaders } from '../../../src/http/procedures/ai-call';
import { syncOutcome } from '../../../src/services/ai-call.service';

describe('syncOutcome: the answer of a synchronous AI call from its job (R2, R14)', () => {
  it('a job failed as SERVICE_UNAVAILABLE is a 503 with Retry-After, like every 503 (R2)', () => {
    const res = syncOutcome(
      'job_1',
      { kind: 'failed', code: 'SERVICE_UNAVAILABLE', message: 'resume parsing is busy' },
      'req_1',
    );
    expect(res.status).toBe(503);
    expect(aiCallHeaders(res)).toEqual({ 'Retry-After': '5' });
    expect(res.body).toEqual({ statusCode: 503, error: 'SERVICE_UNAVAILABLE', message: 'resume parsing is busy' }); // R1
  });

  it('a job failed for its input has no Retry-After: sending it again would not help', () => {
    const res = syncOutcome('job_1', { kind: 'failed', code: 'RESUME_UNSUPPORTED', message: 'not a resume' }, 'req_1');
    expect(res.status).toBe(422);
    expect(aiCallHeaders(res)).toEqual({});
  });

  it('R2: a job failed with INTERNAL_ERROR is a 500 that names the request id, and nothing more', () => {
    const res = syncOutcome(
      'job_1',
      { kind: 'failed', code: 'INTERNAL_ERROR', message: 'The job failed because of an internal error.' },
      'req_abc123',
    );
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'INTERNAL_ERROR',
      message: 'The job failed because of an internal error; quote request id req_abc123 when reporting it.',
    });
  });

  it('R14: past the wait, 504 SYNC_TIMEOUT with the job id and where to poll', () => {
    const res = syncOutcome('job_1', { kind: 'timeout' }, 'req_1');
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({
      statusCode: 504,
      error: 'SYNC_TIMEOUT',
      job_id: 'job_1',
      check_status_url: '/api/v1/external/jobs/job_1',
    });
    expect(aiCallHeaders(res)).toEqual({ Location: '/api/v1/external/jobs/job_1' });
  });
});
