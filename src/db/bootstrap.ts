import mysql from 'mysql2/promise';

export interface MysqlTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export function parseMysqlUrl(url: string): MysqlTarget {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')),
  };
}

const IDENT = /^[A-Za-z0-9_]{1,64}$/;

/**
 * Creates the database and the application user where missing (idempotent). The user gets every
 * privilege on its database, and on `<db>_test_%` so that test runs can make throwaway databases.
 */
export async function ensureDatabase(adminUrl: string, appUrl: string): Promise<void> {
  const app = parseMysqlUrl(appUrl);
  if (!IDENT.test(app.database) || !IDENT.test(app.user)) {
    throw new Error('MYSQL_URL must name a database and a user made of letters, digits and underscores');
  }
  const admin = await mysql.createConnection({ uri: adminUrl, connectTimeout: 5_000 });
  try {
    await admin.query(
      `CREATE DATABASE IF NOT EXISTS \`${app.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    if (app.user === 'root') return;
    for (const host of ['localhost', '127.0.0.1', '%']) {
      await admin.query(`CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?`, [app.user, host, app.password]);
      await admin.query(`GRANT ALL PRIVILEGES ON \`${app.database}\`.* TO ?@?`, [app.user, host]);
      await admin.query(`GRANT ALL PRIVILEGES ON \`${app.database}\\_test\\_%\`.* TO ?@?`, [app.user, host]);
    }
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}
