import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { loadFixturePostings } from '../helpers/postings';

// R12 on a cluster: polled back to back from its submission to its end and after, a job's
// updated_at never steps back, also across the poll that first sees it finished (read from
// Temporal) and the polls after it (read from MySQL).
describe('R12: updated_at of jobs polled without pause on a self-hosted server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ worker: true });
  });
  afterAll(async () => app?.close());

  it('never steps back, for match and score jobs alike', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    const follow = async (path: string, body: object) => {
      const res = await call(app.baseUrl, 'POST', path, { key: t.key, body: { ...body, async: true } });
      expect(res.status).toBe(202);
      const seen: Array<{ status: string; updated_at: string }> = [];
      for (let after = 0; after < 3; ) {
        const r = await call(app.baseUrl, 'GET', `/api/v1/external/jobs/${res.body.data.job_id}`, { key: t.key });
        expect(r.status).toBe(200);
        seen.push({ status: r.body.data.status, updated_at: r.body.data.updated_at });
        if (r.body.data.status === 'completed' || r.body.data.status === 'failed') after++;
      }
      return seen;
    };
    const runs = [];
    for (let i = 0; i < 3; i++) {
      runs.push(
        await follow('/api/v1/external/ai/match-jobs', { resume_text: BACKEND_RESUME }),
        await follow('/api/v1/external/ai/score-interview', { transcript: STRONG_BACKEND, role: 'Backend Engineer' }),
      );
    }
    for (const seen of runs) {
      expect(seen.at(-1)!.status).toBe('completed');
      // ISO 8601 UTC with milliseconds: string order is time order.
      for (let i = 1; i < seen.length; i++) {
        if (seen[i]!.updated_at < seen[i - 1]!.updated_at)
          throw new Error(`updated_at stepped back: ${JSON.stringify(seen, null, 1)}`);
      }
    }
  });
});
