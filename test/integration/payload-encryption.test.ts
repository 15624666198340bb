import { randomBytes } from 'node:crypto';
import { Client } from '@temporalio/client';
import type { RowDataPacket } from 'mysql2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../src/net/listen';
import { createLogger } from '../../src/log';
import { createCodecServer } from '../../src/temporal/codec-server';
import { EncryptionCodec, ENCRYPTED_ENCODING, KEY_ID_METADATA } from '../../src/temporal/payload-codec';
import { payloadToJson } from '../../src/temporal/payload-json';
import { payloadKeysFor } from '../../src/temporal/payload-key-source';
import { startTestApp, type TestApp } from '../../support/app';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { startHttpsServer, textRoute } from '../helpers/https-server';
import { loadFixturePostings } from '../helpers/postings';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { flatten, payloadsIn } from '../helpers/history';

const MATCH = '/api/v1/external/ai/match-jobs';
const SCORE = '/api/v1/external/ai/score-interview';
const marker = (what: string) => `${what}${randomBytes(8).toString('hex')}`;
const URL_MARKER = marker('urlmarker');
const FILE_MARKER = marker('filemarker');

describe('resumes, resume URLs and transcripts are encrypted in Temporal history (payload codec)', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttpsServer>>;
  let raw: Client;
  let codec: EncryptionCodec;
  beforeAll(async () => {
    server = await startHttpsServer({
      [`/cv.txt?ref=${URL_MARKER}`]: textRoute(`${BACKEND_RESUME}\nReferences: ${FILE_MARKER}\n`),
    });
    app = await startTestApp({
      worker: true,
      config: { RESUME_URL_ALLOW_PRIVATE: 'true' },
      resumeFetch: { ca: server.cert, resolve: async () => [{ address: '127.0.0.1', family: 4 }] },
    });
    // What anyone with the Temporal UI or frontend sees: the same server, no codec.
    raw = new Client({ connection: app.deps.temporal.connection, namespace: app.deps.config.TEMPORAL_NAMESPACE });
    codec = new EncryptionCodec(payloadKeysFor(app.deps.config));
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  async function tenantWithPostings() {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    await loadFixturePostings(app.db, t.company.id);
    return t;
  }

  /** The only job of a fresh tenant (a sync call answers without its id). */
  async function onlyJobOf(companyId: string): Promise<string> {
    const [rows] = await app.db.query<RowDataPacket[]>('SELECT id FROM jobs WHERE company_id = ?', [companyId]);
    expect(rows).toHaveLength(1);
    return rows[0]!.id as string;
  }

  /** The history as stored (text of every field), and the same with every payload decrypted. */
  async function history(
    jobId: string,
  ): Promise<{ stored: string; decrypted: string; encrypted: number; plain: string[] }> {
    const h = await raw.workflow.getHandle(jobId).fetchHistory();
    const payloads = payloadsIn(h);
    const encrypted = payloads.filter((p) => Buffer.from(p.metadata.encoding!).toString() === ENCRYPTED_ENCODING);
    for (const p of encrypted) expect(Buffer.from(p.metadata[KEY_ID_METADATA]!).toString()).toBe('test-run');
    return {
      stored: flatten(h).join('\n'),
      decrypted: flatten(await codec.decode(payloads)).join('\n'),
      encrypted: encrypted.length,
      plain: payloads.filter((p) => !encrypted.includes(p)).map((p) => Buffer.from(p.data).toString()),
    };
  }

  it('match-jobs (sync, resume_text): the resume is nowhere in the stored history, only the search attributes and the local-activity record of the SDK core stay plain, and GET /jobs still returns the result', async () => {
    const t = await tenantWithPostings();
    const secret = marker('resumemarker');
    const res = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_text: `${BACKEND_RESUME}\nReferences: ${secret}\n` },
    });
    expect(res.status).toBe(200);
    const id = await onlyJobOf(t.company.id);
    const h = await history(id);
    expect(h.stored).not.toContain(secret);
    expect(h.decrypted).toContain(secret); // the check above looks where the resume is
    // Input, result, memo: encrypted. Plain: the search attributes (the server indexes them) and
    // the SDK core's own record of the local activity (its type and times), which no codec sees.
    expect(h.encrypted).toBeGreaterThanOrEqual(3);
    expect(h.plain).toHaveLength(4);
    expect(h.plain).toEqual(expect.arrayContaining(['"match_jobs"', `"${t.company.id}"`, '"local"']));
    expect(h.plain.find((p) => p.startsWith('{"seq"'))).toMatch(/"activity_type":"rankOpenPostings"/);
    const polled = await call(app.baseUrl, 'GET', `/api/v1/external/jobs/${id}`, { key: t.key });
    expect(polled.body.data.status).toBe('completed');
    expect(polled.body.data.result).toEqual(res.body.data);
  });

  it('match-jobs (resume_url): neither the URL (its query string) nor the downloaded text is in the stored history', async () => {
    const t = await tenantWithPostings();
    const res = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_url: server.url(`/cv.txt?ref=${URL_MARKER}`) },
    });
    expect(res.status).toBe(200);
    const h = await history(await onlyJobOf(t.company.id));
    for (const secret of [URL_MARKER, FILE_MARKER]) {
      expect(h.stored).not.toContain(secret);
      expect(h.decrypted).toContain(secret);
    }
  });

  it('score-interview (sync): the transcript is nowhere in the stored history; the job reads completed', async () => {
    const t = await makeTenant(app.db, { company: { plan: 'enterprise' } });
    const secret = marker('transcriptmarker');
    const res = await call(app.baseUrl, 'POST', SCORE, {
      key: t.key,
      body: { transcript: `${STRONG_BACKEND}\nCandidate: ${secret}`, role: 'Backend Engineer' },
    });
    expect(res.status).toBe(200);
    const id = await onlyJobOf(t.company.id);
    const h = await history(id);
    expect(h.stored).not.toContain(secret);
    expect(h.decrypted).toContain(secret);
    const polled = await call(app.baseUrl, 'GET', `/api/v1/external/jobs/${id}`, { key: t.key });
    expect(polled.body.data.result).toEqual(res.body.data);
  });

  it('the codec server, with the same keys, opens the stored payloads for the UI', async () => {
    const t = await tenantWithPostings();
    const secret = marker('uimarker');
    expect(
      (await call(app.baseUrl, 'POST', MATCH, { key: t.key, body: { resume_text: `${BACKEND_RESUME}\n${secret}` } }))
        .status,
    ).toBe(200);
    const stored = payloadsIn(await raw.workflow.getHandle(await onlyJobOf(t.company.id)).fetchHistory()).map(
      payloadToJson,
    );
    const server = createCodecServer({ codec, origins: [], log: createLogger('silent') });
    try {
      const base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
      const res = await fetch(`${base}/decode`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payloads: stored }),
      });
      const decoded = (await res.json()) as { payloads: Array<{ data: string }> };
      expect(stored.some((p) => Buffer.from(p.data, 'base64').toString('latin1').includes(secret))).toBe(false);
      expect(decoded.payloads.some((p) => Buffer.from(p.data, 'base64').toString().includes(secret))).toBe(true);
    } finally {
      server.close();
    }
  });

  it('a failed job: its message is encrypted in history too (encoded failure attributes), and the API still reports it', async () => {
    const t = await tenantWithPostings();
    const res = await call(app.baseUrl, 'POST', MATCH, {
      key: t.key,
      body: { resume_url: server.url('/missing.txt') },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('RESUME_URL_UNREACHABLE');
    expect(res.body.message).toContain('HTTP 404');
    const id = await onlyJobOf(t.company.id);
    const h = await history(id);
    expect(h.stored).not.toContain('could not be downloaded');
    expect(h.decrypted).toContain('could not be downloaded');
    expect(h.stored).toContain('RESUME_URL_UNREACHABLE'); // the failure's type stays plain (it is the R2 code)
    const polled = await call(app.baseUrl, 'GET', `/api/v1/external/jobs/${id}`, { key: t.key });
    expect(polled.body.data.error).toEqual({ code: 'RESUME_URL_UNREACHABLE', message: res.body.message });
  });
});
