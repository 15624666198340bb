import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TLSConfig } from '@temporalio/client';
import { ConfigError, type Config } from '../config';

/** What `Connection` (client) and `NativeConnection` (worker) take alike: SDK 1.24 option names. */
export interface TemporalConnectionOptions {
  address: string;
  /** Absent: plaintext (the dev server). */
  tls?: TLSConfig;
  /** Sent as `Authorization: Bearer <key>`; never logged (connectionSummary leaves it out). */
  apiKey?: string;
}

export type TemporalConnectionSettings = Pick<
  Config,
  | 'TEMPORAL_ADDRESS'
  | 'TEMPORAL_TLS_CERT'
  | 'TEMPORAL_TLS_KEY'
  | 'TEMPORAL_TLS_CA'
  | 'TEMPORAL_TLS_SERVER_NAME'
  | 'TEMPORAL_API_KEY'
>;

const EXPECTS = {
  TEMPORAL_TLS_CERT: 'a PEM file holding the client certificate (-----BEGIN CERTIFICATE-----)',
  TEMPORAL_TLS_KEY: 'a PEM file holding the private key of TEMPORAL_TLS_CERT (-----BEGIN PRIVATE KEY-----)',
  TEMPORAL_TLS_CA: "a PEM file holding the CA certificate that signed the server's certificate",
} as const;

type FileSetting = keyof typeof EXPECTS;

/**
 * The connection options of the API, the worker and the CLI, built once at start-up. The files are
 * read and parsed here, so a missing, unreadable or wrong file stops the program before it connects
 * (ConfigError: the variable's name and what it expects), not at the first job.
 */
export function temporalConnectionOptions(
  config: TemporalConnectionSettings,
  read: (path: string) => Buffer = readFileSync,
): TemporalConnectionOptions {
  const file = (name: FileSetting): Buffer | undefined => {
    const path = config[name];
    if (path === undefined) return undefined;
    try {
      return read(path);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'error';
      throw invalid(name, path, `cannot be read (${code}); must be ${EXPECTS[name]}`);
    }
  };
  const crt = file('TEMPORAL_TLS_CERT');
  const key = file('TEMPORAL_TLS_KEY');
  const ca = file('TEMPORAL_TLS_CA');
  if (crt) checkCertificate('TEMPORAL_TLS_CERT', config.TEMPORAL_TLS_CERT!, crt);
  if (ca) checkCertificate('TEMPORAL_TLS_CA', config.TEMPORAL_TLS_CA!, ca);
  if (crt && key) checkKeyPair(config.TEMPORAL_TLS_KEY!, crt, key);

  const secured =
    crt !== undefined || ca !== undefined || config.TEMPORAL_TLS_SERVER_NAME !== undefined || !!config.TEMPORAL_API_KEY;
  if (!secured) return { address: config.TEMPORAL_ADDRESS };
  const tls: TLSConfig = {};
  if (crt && key) tls.clientCertPair = { crt, key };
  if (ca) tls.serverRootCACertificate = ca;
  if (config.TEMPORAL_TLS_SERVER_NAME) tls.serverNameOverride = config.TEMPORAL_TLS_SERVER_NAME;
  return {
    address: config.TEMPORAL_ADDRESS,
    tls,
    ...(config.TEMPORAL_API_KEY ? { apiKey: config.TEMPORAL_API_KEY } : {}),
  };
}

/** How a process connects, for its start-up log line: whether a key is used, never the key. */
export function connectionSummary(o: TemporalConnectionOptions): Record<string, unknown> {
  return {
    address: o.address,
    tls: o.tls !== undefined,
    client_certificate: o.tls?.clientCertPair !== undefined,
    private_ca: o.tls?.serverRootCACertificate !== undefined,
    api_key: o.apiKey !== undefined,
  };
}

function checkCertificate(name: 'TEMPORAL_TLS_CERT' | 'TEMPORAL_TLS_CA', path: string, pem: Buffer): void {
  try {
    new X509Certificate(pem);
  } catch {
    throw invalid(name, path, `holds no certificate; must be ${EXPECTS[name]}`);
  }
}

function checkKeyPair(path: string, crt: Buffer, pem: Buffer): void {
  let matches: boolean;
  try {
    matches = new X509Certificate(crt).checkPrivateKey(createPrivateKey(pem));
  } catch {
    throw invalid('TEMPORAL_TLS_KEY', path, `holds no private key; must be ${EXPECTS.TEMPORAL_TLS_KEY}`);
  }
  if (!matches)
    throw invalid('TEMPORAL_TLS_KEY', path, 'is not the private key of the certificate in TEMPORAL_TLS_CERT');
}

/** The same line shape as loadConfig's, so every entry point and the CLI print it the same way. */
function invalid(name: FileSetting, path: string, problem: string): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${name}=${JSON.stringify(path)}: ${problem}`);
}
