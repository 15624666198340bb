import type { Command } from 'commander';
import { findCompany } from '../../src/services/companies.service';
import { closeCompanyPosting, importPostings, listPostings } from '../../src/services/postings.service';
import { operatorContext } from '../audit-context';
import { withDb } from '../db';
import { FILE_LIMITS, readTextFile, sizeText } from '../files';
import { CliError, emit, type CliIO } from '../io';
import { KeyValue } from '../ui/KeyValue';
import { Table } from '../ui/Table';

export function registerPostings(program: Command, io: CliIO): void {
  const postings = program.command('postings').description("Manage a company's job postings (what match-jobs ranks)");

  postings
    .command('import <file>')
    .description(
      'Upsert postings from JSONL: {id?, title, description, location?, employment_type?, skills?, min_years?, status?}',
    )
    .requiredOption('--company <id>', 'company id')
    .option('--json', 'print JSON')
    .action(async (file: string, o: { company: string; json?: boolean }) => {
      const text = await readTextFile(file, {
        maxBytes: FILE_LIMITS.postings,
        tooLarge: (bytes) =>
          `${file} is ${sizeText(bytes, FILE_LIMITS.postings)}; a postings file may hold at most 64 MiB (split it and import each part)`,
      });
      const result = await withDb(io, async (db) => {
        if (!(await findCompany(db, o.company))) throw new CliError(`company ${o.company} not found`);
        return importPostings(db, o.company, text, operatorContext(io));
      });
      emit(io, o.json, result, () => (
        <KeyValue
          entries={[
            ['imported', String(result.imported)],
            ['company', o.company],
          ]}
        />
      ));
    });

  postings
    .command('list')
    .description("List a company's postings")
    .requiredOption('--company <id>', 'company id')
    .option('--json', 'print JSON')
    .action(async (o: { company: string; json?: boolean }) => {
      const rows = await withDb(io, (db) => listPostings(db, o.company));
      const data = rows.map((r) => ({
        ...r,
        skills: JSON.parse(r.skills) as string[],
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      }));
      emit(io, o.json, data, () => (
        <Table
          rows={data}
          columns={[
            { header: 'ID', value: (r) => r.id },
            { header: 'TITLE', value: (r) => r.title.slice(0, 40) },
            { header: 'TYPE', value: (r) => r.employment_type },
            { header: 'LOCATION', value: (r) => r.location ?? '-' },
            { header: 'SKILLS', value: (r) => String(r.skills.length) },
            { header: 'STATUS', value: (r) => r.status, color: (r) => (r.status === 'open' ? 'green' : 'gray') },
          ]}
        />
      ));
    });

  postings
    .command('close <id>')
    .description("Close one of a company's postings: it is no longer matched")
    .requiredOption('--company <id>', 'company id (posting ids are unique per company)')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { company: string; json?: boolean }) => {
      const ok = await withDb(io, async (db) => {
        const company = await findCompany(db, o.company);
        if (!company) throw new CliError(`company ${o.company} not found`);
        return closeCompanyPosting(db, company.id, id, operatorContext(io));
      });
      if (!ok) throw new CliError(`posting ${id} of company ${o.company} not found`);
      emit(io, o.json, { id, status: 'closed' }, () => <KeyValue entries={[['closed', id]]} />);
    });
}
