import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { lockNameSql } from './lock-name';
import type { Db } from './pool';
import { selectRows } from './rows';

/** Runners of one database's migrations take turns (per database: see lock-name.ts). */
const MIGRATE_LOCK = lockNameSql('hiring_migrate');

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const NAME = /^(\d{14})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => NAME.test(f)).sort();
  return Promise.all(
    files.map(async (name) => {
      const sql = await readFile(dir + name, 'utf8');
      return { version: NAME.exec(name)![1]!, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Forward-only, recorded in schema_migrations, safe to run twice and from two processes at once
 * (GET_LOCK serialises runners; both MySQL 8 and MariaDB have it).
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const conn = await db.getConnection();
  try {
    await conn.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version CHAR(14) NOT NULL PRIMARY KEY,
         name VARCHAR(200) NOT NULL,
         checksum CHAR(64) NOT NULL,
         applied_at DATETIME(3) NOT NULL
       ) ENGINE=InnoDB DEFAULT CHARSET=ascii`,
    );
    const [lock] = await selectRows<{ ok: number }>(conn, `SELECT GET_LOCK(${MIGRATE_LOCK}, 60) AS ok`);
    if (lock?.ok !== 1) throw new Error('could not take the migration lock within 60 s');
    try {
      const rows = await selectRows<{ version: string; checksum: string }>(
        conn,
        'SELECT version, checksum FROM schema_migrations',
      );
      const applied = new Map(rows.map((r) => [r.version, r.checksum]));
      const done: string[] = [];
      for (const m of await readMigrations(dir)) {
        const seen = applied.get(m.version);
        if (seen !== undefined) {
          if (seen !== m.checksum)
            throw new Error(`migration ${m.name} changed after it was applied; add a new one instead`);
          continue;
        }
        await conn.query(m.sql);
        await conn.query(
          'INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, UTC_TIMESTAMP(3))',
          [m.version, m.name, m.checksum],
        );
        done.push(m.name);
      }
      return done;
    } finally {
      await conn.query(`SELECT RELEASE_LOCK(${MIGRATE_LOCK})`);
    }
  } finally {
    conn.release();
  }
}
