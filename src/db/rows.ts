import type { FieldPacket, ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import type { Db } from './pool';

/** Anything that runs a query: the pool or one of its connections. */
export type Queryable = Pick<Db, 'query'>;

/** A typed SELECT: mysql2's own typings only know RowDataPacket. */
export async function selectRows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const [rows] = (await db.query<RowDataPacket[]>(sql, params)) as [RowDataPacket[], FieldPacket[]];
  return rows as unknown as T[];
}

export async function execute(db: Queryable, sql: string, params: unknown[] = []): Promise<ResultSetHeader> {
  const [result] = await db.query<ResultSetHeader>(sql, params);
  return result;
}

/**
 * Several statements in one round trip (the pool enables multipleStatements): one result per
 * statement, in order, rows for a SELECT and a ResultSetHeader for anything else. mysql2 types a
 * query's result as a single statement's, so the caller names the tuple it expects (unknown[] when
 * it reads the results one by one).
 */
export async function queryResults<T extends unknown[] = unknown[]>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  const [results] = await db.query<RowDataPacket[][]>(sql, params);
  return results as unknown as T;
}
