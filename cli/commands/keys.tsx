import type { Command } from 'commander';
import { KEY_MODES, type KeyMode } from '../../src/domain/keys/api-key';
import { isScope, SCOPES, type Scope } from '../../src/domain/scopes';
import { DEFAULT_ROLL_GRACE_MS, MAX_ROLL_GRACE_MS } from '../../src/domain/keys/roll';
import {
  createKey,
  keyStatus,
  listKeys,
  MAX_KEY_LIFETIME_MS,
  revokeKey,
  rollKey,
  type KeyListing,
} from '../../src/services/keys.service';
import { operatorContext } from '../audit-context';
import { withDb } from '../db';
import { CliError, emit, type CliIO } from '../io';
import { parseDuration, parseGrace, parseIsoDate } from '../parse';
import { KeyValue } from '../ui/KeyValue';
import { Table } from '../ui/Table';

function keyJson(k: KeyListing) {
  return {
    id: k.id,
    company_id: k.company_id,
    prefix: k.prefix,
    name: k.name,
    mode: k.mode,
    scopes: k.scopes.split(',').filter(Boolean),
    created_at: k.created_at.toISOString(),
    last_used_at: k.last_used_at?.toISOString() ?? null,
    expires_at: k.expires_at?.toISOString() ?? null,
    revoked_at: k.revoked_at?.toISOString() ?? null,
    status: keyStatus(k),
    replaced_by: k.replaced_by,
    replaces: k.replaces,
    rolled_at: k.rolled_at?.toISOString() ?? null,
  };
}

function parseScopesArg(value: string): Scope[] {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = items.filter((s) => !isScope(s));
  if (bad.length || items.length === 0)
    throw new CliError(`--scopes takes a comma list of ${SCOPES.join(', ')}; unknown: ${bad.join(', ') || '(empty)'}`);
  return items as Scope[];
}

const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 16) : '-');

export function registerKeys(program: Command, io: CliIO): void {
  const keys = program.command('keys').description('Manage API keys');

  keys
    .command('create')
    .description('Create a key; it is printed once and only its hash is stored')
    .requiredOption('--company <id>', 'company id')
    .option('--mode <mode>', 'live or test', 'live')
    .option('--name <name>', 'a label for the key')
    .option('--expires-in <duration>', 'e.g. 90d, 12h; at most 3650d (10 years)')
    .option('--expires-at <iso>', 'ISO 8601 expiry time, at most 10 years ahead')
    .option('--scopes <list>', `comma list narrowing the scopes (default all: ${SCOPES.join(',')})`)
    .option('--json', 'print JSON')
    .action(
      async (o: {
        company: string;
        mode: string;
        name?: string;
        expiresIn?: string;
        expiresAt?: string;
        scopes?: string;
        json?: boolean;
      }) => {
        if (!(KEY_MODES as readonly string[]).includes(o.mode))
          throw new CliError(`--mode must be live or test, got "${o.mode}"`);
        if (o.expiresIn !== undefined && o.expiresAt !== undefined)
          throw new CliError('give either --expires-in or --expires-at, not both');
        // An empty value is a mistake, not "no expiry".
        const expiresAt =
          o.expiresIn !== undefined
            ? new Date(Date.now() + parseDuration('--expires-in', o.expiresIn, MAX_KEY_LIFETIME_MS))
            : o.expiresAt !== undefined
              ? parseIsoDate('--expires-at', o.expiresAt)
              : null;
        const scopes = o.scopes === undefined ? undefined : parseScopesArg(o.scopes);
        const created = await withDb(io, (db) =>
          createKey(
            db,
            { companyId: o.company, mode: o.mode as KeyMode, name: o.name ?? null, expiresAt, scopes },
            operatorContext(io),
          ),
        );
        emit(io, o.json, created, () => (
          <KeyValue
            title="API key created"
            entries={[
              ['id', created.id],
              ['key', created.key],
              ['prefix', created.prefix],
              ['mode', created.mode],
              ['scopes', created.scopes.join(', ')],
              ['expires', created.expires_at ?? 'never'],
            ]}
            note="Copy the key now: it is shown only once and cannot be recovered."
          />
        ));
      },
    );

  keys
    .command('list')
    .description('List keys (never the secret): expiry, and which key replaced which')
    .option('--company <id>', 'only this company')
    .option('--expiring-within <duration>', 'only active keys that expire within this time, e.g. 14d, 12h')
    .option('--json', 'print JSON')
    .action(async (o: { company?: string; expiringWithin?: string; json?: boolean }) => {
      const expiringWithinMs =
        o.expiringWithin === undefined
          ? undefined
          : parseDuration('--expiring-within', o.expiringWithin, MAX_KEY_LIFETIME_MS);
      const rows = await withDb(io, (db) => listKeys(db, { companyId: o.company, expiringWithinMs }));
      emit(io, o.json, rows.map(keyJson), () => (
        <Table
          rows={rows}
          empty={o.expiringWithin === undefined ? '(none)' : `(no active key expires within ${o.expiringWithin})`}
          columns={[
            { header: 'ID', value: (k) => k.id },
            { header: 'PREFIX', value: (k) => k.prefix + '…' },
            { header: 'NAME', value: (k) => k.name ?? '-' },
            { header: 'MODE', value: (k) => k.mode },
            { header: 'SCOPES', value: (k) => k.scopes },
            { header: 'CREATED', value: (k) => when(k.created_at) },
            { header: 'LAST USED', value: (k) => when(k.last_used_at) },
            { header: 'EXPIRES', value: (k) => (k.revoked_at ? '-' : when(k.expires_at)) },
            {
              header: 'STATUS',
              value: (k) => keyStatus(k),
              color: (k) => (keyStatus(k) === 'active' ? (k.replaced_by ? 'yellow' : 'green') : 'red'),
            },
            { header: 'REPLACED BY', value: (k) => k.replaced_by ?? '-' },
            { header: 'REPLACES', value: (k) => k.replaces ?? '-' },
          ]}
        />
      ));
    });

  keys
    .command('roll <keyId>')
    .description('Issue a successor with the same company, mode, name and scopes; the old key keeps working a while')
    .option(
      '--expire-old-in <duration>',
      `how long the old key keeps working, e.g. 24h, 90m, 7d; 0 revokes it now (at most ${MAX_ROLL_GRACE_MS / 86_400_000}d)`,
      `${DEFAULT_ROLL_GRACE_MS / 3_600_000}h`,
    )
    .option('--company <id>', 'refuse unless the key belongs to this company')
    .option('--expires-in <duration>', 'an expiry for the new key, e.g. 90d (default: it does not expire)')
    .option('--json', 'print JSON')
    .action(async (keyId: string, o: { expireOldIn: string; company?: string; expiresIn?: string; json?: boolean }) => {
      const graceMs = parseGrace('--expire-old-in', o.expireOldIn, MAX_ROLL_GRACE_MS);
      const expiresAt =
        o.expiresIn === undefined
          ? null
          : new Date(Date.now() + parseDuration('--expires-in', o.expiresIn, MAX_KEY_LIFETIME_MS));
      const rolled = await withDb(io, (db) =>
        rollKey(db, keyId, { graceMs, companyId: o.company, expiresAt }, operatorContext(io)),
      );
      const oldFate = rolled.old.revoked_at
        ? `revoked at ${rolled.old.revoked_at}`
        : `works until ${rolled.old.expires_at}, then is refused`;
      emit(io, o.json, rolled, () => (
        <KeyValue
          title="API key rolled"
          entries={[
            ['new id', rolled.new.id],
            ['new key', rolled.new.key],
            ['prefix', rolled.new.prefix],
            ['mode', rolled.new.mode],
            ['scopes', rolled.new.scopes.join(', ')],
            ['expires', rolled.new.expires_at ?? 'never'],
            ['old id', rolled.old.id],
            ['old key', oldFate],
          ]}
          note="Copy the new key now: it is shown only once and cannot be recovered."
        />
      ));
    });

  keys
    .command('revoke <keyId>')
    .description('Revoke a key; takes effect on its next request')
    .option('--company <id>', 'refuse unless the key belongs to this company')
    .option('--json', 'print JSON')
    .action(async (keyId: string, o: { company?: string; json?: boolean }) => {
      const revoked = await withDb(io, (db) => revokeKey(db, keyId, operatorContext(io), { companyId: o.company }));
      emit(io, o.json, { id: revoked.id, status: revoked.status }, () => (
        <KeyValue entries={[['revoked', revoked.id]]} />
      ));
    });
}
