import type { Command } from 'commander';
import { PLANS } from '../../src/domain/rate-limit/plans';
import {
  changeCompany,
  createCompany,
  listCompanies,
  SUBSCRIPTION_STATUSES,
  type CompanyRow,
} from '../../src/services/companies.service';
import { operatorContext } from '../audit-context';
import { withDb } from '../db';
import { CliError, emit, type CliIO } from '../io';
import { parseIntArg } from '../parse';
import { KeyValue } from '../ui/KeyValue';
import { Table } from '../ui/Table';

export function companyJson(c: CompanyRow) {
  return {
    id: c.id,
    name: c.name,
    plan: c.plan,
    status: c.subscription_status,
    ai_call_limit: c.ai_call_limit,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

const companyView = (c: CompanyRow) => (
  <KeyValue
    entries={[
      ['id', c.id],
      ['name', c.name],
      ['plan', c.plan],
      ['status', c.subscription_status],
      ['ai call limit', c.ai_call_limit === null ? '(plan default)' : String(c.ai_call_limit)],
    ]}
  />
);

export function registerCompanies(program: Command, io: CliIO): void {
  const companies = program.command('companies').description('Manage companies (tenants)');

  companies
    .command('create')
    .description('Create a company')
    .requiredOption('--name <name>', 'company name')
    .option('--plan <plan>', `plan: ${PLANS.join(', ')}`, 'starter')
    .option('--status <status>', `subscription status: ${SUBSCRIPTION_STATUSES.join(', ')}`, 'active')
    .option('--ai-call-limit <n>', 'custom AI window limit (replaces the plan figure)')
    .option('--json', 'print JSON')
    .action(async (o: { name: string; plan: string; status: string; aiCallLimit?: string; json?: boolean }) => {
      const aiCallLimit =
        o.aiCallLimit === undefined ? null : parseIntArg('--ai-call-limit', o.aiCallLimit, 0, 10_000_000);
      const c = await withDb(io, (db) =>
        createCompany(
          db,
          { name: o.name, plan: o.plan, status: o.status as 'active', ai_call_limit: aiCallLimit },
          operatorContext(io),
        ),
      );
      emit(io, o.json, companyJson(c), () => companyView(c));
    });

  companies
    .command('list')
    .description('List companies')
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      const rows = await withDb(io, (db) => listCompanies(db));
      emit(io, o.json, rows.map(companyJson), () => (
        <Table
          rows={rows}
          columns={[
            { header: 'ID', value: (c) => c.id },
            { header: 'NAME', value: (c) => c.name },
            { header: 'PLAN', value: (c) => c.plan },
            {
              header: 'STATUS',
              value: (c) => c.subscription_status,
              color: (c) => (['active', 'trialing'].includes(c.subscription_status) ? 'green' : 'red'),
            },
            { header: 'AI LIMIT', value: (c) => (c.ai_call_limit === null ? '-' : String(c.ai_call_limit)) },
          ]}
        />
      ));
    });

  companies
    .command('update <id>')
    .description('Change plan, status or AI call limit')
    .option('--name <name>', 'new name')
    .option('--plan <plan>', `plan: ${PLANS.join(', ')}`)
    .option('--status <status>', `subscription status: ${SUBSCRIPTION_STATUSES.join(', ')}`)
    .option('--ai-call-limit <n>', 'custom AI window limit')
    .option('--clear-ai-call-limit', 'go back to the plan figure')
    .option('--json', 'print JSON')
    .action(
      async (
        id: string,
        o: {
          name?: string;
          plan?: string;
          status?: string;
          aiCallLimit?: string;
          clearAiCallLimit?: boolean;
          json?: boolean;
        },
      ) => {
        if (o.aiCallLimit !== undefined && o.clearAiCallLimit)
          throw new CliError('give either --ai-call-limit or --clear-ai-call-limit, not both');
        const aiCallLimit = o.clearAiCallLimit
          ? null
          : o.aiCallLimit === undefined
            ? undefined
            : parseIntArg('--ai-call-limit', o.aiCallLimit, 0, 10_000_000);
        const c = await withDb(io, (db) =>
          changeCompany(
            db,
            id,
            {
              name: o.name,
              plan: o.plan,
              status: o.status as 'active' | undefined,
              ai_call_limit: aiCallLimit,
            },
            operatorContext(io),
          ),
        );
        emit(io, o.json, companyJson(c), () => companyView(c));
      },
    );
}
