import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPki {
  dir: string;
  /** PEM file paths. */
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** A second CA that signed nothing here: trusting it alone must fail the handshake. */
  otherCa: string;
  remove(): void;
}

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

function ca(dir: string, name: string): void {
  openssl(dir, ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`]);
  openssl(dir, [
    'req',
    '-x509',
    '-new',
    '-key',
    `${name}.key`,
    '-days',
    '1',
    '-subj',
    `/CN=${name}`,
    '-out',
    `${name}.pem`,
  ]);
}

function leaf(dir: string, name: string, cn: string, ext: string): void {
  // PKCS#8 ("BEGIN PRIVATE KEY"), the form both the Node and the Rust (worker) TLS stacks read.
  openssl(dir, ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', `${name}.key`]);
  openssl(dir, ['req', '-new', '-key', `${name}.key`, '-subj', `/CN=${cn}`, '-out', `${name}.csr`]);
  writeFileSync(join(dir, `${name}.ext`), ext);
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.pem`,
  ]);
}

/**
 * A private CA, a server certificate for `temporal.test` and a client certificate (CN
 * hiring-worker) signed by it, made with openssl in a temporary folder: what an operator of a
 * self-hosted cluster with mutual TLS hands the service.
 */
export function makeTestPki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'hiring-pki-'));
  ca(dir, 'ca');
  ca(dir, 'other-ca');
  leaf(dir, 'server', 'temporal.test', 'subjectAltName=DNS:temporal.test\nextendedKeyUsage=serverAuth\n');
  leaf(dir, 'client', 'hiring-worker', 'extendedKeyUsage=clientAuth\n');
  const p = (f: string) => join(dir, f);
  return {
    dir,
    ca: p('ca.pem'),
    serverCert: p('server.pem'),
    serverKey: p('server.key'),
    clientCert: p('client.pem'),
    clientKey: p('client.key'),
    otherCa: p('other-ca.pem'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
