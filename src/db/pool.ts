import mysql from 'mysql2/promise';

export type Db = mysql.Pool;

export interface DbOptions {
  url: string;
  connectionLimit?: number;
}

export function createPool({ url, connectionLimit = 16 }: DbOptions): Db {
  return mysql.createPool({
    uri: url,
    connectionLimit,
    // Times are stored and read as UTC; DATETIME(3) keeps milliseconds.
    timezone: 'Z',
    dateStrings: false,
    supportBigNumbers: true,
    bigNumberStrings: false,
    // The rate limiter sends its transaction as one round trip (see rate-limit.repository.ts).
    multipleStatements: true,
    // No caller stack captured per query: it cost a tenth of the API's CPU on the poll path
    // (profiled). Query errors keep their code and message, which is all the logs record.
    trace: false,
    connectTimeout: 3_000,
    enableKeepAlive: true,
    waitForConnections: true,
    queueLimit: 1_000,
  });
}

/** mysql2 errors that mean "the database is unreachable", as opposed to a bad query. */
export function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return (
    typeof code === 'string' &&
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'PROTOCOL_CONNECTION_LOST',
      'PROTOCOL_SEQUENCE_TIMEOUT',
      'ER_CON_COUNT_ERROR',
      'POOL_CLOSED',
      'POOL_ENQUEUELIMIT',
      'ENOTFOUND',
      'EHOSTUNREACH',
      'ER_SERVER_SHUTDOWN',
    ].includes(code)
  );
}
