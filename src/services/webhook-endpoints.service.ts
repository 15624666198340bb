// Webhook endpoints as a company (API) or an operator (CLI) manages them (R22-R24).
import { lookup } from 'node:dns/promises';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpointWithinLimit,
  listEndpoints,
  rotateEndpointSecret,
  secretContext,
  updateEndpoint,
  type EndpointChanges,
  type WebhookEndpointRow,
} from '../db/webhook-endpoints.repository';
import { MAX_RESUME_URL_LENGTH } from '../domain/network/url-policy';
import { inspectEndpointUrl, refuseEndpointAddresses } from '../domain/webhooks/endpoint-url';
import {
  ALL_EVENTS,
  eventListOf,
  formatStoredEvents,
  parseEventList,
  parseStoredEvents,
  SUBSCRIBABLE_EVENT_TYPES,
} from '../domain/webhooks/events';
import { MAX_DESCRIPTION_LENGTH, MAX_ENDPOINTS_PER_COMPANY } from '../domain/webhooks/limits';
import { generateSecret, PREVIOUS_SECRET_OVERLAP_MS } from '../domain/webhooks/secret';
import { AppError } from '../errors';
import { newId, WEBHOOK_ENDPOINT_ID_PATTERN } from '../ids';
import { recordAudit, type AuditContext } from './audit.service';
import { secretBoxOf } from './webhook-secrets';

export type WebhookDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'secretBox' | 'resolveHost'>;

const DNS_TIMEOUT_MS = 5_000;

// ---- Input ----------------------------------------------------------------------------------

// The scheme and the address are judged by checkUrl, which knows the operator switch.
const urlField = z
  .string({ error: (i) => (i.input === undefined ? 'url is required' : 'url must be a string') })
  .refine((s) => [...s].length <= MAX_RESUME_URL_LENGTH, {
    message: `url must be at most ${MAX_RESUME_URL_LENGTH} characters`,
  })
  .meta({ format: 'uri', maxLength: MAX_RESUME_URL_LENGTH });

const eventsField = z
  .array(z.unknown(), { error: 'events must be an array of event types, or ["*"] for all' })
  .superRefine((list, ctx) => {
    const parsed = parseEventList(list);
    if ('problems' in parsed) for (const message of parsed.problems) ctx.addIssue({ code: 'custom', message });
  })
  .meta({ items: { type: 'string', enum: [ALL_EVENTS, ...SUBSCRIBABLE_EVENT_TYPES] }, minItems: 1 });

const descriptionField = z
  .string({ error: 'description must be a string or null' })
  .refine((s) => [...s].length <= MAX_DESCRIPTION_LENGTH, {
    message: `description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
  })
  .meta({ maxLength: MAX_DESCRIPTION_LENGTH })
  .nullable();

export const createEndpointInput = z.strictObject({
  url: urlField,
  events: eventsField.optional(),
  description: descriptionField.optional(),
});
export type CreateEndpointInput = z.input<typeof createEndpointInput>;

export const updateEndpointInput = z
  .strictObject({
    url: urlField.optional(),
    events: eventsField.optional(),
    description: descriptionField.optional(),
    enabled: z.boolean({ error: 'enabled must be a boolean (true or false)' }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), {
    message: 'give at least one of url, events, description and enabled',
  });
export type UpdateEndpointInput = z.input<typeof updateEndpointInput>;

// ---- Output ---------------------------------------------------------------------------------

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EndpointWithSecret {
  endpoint: WebhookEndpointView;
  /** Shown on creation and rotation only; stored only sealed. */
  secret: string;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function endpointView(row: WebhookEndpointRow, now: Date): WebhookEndpointView {
  const overlap = row.previous_secret_expires_at && row.previous_secret_expires_at > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: eventListOf(parseStoredEvents(row.events)),
    enabled: row.enabled === 1,
    disabled_reason: row.enabled === 1 ? null : row.disabled_reason,
    failing_since: iso(row.failing_since),
    previous_secret_expires_at: overlap ? iso(row.previous_secret_expires_at) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

// ---- Checks ---------------------------------------------------------------------------------

const notFound = () => new AppError('NOT_FOUND', 'No webhook endpoint with this id.');

/** R24: syntax (400), then every address the host resolves to (422). */
async function checkUrl(deps: WebhookDeps, url: string): Promise<void> {
  const allowPrivate = deps.config.WEBHOOK_ALLOW_PRIVATE_URLS;
  const inspected = inspectEndpointUrl(url, allowPrivate);
  if (!inspected.ok) {
    throw new AppError('VALIDATION_ERROR', `Invalid request: ${inspected.message}`, {
      details: [{ path: 'url', message: inspected.message }],
    });
  }
  const addresses = inspected.literal !== null ? [inspected.hostname] : await resolve(deps, inspected.hostname);
  const refused = refuseEndpointAddresses(addresses, allowPrivate);
  if (refused === null) return;
  if (addresses.length === 0) throw new AppError('WEBHOOK_URL_UNRESOLVABLE', `${refused}; check the host name`);
  throw new AppError('WEBHOOK_URL_FORBIDDEN', refused);
}

async function resolve(deps: WebhookDeps, hostname: string): Promise<string[]> {
  const resolver = deps.resolveHost ?? systemResolve;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((done) => {
    timer = setTimeout(() => done([]), DNS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resolver(hostname).catch(() => []), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function systemResolve(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => a.address);
}

/** Ids that cannot name an endpoint read as 404 without a query, like any unknown id. */
async function ownEndpoint(deps: WebhookDeps, companyId: string, endpointId: string): Promise<WebhookEndpointRow> {
  if (!WEBHOOK_ENDPOINT_ID_PATTERN.test(endpointId)) throw notFound();
  const row = await findEndpoint(deps.db, companyId, endpointId);
  if (!row) throw notFound();
  return row;
}

function eventsOf(list: readonly unknown[]): string | null {
  const parsed = parseEventList(list);
  if ('problems' in parsed) throw new AppError('VALIDATION_ERROR', `Invalid request: ${parsed.problems[0]}`);
  return formatStoredEvents(parsed.filter);
}

// ---- Use cases ------------------------------------------------------------------------------

export async function createWebhookEndpoint(
  deps: WebhookDeps,
  companyId: string,
  raw: CreateEndpointInput,
  audit: AuditContext,
): Promise<EndpointWithSecret> {
  const input = createEndpointInput.parse(raw);
  await checkUrl(deps, input.url);
  const now = new Date(deps.clock.now());
  const id = newId('we');
  const secret = generateSecret();
  const row: WebhookEndpointRow = {
    id,
    company_id: companyId,
    url: input.url,
    description: input.description ?? null,
    events: input.events === undefined ? null : eventsOf(input.events),
    enabled: 1,
    disabled_reason: null,
    secret_enc: secretBoxOf(deps).seal(secret, secretContext(id)),
    previous_secret_enc: null,
    previous_secret_expires_at: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  };
  const outcome = await inTransaction(deps.db, async (conn) => {
    const inserted = await insertEndpointWithinLimit(conn, row, MAX_ENDPOINTS_PER_COMPANY);
    if (inserted === 'inserted') {
      await recordAudit(
        conn,
        {
          ...audit,
          companyId,
          action: 'webhook_endpoint.created',
          target: id,
          details: { url: row.url, events: eventListOf(parseStoredEvents(row.events)) },
        },
        now,
      );
    }
    return inserted;
  });
  if (outcome === 'limit') {
    throw new AppError(
      'WEBHOOK_ENDPOINT_LIMIT',
      `A company may have at most ${MAX_ENDPOINTS_PER_COMPANY} webhook endpoints; delete one before creating another.`,
    );
  }
  return { endpoint: endpointView(row, now), secret };
}

export async function listWebhookEndpoints(deps: WebhookDeps, companyId: string): Promise<WebhookEndpointView[]> {
  const now = new Date(deps.clock.now());
  return (await listEndpoints(deps.db, companyId)).map((r) => endpointView(r, now));
}

export async function getWebhookEndpoint(
  deps: WebhookDeps,
  companyId: string,
  endpointId: string,
): Promise<WebhookEndpointView> {
  return endpointView(await ownEndpoint(deps, companyId, endpointId), new Date(deps.clock.now()));
}

export async function updateWebhookEndpoint(
  deps: WebhookDeps,
  companyId: string,
  endpointId: string,
  raw: UpdateEndpointInput,
  audit: AuditContext,
): Promise<WebhookEndpointView> {
  const patch = updateEndpointInput.parse(raw);
  await ownEndpoint(deps, companyId, endpointId);
  if (patch.url !== undefined) await checkUrl(deps, patch.url);
  const changes: EndpointChanges = {
    url: patch.url,
    description: patch.description,
    events: patch.events === undefined ? undefined : eventsOf(patch.events),
    enabled: patch.enabled,
  };
  const now = new Date(deps.clock.now());
  const updated = await inTransaction(deps.db, async (conn) => {
    if (!(await updateEndpoint(conn, companyId, endpointId, changes, now))) return null;
    const details: Record<string, unknown> = {};
    if (changes.url !== undefined) details.url = changes.url;
    if (changes.events !== undefined) details.events = eventListOf(parseStoredEvents(changes.events));
    if (changes.description !== undefined) details.description = changes.description;
    if (changes.enabled !== undefined) details.enabled = changes.enabled;
    await recordAudit(
      conn,
      { ...audit, companyId, action: 'webhook_endpoint.changed', target: endpointId, details },
      now,
    );
    return findEndpoint(conn, companyId, endpointId);
  });
  if (!updated) throw notFound();
  return endpointView(updated, now);
}

export async function deleteWebhookEndpoint(
  deps: WebhookDeps,
  companyId: string,
  endpointId: string,
  audit: AuditContext,
): Promise<void> {
  const row = await ownEndpoint(deps, companyId, endpointId);
  const now = new Date(deps.clock.now());
  const deleted = await inTransaction(deps.db, async (conn) => {
    if (!(await deleteEndpoint(conn, companyId, endpointId, now))) return false;
    await recordAudit(
      conn,
      { ...audit, companyId, action: 'webhook_endpoint.deleted', target: endpointId, details: { url: row.url } },
      now,
    );
    return true;
  });
  if (!deleted) throw notFound();
}

/**
 * A new secret signs from now on; the one it replaces keeps signing beside it for 24 hours, so
 * receivers can switch without losing a message. A second rotation within the overlap drops the
 * oldest secret: only the current and the one before it are ever valid.
 */
export async function rotateWebhookSecret(
  deps: WebhookDeps,
  companyId: string,
  endpointId: string,
  audit: AuditContext,
): Promise<EndpointWithSecret> {
  await ownEndpoint(deps, companyId, endpointId);
  const now = new Date(deps.clock.now());
  const previousUntil = new Date(now.getTime() + PREVIOUS_SECRET_OVERLAP_MS);
  const secret = generateSecret();
  const sealed = { secret: secretBoxOf(deps).seal(secret, secretContext(endpointId)), previousUntil };
  const updated = await inTransaction(deps.db, async (conn) => {
    if (!(await rotateEndpointSecret(conn, companyId, endpointId, sealed, now))) return null;
    await recordAudit(
      conn,
      {
        ...audit,
        companyId,
        action: 'webhook_endpoint.secret_rotated',
        target: endpointId,
        details: { previous_secret_expires_at: previousUntil.toISOString() },
      },
      now,
    );
    return findEndpoint(conn, companyId, endpointId);
  });
  if (!updated) throw notFound();
  return { endpoint: endpointView(updated, now), secret };
}
