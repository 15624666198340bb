import type { PoolConnection } from 'mysql2/promise';
import type { Db } from './pool';

/** Runs `fn` in one transaction on one connection: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(db: Db, fn: (conn: PoolConnection) => Promise<T>): Promise<T> {
  const conn = await db.getConnection();
  try {
    await conn.beginTransaction();
    const result = await fn(conn);
    await conn.commit();
    return result;
  } catch (err) {
    await conn.rollback().catch(() => undefined);
    throw err;
  } finally {
    conn.release();
  }
}
