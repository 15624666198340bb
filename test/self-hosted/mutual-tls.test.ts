import { readFileSync } from 'node:fs';
import { Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Db } from '../../src/db/pool';
import { randomBase62 } from '../../src/ids';
import { declaredSearchAttributes } from '../../src/services/temporal-setup.service';
import { makeTenant } from '../../support/factories';
import { call } from '../../support/http';
import { pollJob } from '../../support/jobs';
import { BACKEND_RESUME } from '../../support/fixtures/postings';
import { STRONG_BACKEND } from '../../support/fixtures/transcripts';
import { startSelfHostedTemporal, type SelfHostedTemporal } from '../../support/self-hosted-temporal';
import { findTemporalServer } from '../../support/temporal-server-binaries';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process';
import { startApiProcess } from '../helpers/api-process';
import { hiring } from '../helpers/cli';
import { loadFixturePostings } from '../helpers/postings';
import { makeTestPki, type TestPki } from '../helpers/tls-certs';

// A cluster secured as an operator secures one: the frontend asks every client for a certificate
// signed by a private CA. The service reaches it only through its TEMPORAL_TLS_* settings, and the
// namespace and search attributes exist only once `hiring temporal setup` has registered them.
describe('a self-hosted server with mutual TLS', () => {
  let pki: TestPki;
  let server: SelfHostedTemporal;
  let env: Record<string, string>;
  beforeAll(async () => {
    pki = makeTestPki();
    server = await startSelfHostedTemporal({
      bin: findTemporalServer()!,
      tls: { ...pki, serverName: 'temporal.test' },
      setup: false,
    });
    env = {
      TEMPORAL_ADDRESS: server.address,
      TEMPORAL_TLS_CERT: pki.clientCert,
      TEMPORAL_TLS_KEY: pki.clientKey,
      TEMPORAL_TLS_CA: pki.ca,
      TEMPORAL_TLS_SERVER_NAME: 'temporal.test',
    };
  });
  afterAll(async () => {
    await server?.stop();
    pki?.remove();
  });

  const refused = async (tls: NonNullable<Parameters<typeof Connection.connect>[0]>['tls']) => {
    const c = await Connection.connect({ address: server.address, tls, connectTimeout: 3_000 }).catch((e) => e);
    if (c instanceof Error) return c;
    try {
      return await c.workflowService.getSystemInfo({}).then(
        () => null,
        (e: Error) => e,
      );
    } finally {
      await c.close();
    }
  };

  it('refuses a client without a certificate, and a client trusting another CA', async () => {
    const ca = readFileSync(pki.ca);
    expect(await refused({ serverRootCACertificate: ca, serverNameOverride: 'temporal.test' })).toBeInstanceOf(Error);
    expect(
      await refused({
        serverRootCACertificate: readFileSync(pki.otherCa),
        serverNameOverride: 'temporal.test',
        clientCertPair: { crt: readFileSync(pki.clientCert), key: readFileSync(pki.clientKey) },
      }),
    ).toBeInstanceOf(Error);
  });

  it('`hiring temporal setup` creates the namespace and registers the search attributes, then finds nothing to do', async () => {
    const first = await hiring(['temporal', 'setup', '--create-namespace', '--json'], env);
    expect(first.code, first.stderr).toBe(0);
    const names = declaredSearchAttributes().map((a) => a.name);
    expect(first.json).toMatchObject({ namespace: 'default', namespace_created: true, changed: true });
    expect([...first.json.search_attributes.registered].sort()).toEqual([...names].sort());
    const again = await hiring(['temporal', 'setup', '--json'], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.json).toMatchObject({ namespace_created: false, changed: false });
    expect([...again.json.search_attributes.already_present].sort()).toEqual([...names].sort());
  });

  describe('the API and a worker given the TEMPORAL_TLS_* settings', () => {
    let db: Db;
    let worker: WorkerProcess;
    let api: Awaited<ReturnType<typeof startApiProcess>>;
    beforeAll(async () => {
      // The namespace is the one the test above set up.
      const processEnv = { ...env, TEMPORAL_TASK_QUEUE: `tls-${randomBase62(8)}` };
      db = createPool({ url: inject('mysqlUrl'), connectionLimit: 2 });
      [worker, api] = await Promise.all([
        startWorkerProcess({
          ...processEnv,
          MYSQL_URL: inject('mysqlUrl'),
          TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
          WORKER_METRICS_PORT: '0',
          TEMPORAL_METRICS_PORT: '0',
        }),
        startApiProcess(processEnv),
      ]);
    });
    afterAll(async () => {
      await api?.stop();
      await worker?.stop();
      await db?.end();
    });

    it('complete a synchronous match and an asynchronous scoring', async () => {
      const t = await makeTenant(db, { company: { plan: 'enterprise' } });
      await loadFixturePostings(db, t.company.id);
      const sync = await call(api.baseUrl, 'POST', '/api/v1/external/ai/match-jobs', {
        key: t.key,
        body: { resume_text: BACKEND_RESUME },
      });
      expect(sync.status, sync.text).toBe(200);
      expect(sync.body.data.matches[0].title).toBe('Senior Backend Engineer (Go)');
      const accepted = await call(api.baseUrl, 'POST', '/api/v1/external/ai/score-interview', {
        key: t.key,
        body: { transcript: STRONG_BACKEND, role: 'Backend Engineer', async: true },
      });
      expect(accepted.status, accepted.text).toBe(202);
      const done = await pollJob(api.baseUrl, t.key, accepted.body.data.job_id);
      expect(done.body.data.status).toBe('completed');
      const ready = await fetch(`${api.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
    });
  });
});
