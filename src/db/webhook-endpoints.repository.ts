import type { PoolConnection } from 'mysql2/promise';
import { parseStoredEvents, type EventFilter, type EventType } from '../domain/webhooks/events';
import type { SecretBox } from '../secret-box';
import { execute, selectRows, type Queryable } from './rows';

export interface WebhookEndpointRow {
  id: string;
  company_id: string;
  url: string;
  description: string | null;
  /** Comma list of event types; NULL is every event type (domain/webhooks/events.ts). */
  events: string | null;
  enabled: number;
  disabled_reason: string | null;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_expires_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, company_id, url, description, events, enabled, disabled_reason, secret_enc, previous_secret_enc,
  previous_secret_expires_at, failing_since, created_at, updated_at`;

/** The authenticated data bound to a sealed secret: a secret copied onto another row does not open. */
export const secretContext = (endpointId: string): string => `webhook-endpoint:${endpointId}`;

/**
 * Inserts unless the company already holds `limit` endpoints (deleted ones not counted), inside
 * the caller's transaction. The company row is locked first, so two creations at once cannot
 * both take the last place.
 */
export async function insertEndpointWithinLimit(
  conn: PoolConnection,
  row: WebhookEndpointRow,
  limit: number,
): Promise<'inserted' | 'limit'> {
  await conn.query('SELECT id FROM companies WHERE id = ? FOR UPDATE', [row.company_id]);
  const [count] = await selectRows<{ n: number }>(
    conn,
    'SELECT COUNT(*) AS n FROM webhook_endpoints WHERE company_id = ? AND deleted_at IS NULL',
    [row.company_id],
  );
  if (Number(count?.n ?? 0) >= limit) return 'limit';
  await execute(conn, `INSERT INTO webhook_endpoints (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
    row.id,
    row.company_id,
    row.url,
    row.description,
    row.events,
    row.enabled,
    row.disabled_reason,
    row.secret_enc,
    row.previous_secret_enc,
    row.previous_secret_expires_at,
    row.failing_since,
    row.created_at,
    row.updated_at,
  ]);
  return 'inserted';
}

/** A company's endpoints, oldest first (ids break ties, so the order is stable). */
export async function listEndpoints(db: Queryable, companyId: string): Promise<WebhookEndpointRow[]> {
  return selectRows<WebhookEndpointRow>(
    db,
    `SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = ? AND deleted_at IS NULL ORDER BY created_at, id`,
    [companyId],
  );
}

/** One endpoint of this company; another company's id, or a deleted one, is null. */
export async function findEndpoint(
  db: Queryable,
  companyId: string,
  endpointId: string,
): Promise<WebhookEndpointRow | null> {
  const [row] = await selectRows<WebhookEndpointRow>(
    db,
    `SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = ? AND id = ? AND deleted_at IS NULL`,
    [companyId, endpointId],
  );
  return row ?? null;
}

export interface EndpointChanges {
  url?: string;
  description?: string | null;
  events?: string | null;
  enabled?: boolean;
}

/**
 * Applies the given fields; enabling clears the reason of an automatic disabling and the failure
 * clock, so a re-enabled endpoint gets its full five days again. False when there is no such endpoint.
 */
export async function updateEndpoint(
  db: Queryable,
  companyId: string,
  endpointId: string,
  changes: EndpointChanges,
  now: Date,
): Promise<boolean> {
  const sets: string[] = ['updated_at = ?'];
  const params: unknown[] = [now];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    params.push(value);
  };
  if (changes.url !== undefined) set('url', changes.url);
  if (changes.description !== undefined) set('description', changes.description);
  if (changes.events !== undefined) set('events', changes.events);
  if (changes.enabled === true) sets.push('enabled = 1, disabled_reason = NULL, failing_since = NULL');
  if (changes.enabled === false) sets.push('enabled = 0');
  const result = await execute(
    db,
    `UPDATE webhook_endpoints SET ${sets.join(', ')} WHERE company_id = ? AND id = ? AND deleted_at IS NULL`,
    [...params, companyId, endpointId],
  );
  return result.affectedRows === 1;
}

/**
 * The new secret signs from now on; the current one keeps signing beside it until `previousUntil`.
 * The current secret moves over in the statement itself (assignments run left to right), so two
 * rotations at once still leave the last two secrets valid.
 */
export async function rotateEndpointSecret(
  db: Queryable,
  companyId: string,
  endpointId: string,
  sealed: { secret: string; previousUntil: Date },
  now: Date,
): Promise<boolean> {
  const result = await execute(
    db,
    `UPDATE webhook_endpoints SET previous_secret_enc = secret_enc, secret_enc = ?, previous_secret_expires_at = ?, updated_at = ?
      WHERE company_id = ? AND id = ? AND deleted_at IS NULL`,
    [sealed.secret, sealed.previousUntil, now, companyId, endpointId],
  );
  return result.affectedRows === 1;
}

/**
 * Marks the endpoint deleted and wipes its secrets: nothing can be signed for it again, while
 * deliveries already in flight still find the row (and stop, as for a disabled endpoint).
 */
export async function deleteEndpoint(
  db: Queryable,
  companyId: string,
  endpointId: string,
  now: Date,
): Promise<boolean> {
  const result = await execute(
    db,
    `UPDATE webhook_endpoints SET deleted_at = ?, updated_at = ?, enabled = 0, secret_enc = '', previous_secret_enc = NULL,
            previous_secret_expires_at = NULL
      WHERE company_id = ? AND id = ? AND deleted_at IS NULL`,
    [now, now, companyId, endpointId],
  );
  return result.affectedRows === 1;
}

// The delivery side's view of an endpoint.

export interface DeliveryTarget {
  id: string;
  companyId: string;
  url: string;
  enabled: boolean;
  events: EventFilter;
  /**
   * Secrets that sign a message now: the current one first, then the one before a rotation
   * during its 24-hour overlap (several signatures in one `webhook-signature` header).
   */
  secrets: string[];
  failingSince: Date | null;
}

/** The endpoint a message goes to, with its secrets opened; null when deleted or another company's. */
export async function loadDeliveryTarget(
  db: Queryable,
  box: SecretBox,
  companyId: string,
  endpointId: string,
  now: Date,
): Promise<DeliveryTarget | null> {
  const row = await findEndpoint(db, companyId, endpointId);
  return row ? deliveryTargetOf(row, box, now) : null;
}

export function deliveryTargetOf(row: WebhookEndpointRow, box: SecretBox, now: Date): DeliveryTarget {
  const context = secretContext(row.id);
  const secrets = [box.open(row.secret_enc, context)];
  if (row.previous_secret_enc && row.previous_secret_expires_at && row.previous_secret_expires_at > now) {
    secrets.push(box.open(row.previous_secret_enc, context));
  }
  return {
    id: row.id,
    companyId: row.company_id,
    url: row.url,
    enabled: row.enabled === 1,
    events: parseStoredEvents(row.events),
    secrets,
    failingSince: row.failing_since,
  };
}

/** Ids of a company's enabled endpoints that receive events of this type, oldest first. */
export async function listSubscribedEndpointIds(db: Queryable, companyId: string, type: EventType): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    `SELECT id FROM webhook_endpoints
      WHERE company_id = ? AND deleted_at IS NULL AND enabled = 1 AND (events IS NULL OR FIND_IN_SET(?, events) > 0)
      ORDER BY created_at, id`,
    [companyId, type],
  );
  return rows.map((r) => r.id);
}

/** A failed attempt: the failure clock starts at the first failure since the last success. */
export async function markEndpointFailing(
  db: Queryable,
  companyId: string,
  endpointId: string,
  at: Date,
): Promise<void> {
  await execute(
    db,
    'UPDATE webhook_endpoints SET failing_since = ? WHERE company_id = ? AND id = ? AND failing_since IS NULL',
    [at, companyId, endpointId],
  );
}

/** A delivered message stops the failure clock. */
export async function markEndpointHealthy(db: Queryable, companyId: string, endpointId: string): Promise<void> {
  await execute(
    db,
    'UPDATE webhook_endpoints SET failing_since = NULL WHERE company_id = ? AND id = ? AND failing_since IS NOT NULL',
    [companyId, endpointId],
  );
}

/** Disabled by the delivery side (410 Gone, or 5 days failing); the reason is shown on the endpoint. */
export async function disableEndpoint(
  db: Queryable,
  companyId: string,
  endpointId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const result = await execute(
    db,
    `UPDATE webhook_endpoints SET enabled = 0, disabled_reason = ?, updated_at = ?
      WHERE company_id = ? AND id = ? AND deleted_at IS NULL AND enabled = 1`,
    [reason.slice(0, 500), now, companyId, endpointId],
  );
  return result.affectedRows === 1;
}
