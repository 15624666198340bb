import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import {
  connectionSummary,
  temporalConnectionOptions,
  type TemporalConnectionOptions,
} from '../../../src/temporal/connection-options';
import { makeTestPki, type TestPki } from '../../helpers/tls-certs';

const API_KEY = 'tmprl-test-key-4f1c9a7e2b';
let pki: TestPki;

beforeAll(() => {
  pki = makeTestPki();
});
afterAll(() => pki?.remove());

const options = (env: Record<string, string>) => temporalConnectionOptions(loadConfig(env));

/** The ConfigError's message, or a failure if none is thrown. */
function problem(env: Record<string, string>): string {
  try {
    options(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('no ConfigError');
}

describe('Temporal connection options from the config', () => {
  it('plaintext with no TLS variable set (the dev server)', () => {
    expect(options({ TEMPORAL_ADDRESS: '127.0.0.1:7233' })).toEqual({ address: '127.0.0.1:7233' });
  });

  it('mutual TLS with a private CA and a server name: the files read, the SDK 1.24 option names', () => {
    const o = options({
      TEMPORAL_ADDRESS: 'temporal.internal:7233',
      TEMPORAL_TLS_CERT: pki.clientCert,
      TEMPORAL_TLS_KEY: pki.clientKey,
      TEMPORAL_TLS_CA: pki.ca,
      TEMPORAL_TLS_SERVER_NAME: 'temporal.test',
    });
    expect(o).toEqual({
      address: 'temporal.internal:7233',
      tls: {
        clientCertPair: { crt: readFileSync(pki.clientCert), key: readFileSync(pki.clientKey) },
        serverRootCACertificate: readFileSync(pki.ca),
        serverNameOverride: 'temporal.test',
      },
    });
  });

  it('an API key implies TLS with the system roots (Temporal Cloud)', () => {
    const o = options({ TEMPORAL_ADDRESS: 'ns.acct.tmprl.cloud:7233', TEMPORAL_API_KEY: API_KEY });
    expect(o).toEqual({ address: 'ns.acct.tmprl.cloud:7233', tls: {}, apiKey: API_KEY });
  });

  it('the certificate and the key come together or not at all', () => {
    for (const [env, name] of [
      [{ TEMPORAL_TLS_CERT: '/x/cert.pem' }, 'TEMPORAL_TLS_KEY'],
      [{ TEMPORAL_TLS_KEY: '/x/key.pem' }, 'TEMPORAL_TLS_CERT'],
    ] as const) {
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`^  ${name}=undefined: mutual TLS needs both TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY`, 'm'),
      );
    }
  });

  it('a missing, unreadable or wrong file names its variable and what it expects', () => {
    const mtls = { TEMPORAL_TLS_CERT: pki.clientCert, TEMPORAL_TLS_KEY: pki.clientKey };
    expect(problem({ ...mtls, TEMPORAL_TLS_CERT: '/nonexistent/client.pem' })).toBe(
      'Invalid configuration:\n  TEMPORAL_TLS_CERT="/nonexistent/client.pem": cannot be read (ENOENT); must be a PEM file holding the client certificate (-----BEGIN CERTIFICATE-----)',
    );
    // A folder where a file belongs: read fails whatever the user's rights (the tests may run as root).
    expect(problem({ ...mtls, TEMPORAL_TLS_KEY: pki.dir })).toBe(
      `Invalid configuration:\n  TEMPORAL_TLS_KEY=${JSON.stringify(pki.dir)}: cannot be read (EISDIR); must be a PEM file holding the private key of TEMPORAL_TLS_CERT (-----BEGIN PRIVATE KEY-----)`,
    );
    expect(problem({ TEMPORAL_TLS_CA: '/nonexistent/ca.pem' })).toMatch(
      /^ {2}TEMPORAL_TLS_CA="\/nonexistent\/ca.pem": cannot be read \(ENOENT\); must be a PEM file holding the CA certificate that signed the server's certificate$/m,
    );
    expect(problem({ ...mtls, TEMPORAL_TLS_CERT: pki.clientKey })).toMatch(
      /^ {2}TEMPORAL_TLS_CERT=.*: holds no certificate;/m,
    );
    expect(problem({ TEMPORAL_TLS_CA: pki.serverKey })).toMatch(/^ {2}TEMPORAL_TLS_CA=.*: holds no certificate;/m);
    expect(problem({ ...mtls, TEMPORAL_TLS_KEY: pki.ca })).toMatch(/^ {2}TEMPORAL_TLS_KEY=.*: holds no private key;/m);
    expect(problem({ ...mtls, TEMPORAL_TLS_KEY: pki.serverKey })).toMatch(
      /^ {2}TEMPORAL_TLS_KEY=.*: is not the private key of the certificate in TEMPORAL_TLS_CERT$/m,
    );
  });

  it('the API key is never echoed: not in a config error, not in the log summary', () => {
    let message = '';
    try {
      loadConfig({ TEMPORAL_API_KEY: API_KEY, TEMPORAL_TLS_SERVER_NAME: 'not a host' });
    } catch (err) {
      message = String(err);
    }
    expect(message).toMatch(/TEMPORAL_TLS_SERVER_NAME/);
    expect(message).not.toContain(API_KEY);
    const o = options({ TEMPORAL_API_KEY: API_KEY, TEMPORAL_TLS_CA: pki.ca });
    const summary = JSON.stringify(connectionSummary(o));
    expect(summary).not.toContain(API_KEY);
    expect(JSON.parse(summary)).toEqual({
      address: '127.0.0.1:7233',
      tls: true,
      client_certificate: false,
      private_ca: true,
      api_key: true,
    });
  });
});

interface Seen {
  /** Subject CN of the certificate the client presented in the handshake, '' for none. */
  clientCn: string;
  sni: string | false | null;
  authorization: string | undefined;
  path: string;
}

/**
 * A gRPC-shaped HTTP/2 listener on loopback with the test CA's server certificate: it records what
 * each client shows (its certificate, SNI, Authorization header) and answers UNIMPLEMENTED, so the
 * real SDK connection code runs its handshake without a Temporal server.
 */
async function recordingServer() {
  const seen: Seen[] = [];
  const server = http2.createSecureServer({
    key: readFileSync(pki.serverKey),
    cert: readFileSync(pki.serverCert),
    ca: readFileSync(pki.ca),
    requestCert: true,
    rejectUnauthorized: true,
  });
  server.on('stream', (stream, headers) => {
    const socket = stream.session?.socket as TLSSocket;
    seen.push({
      clientCn: String(socket.getPeerCertificate().subject?.CN ?? ''),
      sni: socket.servername,
      authorization: headers.authorization,
      path: String(headers[':path']),
    });
    stream.respond(
      { ':status': 200, 'content-type': 'application/grpc', 'grpc-status': '12', 'grpc-message': 'recorded' },
      { endStream: true },
    );
  });
  server.on('sessionError', () => undefined);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, address, close: () => new Promise((r) => server.close(r)) };
}

type Connector = (o: TemporalConnectionOptions) => Promise<unknown>;
const CONNECTORS: Array<[string, Connector]> = [
  // The API and the CLI.
  [
    'client Connection',
    async (o) => {
      const c = await Connection.connect({ ...o, connectTimeout: 3_000 });
      await c.workflowService.getSystemInfo({}).finally(() => c.close());
    },
  ],
  // The worker (the SDK's Rust core, another TLS stack).
  ['worker NativeConnection', async (o) => (await NativeConnection.connect(o)).close()],
];

describe.each(CONNECTORS)('%s against a loopback TLS listener', (_, connect) => {
  let server: Awaited<ReturnType<typeof recordingServer>>;
  beforeAll(async () => {
    server = await recordingServer();
  });
  afterAll(() => server.close());
  const env = (extra: Record<string, string>) => ({ TEMPORAL_ADDRESS: server.address, ...extra });

  it('presents the client certificate, checks the server against the private CA and the server name, sends the API key', async () => {
    server.seen.length = 0;
    const o = options(
      env({
        TEMPORAL_TLS_CERT: pki.clientCert,
        TEMPORAL_TLS_KEY: pki.clientKey,
        TEMPORAL_TLS_CA: pki.ca,
        TEMPORAL_TLS_SERVER_NAME: 'temporal.test',
        TEMPORAL_API_KEY: API_KEY,
      }),
    );
    await connect(o).catch(() => undefined);
    expect(server.seen.length).toBeGreaterThan(0);
    expect(server.seen[0]).toMatchObject({
      clientCn: 'hiring-worker',
      sni: 'temporal.test',
      authorization: `Bearer ${API_KEY}`,
    });
    expect(server.seen[0]!.path).toMatch(/^\/temporal\.api\.workflowservice\.v1\.WorkflowService\//);
  });

  it('refuses a server whose certificate the configured CA did not sign: nothing is sent', async () => {
    server.seen.length = 0;
    const o = options(
      env({ TEMPORAL_TLS_CA: pki.otherCa, TEMPORAL_TLS_SERVER_NAME: 'temporal.test', TEMPORAL_API_KEY: API_KEY }),
    );
    await expect(connect(o)).rejects.toThrow();
    expect(server.seen).toEqual([]);
  });

  it('refuses a server whose certificate names another host: nothing is sent', async () => {
    server.seen.length = 0;
    const o = options(
      env({ TEMPORAL_TLS_CA: pki.ca, TEMPORAL_TLS_SERVER_NAME: 'other.test', TEMPORAL_API_KEY: API_KEY }),
    );
    await expect(connect(o)).rejects.toThrow();
    expect(server.seen).toEqual([]);
  });
});
