import type { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTE_FLAGS } from '../temporal/names';
import {
  addSearchAttributes,
  customSearchAttributes,
  isNotFound,
  isPermissionDenied,
  namespaceRetentionMs,
  registerNamespace,
  SEARCH_ATTRIBUTE_TYPES,
  updateNamespaceRetention,
  type SearchAttributeType,
} from '../temporal/namespace-admin';
import { RETENTION_MS } from './ai-call.service';

// `hiring temporal setup`: what an operator of a Temporal cluster does once (and may repeat) before
// the API and the worker start: the namespace, its retention, and the search attributes.

const HOUR = 3_600_000;

/** A new namespace keeps histories 3 days: the 24-hour job retention (R13) and two days to look into a job. */
export const DEFAULT_NAMESPACE_RETENTION_MS = 72 * HOUR;

export class TemporalSetupError extends Error {}

export interface SearchAttribute {
  name: string;
  type: SearchAttributeType;
}

/** The search attributes the workflows set, read from the one list in src/temporal/names.ts. */
export function declaredSearchAttributes(flags: readonly string[] = SEARCH_ATTRIBUTE_FLAGS): SearchAttribute[] {
  return flags.map((flag) => {
    const [name, type] = flag.split('=');
    if (!name || !type || !(type in SEARCH_ATTRIBUTE_TYPES)) throw new Error(`bad search attribute "${flag}"`);
    return { name, type: type as SearchAttributeType };
  });
}

export interface TemporalSetupReport {
  namespace: string;
  namespace_created: boolean;
  retention_hours: number;
  retention_updated: boolean;
  search_attributes: { registered: string[]; already_present: string[] };
  /** false when the run found everything in place and changed nothing. */
  changed: boolean;
}

export interface TemporalSetupOptions {
  namespace: string;
  /** Creating a namespace is the operator's decision (`--create-namespace`). */
  createNamespace: boolean;
  /** Given: a new namespace gets it and an existing one is set to it. Absent: 72 h for a new one. */
  retentionMs?: number;
  /** How long to wait for a namespace just created to be served (the server's namespace cache). */
  waitMs?: number;
}

export async function setupTemporal(connection: Connection, o: TemporalSetupOptions): Promise<TemporalSetupReport> {
  if (o.retentionMs !== undefined && o.retentionMs < RETENTION_MS)
    throw new TemporalSetupError('the retention must be at least 24h, the job retention (R13)');
  const ns = o.namespace;
  let retention = await namespaceRetentionMs(connection, ns);
  let created = false;
  let updated = false;
  if (retention === null) {
    if (!o.createNamespace)
      throw new TemporalSetupError(
        `namespace "${ns}" does not exist: run again with --create-namespace to create it ` +
          `(retention ${hours(o.retentionMs ?? DEFAULT_NAMESPACE_RETENTION_MS)}h), or create it on the cluster`,
      );
    retention = o.retentionMs ?? DEFAULT_NAMESPACE_RETENTION_MS;
    await registerNamespace(connection, ns, retention);
    created = true;
  } else if (o.retentionMs !== undefined && o.retentionMs !== retention) {
    await updateNamespaceRetention(connection, ns, o.retentionMs);
    retention = o.retentionMs;
    updated = true;
  } else if (retention > 0 && retention < RETENTION_MS) {
    // 0 is "forever" to the server. Shorter than a job's life, a job's history could vanish while
    // the API still answers for the job.
    throw new TemporalSetupError(
      `namespace "${ns}" keeps histories for ${hours(retention)}h, less than the 24-hour job retention (R13): ` +
        'run again with --retention 72h (at least 24h)',
    );
  }

  const present = await untilServed(() => customSearchAttributes(connection, ns), o.waitMs ?? 30_000);
  const declared = declaredSearchAttributes();
  const conflicts = declared.filter((a) => present.has(a.name) && present.get(a.name) !== a.type);
  if (conflicts.length)
    throw new TemporalSetupError(
      `search attributes of another type exist in namespace "${ns}": ` +
        conflicts.map((a) => `${a.name} is ${present.get(a.name)}, the workflows set ${a.type}`).join('; '),
    );
  const missing = declared.filter((a) => !present.has(a.name));
  if (missing.length) {
    try {
      await untilServed(() => addSearchAttributes(connection, ns, missing), o.waitMs ?? 30_000);
    } catch (err) {
      if (!isPermissionDenied(err)) throw err;
      throw new TemporalSetupError(
        `the cluster does not let this connection register search attributes in "${ns}"; ` +
          `register them yourself (Temporal Cloud: its UI or tcld): ${missing.map((a) => `${a.name}=${a.type}`).join(', ')}`,
      );
    }
  }
  return {
    namespace: ns,
    namespace_created: created,
    retention_hours: hours(retention),
    retention_updated: updated,
    search_attributes: {
      registered: missing.map((a) => a.name),
      already_present: declared.filter((a) => present.has(a.name)).map((a) => a.name),
    },
    changed: created || updated || missing.length > 0,
  };
}

const hours = (ms: number) => Math.round((ms / HOUR) * 100) / 100;

/** A namespace just registered answers NotFound until the server's namespace cache has it. */
async function untilServed<T>(call: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await call();
    } catch (err) {
      if (!isNotFound(err) || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
