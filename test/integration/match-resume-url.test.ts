import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HopRequest, ResolvedAddress } from '../../src/services/resume';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call, expectR1 } from '../../support/http';
import { bytesRoute, startHttpsServer, textRoute, type Handler } from '../helpers/https-server';
import { pollJob } from '../../support/jobs';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { buildDocx, buildPdf, buildPdfBomb } from '../../support/fixtures/resume-documents';
import { MAX_DOCX_XML_BYTES } from '../../src/services/resume/docx-parts';

const MATCH = '/api/v1/external/ai/match-jobs';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** DNS answers injected by the test: nothing here is ever resolved or contacted for real. */
const DNS: Record<string, ResolvedAddress[]> = {
  'resume.test': [{ address: '127.0.0.1', family: 4 }],
  'ten.test': [{ address: '10.0.0.5', family: 4 }],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'v6loop.test': [{ address: '::1', family: 6 }],
  'mapped.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'mixed.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '192.168.1.10', family: 4 },
  ],
  'public.test': [{ address: '93.184.216.34', family: 4 }],
};
const resolve = async (host: string) => {
  const answer = DNS[host];
  if (!answer) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return answer;
};

describe('match-jobs with resume_url (R20) through the workflow', () => {
  let server: Awaited<ReturnType<typeof startHttpsServer>>;
  let local: TestApp;
  let strict: TestApp;
  let connected: string[];
  let key: string;
  let strictKey: string;

  let floodRequests = 0;
  const counted =
    (h: Handler): Handler =>
    (req, res) => {
      floodRequests++;
      h(req, res);
    };

  beforeAll(async () => {
    server = await startHttpsServer({
      '/flood.pdf': counted(bytesRoute(buildPdfBomb(256), 'application/pdf')),
      '/big-bomb.pdf': counted(bytesRoute(buildPdfBomb(2048), 'application/pdf')), // parses for well over 20 s
      '/cv.pdf': bytesRoute(buildPdf([BACKEND_RESUME.split('\n').filter((l) => l.trim() !== '')]), 'application/pdf'),
      '/cv.txt': textRoute(BACKEND_RESUME),
      '/slow.txt': textRoute(BACKEND_RESUME, 2_500),
      '/long.txt': textRoute(`${BACKEND_RESUME}\n${'Maintained internal tooling. '.repeat(110_000)}`),
      '/bomb.pdf': bytesRoute(buildPdfBomb(256), 'application/pdf'),
      '/bomb.docx': bytesRoute(buildDocx([BACKEND_RESUME.slice(0, 200)], {}, MAX_DOCX_XML_BYTES + 1), DOCX_TYPE),
    });
    // The test-only allowance for private hosts (R20), to reach the local HTTPS server.
    // A 2 s parse deadline (10 s in production) keeps the compression-bomb tests short.
    local = await startTestApp({
      worker: true,
      config: { RESUME_URL_ALLOW_PRIVATE: 'true' },
      resumeFetch: { resolve, ca: server.cert, parseDeadlineMs: 2_000 },
    });
    connected = [];
    // Production policy; the connector is a stand-in that records every attempt and answers with
    // a redirect to a private host, so no request can leave this machine.
    strict = await startTestApp({
      worker: true,
      resumeFetch: {
        resolve,
        connect: async (req: HopRequest) => {
          connected.push(req.hostname);
          return { status: 302, headers: { location: 'https://ten.test/cv.txt' }, body: Readable.from([]) };
        },
      },
    });
    const a = await makeTenant(local.db, { company: { plan: 'enterprise' } });
    key = a.key;
    await loadFixturePostings(local.db, a.company.id);
    const b = await makeTenant(strict.db, { company: { plan: 'enterprise' } });
    strictKey = b.key;
  });
  afterAll(async () => {
    await local?.close();
    await strict?.close();
    await server?.close();
  });

  it('downloads the resume over HTTPS and ranks exactly as resume_text does', async () => {
    const viaUrl = await call(local.baseUrl, 'POST', MATCH, { key, body: { resume_url: server.url('/cv.txt') } });
    const viaText = await call(local.baseUrl, 'POST', MATCH, { key, body: { resume_text: BACKEND_RESUME } });
    expect(viaUrl.status).toBe(200);
    expect(viaUrl.body).toEqual(viaText.body);
  });

  it('R12: processing is observed while the download activity runs', async () => {
    const accepted = await call(local.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_url: server.url('/slow.txt'), async: true },
    });
    const id = accepted.body.data.job_id;
    const processing = await pollJob(local.baseUrl, key, id, (r) => r.body.data.status !== 'queued', 10_000);
    expect(processing.body.data.status).toBe('processing');
    expect(processing.body.data.result).toBeNull();
    expect(processing.headers.get('retry-after')).not.toBeNull();
    const done = await pollJob(local.baseUrl, key, id);
    expect(done.body.data.status).toBe('completed');
  });

  it('R2: an unreachable resume is 422 RESUME_URL_UNREACHABLE (sync) and a failed job (async)', async () => {
    expectR1(
      await call(local.baseUrl, 'POST', MATCH, { key, body: { resume_url: server.url('/missing.txt') } }),
      422,
      'RESUME_URL_UNREACHABLE',
    );
    const accepted = await call(local.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_url: server.url('/missing.txt'), async: true },
    });
    const failed = await pollJob(local.baseUrl, key, accepted.body.data.job_id);
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      result: null,
      error: { code: 'RESUME_URL_UNREACHABLE', message: expect.any(String) },
    });
    expect(Object.keys(failed.body.data.error).sort()).toEqual(['code', 'message']);
  });

  it('R20, R3: a 3 MiB text resume is read up to 50,000 code points, as resume_text would be, and ranks like it', async () => {
    const viaUrl = await call(local.baseUrl, 'POST', MATCH, { key, body: { resume_url: server.url('/long.txt') } });
    expect(viaUrl.status).toBe(200);
    const head = `${BACKEND_RESUME}\n${'Maintained internal tooling. '.repeat(110_000)}`.slice(0, 50_000);
    const viaText = await call(local.baseUrl, 'POST', MATCH, { key, body: { resume_text: head } });
    expect(viaUrl.body).toEqual(viaText.body);
  });

  it('R20: a PDF that inflates without end is RESUME_UNSUPPORTED at the parse deadline, and not retried', async () => {
    const started = Date.now();
    const res = await call(local.baseUrl, 'POST', MATCH, { key, body: { resume_url: server.url('/bomb.pdf') } });
    expectR1(res, 422, 'RESUME_UNSUPPORTED');
    expect(res.body.message).toMatch(/PDF that could not be read within 2 s/);
    // One 2 s attempt: the download activity's RESUME_* failures are final (a retry would add 2 s more).
    expect(Date.now() - started).toBeLessThan(3_900);
  });

  it("R20: one company's stream of hostile files does not hold up another company's resume", async () => {
    // The worker has two parser threads and a 2 s parse deadline here. A floods four files that
    // each take the whole deadline; B's file arrives behind them. Served in arrival order, B
    // would wait for all four (~4 s), after A's last failure; companies taking turns, B's file
    // takes the first thread that frees (~2 s) while A's fourth file is still parsing.
    const flooder = await makeTenant(local.db, { company: { plan: 'enterprise' } });
    const other = await makeTenant(local.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(local.db, other.company.id);
    const flood = [];
    for (let i = 0; i < 4; i++) {
      const accepted = await call(local.baseUrl, 'POST', MATCH, {
        key: flooder.key,
        body: { resume_url: server.url('/flood.pdf'), async: true },
      });
      expect(accepted.status).toBe(202);
      flood.push(accepted.body.data.job_id as string);
    }
    const until = Date.now() + 10_000;
    while (floodRequests < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(floodRequests).toBe(4);
    await new Promise((r) => setTimeout(r, 300)); // the four files reach the parser queue

    const res = await call(local.baseUrl, 'POST', MATCH, {
      key: other.key,
      body: { resume_url: server.url('/cv.pdf') },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.matches.length).toBeGreaterThan(0);
    const statuses = await Promise.all(
      flood.map(
        async (id) =>
          (await call(local.baseUrl, 'GET', `/api/v1/external/jobs/${id}`, { key: flooder.key })).body.data.status,
      ),
    );
    expect(statuses).toContain('processing');
    for (const id of flood) {
      const done = await pollJob(local.baseUrl, flooder.key, id);
      expect(done.body.data.error.code).toBe('RESUME_UNSUPPORTED');
    }
  });

  it("R20: a cancelled job's file stops parsing and frees its thread at once", async () => {
    // A worker with a 20 s parse deadline: two files that run it out hold both threads. Cancelling
    // their workflows cancels the download activities, whose parses are then stopped, so a third
    // file is served within seconds instead of after the 20 s.
    const patient = await startTestApp({
      worker: true,
      config: { RESUME_URL_ALLOW_PRIVATE: 'true' },
      resumeFetch: { resolve, ca: server.cert, parseDeadlineMs: 20_000 },
    });
    try {
      const tenant = await makeTenant(patient.db, { company: { plan: 'enterprise' } });
      await loadFixturePostings(patient.db, tenant.company.id);
      const before = floodRequests;
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const accepted = await call(patient.baseUrl, 'POST', MATCH, {
          key: tenant.key,
          body: { resume_url: server.url('/big-bomb.pdf'), async: true },
        });
        ids.push(accepted.body.data.job_id);
      }
      const until = Date.now() + 10_000;
      while (floodRequests < before + 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300)); // both files are parsing
      const started = Date.now();
      await Promise.all(ids.map((id) => patient.deps.temporal.workflow.getHandle(id).cancel()));
      const res = await call(patient.baseUrl, 'POST', MATCH, {
        key: tenant.key,
        body: { resume_url: server.url('/cv.pdf') },
      });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(12_000); // well before the bombs' 20 s deadline
      for (const id of ids) expect((await pollJob(patient.baseUrl, tenant.key, id)).body.data.status).toBe('failed');
    } finally {
      await patient.close();
    }
  });

  it('R20: a DOCX whose XML inflates past the budget is RESUME_UNSUPPORTED, sync and async', async () => {
    const res = await call(local.baseUrl, 'POST', MATCH, { key, body: { resume_url: server.url('/bomb.docx') } });
    expectR1(res, 422, 'RESUME_UNSUPPORTED');
    expect(res.body.message).toMatch(/inflate beyond the limit/);
    const accepted = await call(local.baseUrl, 'POST', MATCH, {
      key,
      body: { resume_url: server.url('/bomb.docx'), async: true },
    });
    const failed = await pollJob(local.baseUrl, key, accepted.body.data.job_id);
    expect(failed.body.data.error.code).toBe('RESUME_UNSUPPORTED');
  });

  for (const host of [
    'ten.test',
    'metadata.test',
    'v6loop.test',
    'mapped.test',
    'mixed.test',
    '127.0.0.1',
    '[::1]',
    '[::ffff:10.0.0.1]',
    '169.254.169.254',
  ]) {
    it(`R20: RESUME_URL_FORBIDDEN for ${host}, before any connection`, async () => {
      const before = connected.length;
      const res = await call(strict.baseUrl, 'POST', MATCH, {
        key: strictKey,
        body: { resume_url: `https://${host}/cv.txt` },
      });
      expectR1(res, 422, 'RESUME_URL_FORBIDDEN');
      expect(connected.length).toBe(before);
    });
  }

  it('R20: a redirect to a private address is refused after re-checking the new host', async () => {
    const res = await call(strict.baseUrl, 'POST', MATCH, {
      key: strictKey,
      body: { resume_url: 'https://public.test/cv.txt' },
    });
    expectR1(res, 422, 'RESUME_URL_FORBIDDEN');
    expect(connected.at(-1)).toBe('public.test');
    expect(connected).not.toContain('ten.test');
  });

  it('R20: the async form fails the job with RESUME_URL_FORBIDDEN', async () => {
    const accepted = await call(strict.baseUrl, 'POST', MATCH, {
      key: strictKey,
      body: { resume_url: 'https://metadata.test/latest/meta-data', async: true },
    });
    expect(accepted.status).toBe(202);
    const failed = await pollJob(strict.baseUrl, strictKey, accepted.body.data.job_id);
    expect(failed.body.data.error.code).toBe('RESUME_URL_FORBIDDEN');
  });
});
