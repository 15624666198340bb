import type { Db } from './pool';
import { execute, selectRows, type Queryable } from './rows';

/** One event for one endpoint; `id` is the message's `webhook-id`. */
export interface WebhookMessageRow {
  id: string;
  company_id: string;
  endpoint_id: string;
  event_type: string;
  job_id: string | null;
  request_id: string | null;
  /** Sealed with the secret box (context: the message id). */
  payload: Buffer | string;
  created_at: Date;
  outcome: 'pending' | 'delivered' | 'failed';
  attempt_count: number;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
}

export type NewMessage = Omit<WebhookMessageRow, 'outcome' | 'attempt_count' | 'last_attempt_at' | 'next_attempt_at'>;

export async function insertMessages(db: Queryable, rows: readonly NewMessage[]): Promise<void> {
  if (rows.length === 0) return;
  await execute(
    db,
    `INSERT IGNORE INTO webhook_messages (id, company_id, endpoint_id, event_type, job_id, request_id, payload, created_at)
     VALUES ?`,
    [
      rows.map((r) => [
        r.id,
        r.company_id,
        r.endpoint_id,
        r.event_type,
        r.job_id,
        r.request_id,
        r.payload,
        r.created_at,
      ]),
    ],
  );
}

export async function findMessage(db: Queryable, id: string): Promise<WebhookMessageRow | null> {
  const [row] = await selectRows<WebhookMessageRow>(db, 'SELECT * FROM webhook_messages WHERE id = ?', [id]);
  return row ?? null;
}

export interface AttemptRecord {
  messageId: string;
  endpointId: string;
  attemptedAt: Date;
  statusCode: number | null;
  errorClass: string | null;
  durationMs: number;
  snippet: string | null;
  nextAttemptAt: Date | null;
  outcome: 'delivered' | 'retrying' | 'failed';
}

/** The attempt's log row and the message's state, in one round trip. */
export async function recordAttempt(db: Queryable, a: AttemptRecord): Promise<void> {
  const messageOutcome = a.outcome === 'retrying' ? 'pending' : a.outcome;
  await execute(
    db,
    `INSERT INTO webhook_attempts (message_id, endpoint_id, attempted_at, status_code, error_class, duration_ms,
       response_snippet, next_attempt_at, outcome) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?);
     UPDATE webhook_messages SET outcome = ?, attempt_count = attempt_count + 1, last_attempt_at = ?, next_attempt_at = ?
      WHERE id = ?`,
    [
      a.messageId,
      a.endpointId,
      a.attemptedAt,
      a.statusCode,
      a.errorClass,
      a.durationMs,
      a.snippet,
      a.nextAttemptAt,
      a.outcome,
      messageOutcome,
      a.attemptedAt,
      a.nextAttemptAt,
      a.messageId,
    ],
  );
}

/** A delivery that ends without an attempt (its endpoint was disabled or deleted meanwhile). */
export async function endMessage(db: Queryable, id: string, outcome: 'delivered' | 'failed'): Promise<void> {
  await execute(db, 'UPDATE webhook_messages SET outcome = ?, next_attempt_at = NULL WHERE id = ?', [outcome, id]);
}

/** A recovered message is pending again, with its original id and payload. */
export async function reopenMessages(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await execute(db, "UPDATE webhook_messages SET outcome = 'pending', next_attempt_at = NULL WHERE id IN (?)", [ids]);
}

/** The endpoint's failed messages created since `since`, oldest first (R29 recover). */
export async function failedMessagesSince(
  db: Queryable,
  companyId: string,
  endpointId: string,
  since: Date,
): Promise<WebhookMessageRow[]> {
  return selectRows<WebhookMessageRow>(
    db,
    `SELECT * FROM webhook_messages
      WHERE company_id = ? AND endpoint_id = ? AND created_at >= ? AND outcome = 'failed'
      ORDER BY created_at, id`,
    [companyId, endpointId, since],
  );
}

export interface DeliveryLogRow {
  id: string;
  event_type: string;
  job_id: string | null;
  request_id: string | null;
  created_at: Date;
  outcome: 'pending' | 'delivered' | 'failed';
  next_attempt_at: Date | null;
}

export interface AttemptRow {
  message_id: string;
  attempted_at: Date;
  status_code: number | null;
  error_class: string | null;
  duration_ms: number;
  response_snippet: string | null;
  next_attempt_at: Date | null;
  outcome: 'delivered' | 'retrying' | 'failed';
}

/** A page of an endpoint's messages, newest first (ties by id), with the total for pagination. */
export async function deliveryLogPage(
  db: Queryable,
  q: { companyId: string; endpointId: string; outcome: string | null; limit: number; offset: number },
): Promise<{ total: number; messages: DeliveryLogRow[]; attempts: AttemptRow[] }> {
  const filter = q.outcome === null ? '' : ' AND outcome = ?';
  const params = [q.companyId, q.endpointId, ...(q.outcome === null ? [] : [q.outcome])];
  const [count] = await selectRows<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM webhook_messages WHERE company_id = ? AND endpoint_id = ?${filter}`,
    params,
  );
  const messages = await selectRows<DeliveryLogRow>(
    db,
    `SELECT id, event_type, job_id, request_id, created_at, outcome, next_attempt_at FROM webhook_messages
      WHERE company_id = ? AND endpoint_id = ?${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [...params, q.limit, q.offset],
  );
  const attempts =
    messages.length === 0
      ? []
      : await selectRows<AttemptRow>(
          db,
          `SELECT message_id, attempted_at, status_code, error_class, duration_ms, response_snippet, next_attempt_at, outcome
             FROM webhook_attempts WHERE message_id IN (?) ORDER BY id`,
          [messages.map((m) => m.id)],
        );
  return { total: Number(count?.n ?? 0), messages, attempts };
}

/** When the oldest message still awaiting delivery was created; null when none waits. */
export async function oldestPendingAt(db: Queryable): Promise<Date | null> {
  const [row] = await selectRows<{ at: Date | null }>(
    db,
    "SELECT MIN(created_at) AS at FROM webhook_messages WHERE outcome = 'pending'",
  );
  return row?.at ?? null;
}

/**
 * R29: messages (and their attempts) created before `createdBefore` whose delivery has ended.
 * One still pending is kept until its last attempt, a few hours later at most.
 */
export async function sweepMessages(db: Db, createdBefore: Date, batch = 5_000): Promise<number> {
  const ids = (
    await selectRows<{ id: string }>(
      db,
      "SELECT id FROM webhook_messages WHERE created_at < ? AND outcome <> 'pending' LIMIT ?",
      [createdBefore, batch],
    )
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  await execute(
    db,
    'DELETE FROM webhook_attempts WHERE message_id IN (?); DELETE FROM webhook_messages WHERE id IN (?)',
    [ids, ids],
  );
  return ids.length;
}
