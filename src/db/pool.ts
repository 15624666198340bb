import type { Connection as CallbackConnection } from 'mysql2';
import mysql from 'mysql2/promise';

export type Db = mysql.Pool;

export interface DbOptions {
  url: string;
  connectionLimit?: number;
  /**
   * Longest a statement may go unanswered before its connection is given up (MYSQL_QUERY_TIMEOUT_MS
   * in the API and the worker). Unset: no limit, for migrations and bulk loads, which may
   * legitimately run for minutes.
   */
  queryDeadlineMs?: number;
}

export function createPool({ url, connectionLimit = 16, queryDeadlineMs }: DbOptions): Db {
  const pool = mysql.createPool({
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
  if (queryDeadlineMs !== undefined) {
    pool.on('connection', (conn) => guardCommands(coreConnection(conn), queryDeadlineMs));
  }
  return pool;
}

/**
 * mysql2's core (callback) connection, with the parts the guard uses that its public types omit
 * (the command queue and the socket).
 */
type CoreConnection = CallbackConnection & {
  addCommand(cmd: NodeJS.EventEmitter): unknown;
  stream: { destroy(err?: Error): void };
};

/**
 * The core connection under a promise one. A pool's 'connection' event and a promise connection's
 * `.connection` both hold mysql2's core connection at run time, but its promise typings declare the
 * promise wrapper; the core one is what streams a query and what the guard wraps.
 */
export function coreConnection(conn: mysql.Connection): CoreConnection {
  return conn as unknown as CoreConnection;
}

/**
 * A MySQL that stops answering on an established connection (a network partition without a reset,
 * a frozen server) would otherwise hold every request that waits on it for as long as TCP takes to
 * give up: hours. Measured without this guard: requests still wait after 20 s, and a standard
 * window batch stuck in flight holds up every later request of the process. Each command gets a
 * deadline; past it the connection is torn down as a network error would, so every command on it
 * fails with a connection error (503 to the client) and the pool opens a fresh connection.
 * mysql2's own per-query `timeout` cannot do this: it rejects the promise but leaves the command
 * queued on the connection, which the pool then hands out again.
 */
function guardCommands(conn: CoreConnection, deadlineMs: number): void {
  const add = conn.addCommand.bind(conn);
  conn.addCommand = (cmd) => {
    const timer = setTimeout(() => {
      const err = Object.assign(new Error(`MySQL did not answer within ${deadlineMs} ms`), {
        code: 'PROTOCOL_SEQUENCE_TIMEOUT',
        fatal: true,
      });
      conn.stream.destroy(err);
    }, deadlineMs);
    timer.unref();
    cmd.once('end', () => clearTimeout(timer));
    return add(cmd);
  };
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
