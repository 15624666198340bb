import type { Command } from 'commander';
import { companyRubrics, createRubric, showRubric, type RubricView } from '../../src/services/rubrics.service';
import { operatorContext } from '../audit-context';
import { withDb } from '../db';
import { FILE_LIMITS, readTextFile, sizeText } from '../files';
import { CliError, emit, type CliIO } from '../io';
import { KeyValue } from '../ui/KeyValue';
import { Table } from '../ui/Table';

async function readJsonFile(path: string): Promise<unknown> {
  const text = await readTextFile(path, {
    label: '--file',
    maxBytes: FILE_LIMITS.rubric,
    tooLarge: (bytes) =>
      `--file: ${path} is ${sizeText(bytes, FILE_LIMITS.rubric)}; a rubric file may hold at most 1 MiB`,
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new CliError(`${path} is not valid JSON`);
  }
}

const weights = (r: RubricView) => {
  const w = r.rubric.weights;
  return w ? `tech ${w.technical_accuracy} / comm ${w.communication} / ps ${w.problem_solving}` : 'equal';
};
const criteriaCount = (r: RubricView) =>
  Object.values(r.rubric.criteria ?? {}).reduce((n, list) => n + (list?.length ?? 0), 0);

const rubricView = (r: RubricView) => (
  <KeyValue
    entries={[
      ['id', r.id],
      ['company', r.company_id],
      ['name', r.name],
      ['weights', weights(r)],
      ['pass mark', String(r.rubric.pass_mark ?? 70)],
      ['criteria', String(criteriaCount(r))],
      ['created', r.created_at],
    ]}
  />
);

export function registerRubrics(program: Command, io: CliIO): void {
  const rubrics = program.command('rubrics').description('Manage interview scoring rubrics');

  rubrics
    .command('create')
    .description('Create a rubric from a JSON file (validated; nothing is written if it is wrong)')
    .requiredOption('--company <id>', 'company id')
    .requiredOption('--file <path>', 'rubric JSON: {name, weights?, pass_mark?, criteria?}')
    .option('--json', 'print JSON')
    .action(async (o: { company: string; file: string; json?: boolean }) => {
      const definition = await readJsonFile(o.file);
      const r = await withDb(io, (db) => createRubric(db, o.company, definition, operatorContext(io)));
      emit(io, o.json, r, () => rubricView(r));
    });

  rubrics
    .command('list')
    .description("List a company's rubrics")
    .requiredOption('--company <id>', 'company id')
    .option('--json', 'print JSON')
    .action(async (o: { company: string; json?: boolean }) => {
      const rows = await withDb(io, (db) => companyRubrics(db, o.company));
      emit(io, o.json, rows, () => (
        <Table
          rows={rows}
          columns={[
            { header: 'ID', value: (r) => r.id },
            { header: 'NAME', value: (r) => r.name },
            { header: 'WEIGHTS', value: weights },
            { header: 'PASS', value: (r) => String(r.rubric.pass_mark ?? 70) },
            { header: 'CRITERIA', value: (r) => String(criteriaCount(r)) },
          ]}
        />
      ));
    });

  rubrics
    .command('show <id>')
    .description('Show one rubric')
    .option('--json', 'print JSON')
    .action(async (id: string, o: { json?: boolean }) => {
      const r = await withDb(io, (db) => showRubric(db, id));
      emit(io, o.json, r, () => rubricView(r));
    });
}
