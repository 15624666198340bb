// The YAML config of a one-process Temporal server on PostgreSQL (self-hosted-temporal.ts), built
// from the server's config/development-postgres12.yaml with every port chosen by the caller.
export interface PostgresTarget {
  host: string;
  port: number;
  user: string;
}

/** PEM file paths: the frontend asks every client for a certificate signed by `ca` (mutual TLS). */
export interface ServerTls {
  ca: string;
  serverCert: string;
  serverKey: string;
  /** The name in the server certificate, which clients check. */
  serverName: string;
  /** The certificate the server's own system worker presents to its frontend. */
  clientCert: string;
  clientKey: string;
}

export interface ServerConfig {
  postgres: PostgresTarget;
  databases: { store: string; visibility: string };
  /** Eight distinct free ports: the frontend's gRPC port first. */
  ports: number[];
  dynamicConfigFile: string;
  tls?: ServerTls;
}

const json = JSON.stringify; // a JSON string is a valid YAML scalar, whatever a path holds

/**
 * The pgx driver (`postgres12_pgx`), not lib/pq (`postgres12`): pgx caches each prepared
 * statement and sends a query with its arguments in one round trip, where lib/pq prepares it
 * first, in a round trip of its own. Each persistence call of a job is several queries in a
 * transaction; with pgx a sync match spends 4-10 ms less at p50 on the 2-core test machines (4.4
 * on an AMD EPYC, 10.2 on an Intel Xeon half as fast: docs/benchmarks.md, "The pgx driver against
 * lib/pq"). The schema tool's plugin does not matter: the schema is the same.
 */
const TEMPORAL_SQL_PLUGIN = 'postgres12_pgx';

function datastore(c: ServerConfig, database: string, maxConns: number): string {
  return `      sql:
        pluginName: ${TEMPORAL_SQL_PLUGIN}
        databaseName: ${json(database)}
        connectAddr: ${json(`${c.postgres.host}:${c.postgres.port}`)}
        connectProtocol: tcp
        user: ${json(c.postgres.user)}
        maxConns: ${maxConns}
        maxIdleConns: ${maxConns}
        maxConnLifetime: 1h
`;
}

function tlsYaml(t: ServerTls | undefined): string {
  if (!t) return '';
  const client = `        serverName: ${json(t.serverName)}
        rootCaFiles: [${json(t.ca)}]
`;
  return `  tls:
    frontend:
      server:
        certFile: ${json(t.serverCert)}
        keyFile: ${json(t.serverKey)}
        requireClientAuth: true
        clientCaFiles: [${json(t.ca)}]
      client:
${client}    systemWorker:
      certFile: ${json(t.clientCert)}
      keyFile: ${json(t.clientKey)}
      client:
${client}`;
}

export function selfHostedConfigYaml(c: ServerConfig): string {
  const [frontend, frontendRing, history, historyRing, matching, matchingRing, worker, workerRing] = c.ports as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const service = (grpc: number, ring: number) => `    rpc:
      grpcPort: ${grpc}
      membershipPort: ${ring}
      bindOnLocalHost: true
`;
  return `log:
  stdout: true
  level: warn
persistence:
  defaultStore: store
  visibilityStore: visibility
  numHistoryShards: 4
  datastores:
    store:
${datastore(c, c.databases.store, 20)}    visibility:
${datastore(c, c.databases.visibility, 4)}global:
  membership:
    maxJoinDuration: 30s
    broadcastAddress: 127.0.0.1
${tlsYaml(c.tls)}services:
  frontend:
${service(frontend, frontendRing)}  history:
${service(history, historyRing)}  matching:
${service(matching, matchingRing)}  worker:
${service(worker, workerRing)}clusterMetadata:
  enableGlobalNamespace: false
  failoverVersionIncrement: 10
  masterClusterName: active
  currentClusterName: active
  clusterInformation:
    active:
      enabled: true
      initialFailoverVersion: 1
      rpcName: frontend
      rpcAddress: ${json(`127.0.0.1:${frontend}`)}
dcRedirectionPolicy:
  policy: noop
dynamicConfigClient:
  filepath: ${json(c.dynamicConfigFile)}
  pollInterval: 10s
`;
}
