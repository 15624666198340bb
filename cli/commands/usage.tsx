import type { Command } from 'commander';
import { summarizeUsage } from '../../src/domain/usage/summary';
import { utcDay } from '../../src/domain/usage/status-class';
import { operatorUsage } from '../../src/services/usage.service';
import { withDb } from '../db';
import { emit, type CliIO } from '../io';
import { sinceDay } from '../since';
import { UsageChart } from '../ui/UsageChart';

export function registerUsage(program: Command, io: CliIO): void {
  program
    .command('usage')
    .description("A company's API usage per UTC day, endpoint and status class, as the API processes flushed it")
    .requiredOption('--company <id>', 'company id')
    .option('--key <id>', 'only this key of the company')
    .option('--since <when>', 'first day: a duration back from today (30d, up to 366d) or a date (YYYY-MM-DD)', '30d')
    .option('--json', 'print JSON')
    .action(async (o: { company: string; key?: string; since: string; json?: boolean }) => {
      const now = Date.now();
      const from = sinceDay(o.since, now);
      const to = utcDay(now);
      const { companyId, rows } = await withDb(io, (db) =>
        operatorUsage(db, { companyId: o.company, keyId: o.key, from, to }),
      );
      const days = rows.map((r) => ({
        date: r.day,
        key_id: r.key_id,
        endpoint: r.endpoint,
        status_class: r.status_class,
        count: r.count,
      }));
      const summary = summarizeUsage(days, from, to);
      const data = {
        company_id: companyId,
        key_id: o.key ?? null,
        from,
        to,
        days,
        totals: { total: summary.total, by_status_class: summary.byClass, by_endpoint: summary.byEndpoint },
      };
      emit(io, o.json, data, () => (
        <UsageChart
          title={`Usage of ${companyId}${o.key ? ` key ${o.key}` : ''}, ${from} to ${to} (UTC)`}
          summary={summary}
        />
      ));
    });
}
