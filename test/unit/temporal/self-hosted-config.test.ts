import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { benchTemporalKinds } from '../../../bench/temporal-servers';
import { selfHostedConfigYaml, type ServerConfig } from '../../../support/self-hosted-temporal-config';

const base: ServerConfig = {
  postgres: { host: '127.0.0.1', port: 5432, user: 'postgres' },
  databases: { store: 'hiring_temporal_x', visibility: 'hiring_temporal_x_visibility' },
  ports: [7001, 7002, 7003, 7004, 7005, 7006, 7007, 7008],
  dynamicConfigFile: '/tmp/a dir/dynamic.yaml',
};

describe('the self-hosted server config', () => {
  it('gives each service its own ports on loopback and the frontend the first one', () => {
    const c = parse(selfHostedConfigYaml(base));
    const rpc = (s: string) => c.services[s].rpc;
    expect(Object.keys(c.services)).toEqual(['frontend', 'history', 'matching', 'worker']);
    const ports = Object.keys(c.services).flatMap((s) => [rpc(s).grpcPort, rpc(s).membershipPort]);
    expect(ports).toEqual(base.ports);
    expect(Object.keys(c.services).every((s) => rpc(s).bindOnLocalHost === true)).toBe(true);
    expect(c.clusterMetadata.clusterInformation.active.rpcAddress).toBe('127.0.0.1:7001');
    expect(c.dynamicConfigClient.filepath).toBe('/tmp/a dir/dynamic.yaml');
    expect(c.global.tls).toBeUndefined();
  });

  it('keeps the store and visibility in their own PostgreSQL databases', () => {
    const c = parse(selfHostedConfigYaml(base));
    const sql = (n: string) => c.persistence.datastores[n].sql;
    expect(c.persistence.defaultStore).toBe('store');
    expect(c.persistence.visibilityStore).toBe('visibility');
    expect([sql('store').databaseName, sql('visibility').databaseName]).toEqual(Object.values(base.databases));
    expect(sql('store')).toMatchObject({
      pluginName: 'postgres12_pgx',
      connectAddr: '127.0.0.1:5432',
      user: 'postgres',
    });
  });

  it('with TLS, the frontend requires client certificates from the CA and its own system worker presents one', () => {
    const tls = {
      ca: '/pki/ca.pem',
      serverCert: '/pki/server.pem',
      serverKey: '/pki/server.key',
      serverName: 'temporal.test',
      clientCert: '/pki/client.pem',
      clientKey: '/pki/client.key',
    };
    const c = parse(selfHostedConfigYaml({ ...base, tls }));
    expect(c.global.tls.frontend.server).toEqual({
      certFile: tls.serverCert,
      keyFile: tls.serverKey,
      requireClientAuth: true,
      clientCaFiles: [tls.ca],
    });
    expect(c.global.tls.systemWorker).toEqual({
      certFile: tls.clientCert,
      keyFile: tls.clientKey,
      client: { serverName: 'temporal.test', rootCaFiles: [tls.ca] },
    });
  });
});

describe('BENCH_TEMPORAL', () => {
  it.each([
    [undefined, true, ['dev', 'self-hosted']],
    [undefined, false, ['dev']],
    ['dev', true, ['dev']],
    ['self-hosted', false, ['self-hosted']],
    ['both', false, ['dev', 'self-hosted']],
  ] as const)('%s with the server built: %s -> %j', (setting, built, kinds) => {
    expect(benchTemporalKinds(setting, built)).toEqual(kinds);
  });

  it('names the accepted values for anything else', () => {
    expect(() => benchTemporalKinds('cloud', true)).toThrow(
      'BENCH_TEMPORAL must be dev, self-hosted or both, not "cloud"',
    );
  });
});
