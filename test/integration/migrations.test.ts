import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { withDatabase } from '../../src/db/bootstrap';
import { migrate, readMigrations } from '../../src/db/migrate';
import { createPool } from '../../src/db/pool';
import { randomBase62 } from '../../src/ids';

describe('migrations (foundation)', () => {
  const extra: string[] = [];
  afterAll(async () => {
    const admin = await mysql.createConnection({ uri: loadConfig().MYSQL_ADMIN_URL });
    for (const db of extra) await admin.query(`DROP DATABASE IF EXISTS \`${db}\``);
    await admin.end();
  });

  it('are recorded and safe to run twice, also from two runners at once', async () => {
    const db = createPool({ url: inject('mysqlUrl'), connectionLimit: 2 });
    try {
      expect(await migrate(db)).toEqual([]);
      const [rows] = (await db.query('SELECT version, name FROM schema_migrations ORDER BY version')) as unknown as [
        Array<{ name: string }>,
      ];
      expect(rows.map((r) => r.name)).toEqual((await readMigrations()).map((m) => m.name));
    } finally {
      await db.end();
    }
  });

  it('apply in order to an empty database, concurrently without double application', async () => {
    const name = `${new URL(inject('mysqlUrl')).pathname.slice(1)}_m${randomBase62(4).toLowerCase()}`;
    extra.push(name);
    const admin = await mysql.createConnection({ uri: loadConfig().MYSQL_ADMIN_URL });
    await admin.query(`CREATE DATABASE \`${name}\``);
    await admin.end();
    const a = createPool({ url: withDatabase(inject('mysqlUrl'), name), connectionLimit: 1 });
    const b = createPool({ url: withDatabase(inject('mysqlUrl'), name), connectionLimit: 1 });
    try {
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      const all = (await readMigrations()).map((m) => m.name);
      expect([...ra, ...rb].sort()).toEqual(all);
      expect(await migrate(a)).toEqual([]);
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('refuse a migration edited after it was applied', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'));
    const name = `${new URL(inject('mysqlUrl')).pathname.slice(1)}_e${randomBase62(4).toLowerCase()}`;
    extra.push(name);
    const admin = await mysql.createConnection({ uri: loadConfig().MYSQL_ADMIN_URL });
    await admin.query(`CREATE DATABASE \`${name}\``);
    await admin.end();
    const db = createPool({ url: withDatabase(inject('mysqlUrl'), name), connectionLimit: 1 });
    try {
      writeFileSync(join(dir, '20990101000000_t.sql'), 'CREATE TABLE t (id INT PRIMARY KEY);');
      expect(await migrate(db, dir + '/')).toEqual(['20990101000000_t.sql']);
      writeFileSync(join(dir, '20990101000000_t.sql'), 'CREATE TABLE t (id BIGINT PRIMARY KEY);');
      await expect(migrate(db, dir + '/')).rejects.toThrow(/changed after it was applied/);
    } finally {
      await db.end();
    }
  });
});
