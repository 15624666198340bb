import type { FieldPacket, ResultSetHeader, RowDataPacket } from 'mysql2/promise';
import type { Db } from './pool';

/** A typed SELECT: mysql2's own typings only know RowDataPacket. */
export async function selectRows<T>(db: Pick<Db, 'query'>, sql: string, params: unknown[] = []): Promise<T[]> {
  const [rows] = (await db.query<RowDataPacket[]>(sql, params)) as [RowDataPacket[], FieldPacket[]];
  return rows as unknown as T[];
}

export async function execute(db: Pick<Db, 'query'>, sql: string, params: unknown[] = []): Promise<ResultSetHeader> {
  const [result] = await db.query<ResultSetHeader>(sql, params);
  return result;
}
