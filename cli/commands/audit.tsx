import type { Command } from 'commander';
import { findCompany } from '../../src/services/companies.service';
import { listAudit, verifyAudit, type AuditEntry } from '../../src/services/audit.service';
import { withDb } from '../db';
import { CliError, emit, type CliIO } from '../io';
import { parseIntArg, parseSince } from '../parse';
import { KeyValue } from '../ui/KeyValue';
import { Table } from '../ui/Table';

const SUMMARY = 'The audit trail of changes to companies, keys, rubrics and postings';
const DEFAULT_SINCE = '30d';

const entryJson = (e: AuditEntry) => ({
  id: e.id,
  company_id: e.company_id,
  seq: e.seq,
  at: e.at.toISOString(),
  actor_type: e.actor_type,
  actor: e.actor,
  action: e.action,
  target: e.target,
  request_id: e.request_id,
  details: e.details,
  prev_hash: e.prev_hash,
  hash: e.hash,
});

const actorText = (e: AuditEntry) => (e.actor_type === 'key' ? `key ${e.actor}` : e.actor);

/** The stored company id, or exit 2 naming the one that does not exist. */
async function companyId(
  db: Parameters<typeof findCompany>[0],
  typed: string | undefined,
): Promise<string | undefined> {
  if (typed === undefined) return undefined;
  const company = await findCompany(db, typed);
  if (!company) throw new CliError(`company ${typed} not found`);
  return company.id;
}

export function registerAudit(program: Command, io: CliIO): void {
  const audit = program
    .command('audit')
    .description(SUMMARY)
    .option('--company <id>', 'only this company')
    .option('--since <when>', 'a duration back from now (30d, 12h) or an ISO 8601 date', DEFAULT_SINCE)
    .option('--limit <n>', 'at most this many entries, oldest first', '1000')
    .option('--json', 'print JSON')
    .action(async (o: { company?: string; since: string; limit: string; json?: boolean }) => {
      const since = parseSince('--since', o.since, new Date());
      const limit = parseIntArg('--limit', o.limit, 1, 100_000);
      const entries = await withDb(io, async (db) =>
        listAudit(db, { companyId: await companyId(db, o.company), since, limit }),
      );
      emit(io, o.json, entries.map(entryJson), () => (
        <Table
          rows={entries}
          empty={`(no changes since ${since.toISOString()})`}
          columns={[
            { header: 'TIME', value: (e) => e.at.toISOString().replace('T', ' ').slice(0, 19) },
            { header: 'COMPANY', value: (e) => e.company_id },
            { header: 'ACTOR', value: actorText },
            { header: 'ACTION', value: (e) => e.action },
            { header: 'TARGET', value: (e) => e.target },
            { header: 'REQUEST', value: (e) => e.request_id },
          ]}
        />
      ));
    });

  audit
    .command('verify')
    .description("Check every company's hash chain (or one company's); exit 1 naming the first bad entry")
    .option('--company <id>', 'only this company')
    .option('--json', 'print JSON')
    .action(async (o: { company?: string; json?: boolean }) => {
      // `hiring audit verify --company x`: commander gives the option to `audit`, which has one too.
      const typed = o.company ?? (audit.opts() as { company?: string }).company;
      const json = o.json ?? (audit.opts() as { json?: boolean }).json;
      const verdicts = await withDb(io, async (db) => verifyAudit(db, await companyId(db, typed)));
      const broken = verdicts.filter((v) => !v.verdict.intact);
      const entries = verdicts.reduce((n, v) => n + v.verdict.entries, 0);
      const report = {
        intact: broken.length === 0,
        chains: verdicts.map((v) => ({
          company_id: v.companyId,
          entries: v.verdict.entries,
          intact: v.verdict.intact,
          first_bad: v.verdict.intact ? null : v.verdict.firstBad,
        })),
      };
      const intactLine = `audit trail intact: ${entries} entries in ${verdicts.length} company chain${verdicts.length === 1 ? '' : 's'}`;
      emit(io, json, report, () =>
        broken.length === 0 ? (
          <KeyValue entries={[['verified', intactLine]]} />
        ) : (
          <KeyValue
            title="audit trail BROKEN"
            entries={broken.map((v) => [v.companyId, badText(v.verdict)])}
            note="Restore the audit_log rows from a backup, or keep this report: the chain cannot be repaired in place."
          />
        ),
      );
      if (broken.length > 0) {
        const first = broken[0]!;
        throw new CliError(
          `audit chain of ${first.companyId} is broken: ${badText(first.verdict)}${broken.length > 1 ? ` (and ${broken.length - 1} more chain(s))` : ''}`,
          1,
        );
      }
    });
}

function badText(verdict: Awaited<ReturnType<typeof verifyAudit>>[number]['verdict']): string {
  if (verdict.intact) return 'intact';
  const { id, seq, reason } = verdict.firstBad;
  return `first bad entry ${id ?? '(missing)'} (seq ${seq}): ${reason}`;
}
