import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPool, type Db } from '../../src/db/pool';
import { selectRows } from '../../src/db/rows';
import { searchQuerySchema } from '../../src/domain/search/query';
import { searchCandidates } from '../../src/services/candidate-search.service';
import { hiring } from '../helpers/cli';

const dir = mkdtempSync(join(tmpdir(), 'hiring-candidates-'));
const file = (name: string, lines: Array<string | object>) => {
  const p = join(dir, name);
  writeFileSync(p, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return p;
};
const open = { public_profile: true, discoverable: true, ai_matching: true };
const profile = (id: string, extra: object = {}) => ({
  id,
  headline: `Engineer ${id}`,
  skills: ['Go'],
  updated_at: '2026-03-01T10:00:00.000Z',
  privacy: open,
  ...extra,
});

describe('hiring candidates import / reindex, hiring seed', () => {
  let db: Db;
  const ids = async () =>
    (await selectRows<{ id: string }>(db, 'SELECT id FROM candidates ORDER BY id')).map((r) => r.id);
  const total = async (params: Record<string, string> = {}) =>
    (await searchCandidates(db, searchQuerySchema.parse(params))).pagination.total;

  beforeAll(async () => {
    db = createPool({ url: inject('mysqlUrl'), connectionLimit: 2 });
    for (const t of ['candidates', 'search_bits', 'search_tokens', 'search_positions'])
      await db.query(`DELETE FROM ${t}`);
  });
  afterAll(async () => db?.end());

  it('imports JSONL, upserting by id, and the profiles are searchable at once', async () => {
    const run = await hiring([
      'candidates',
      'import',
      file('ok.jsonl', [
        profile('p1'),
        '',
        profile('p2', { location: 'Berlin' }),
        profile('p3', { privacy: { ...open, discoverable: false } }),
      ]),
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json).toEqual({ lines: 3, imported: 3, batches: 1, failed_batches: 0, errors: [] });
    expect(await ids()).toEqual(['p1', 'p2', 'p3']);
    expect(await total({ skills: 'golang' })).toBe(2);

    const again = await hiring([
      'candidates',
      'import',
      file('upsert.jsonl', [profile('p1', { skills: ['Rust'] })]),
      '--json',
    ]);
    expect(again.code).toBe(0);
    expect(await total({ skills: 'go' })).toBe(1);
    expect(await total({ skills: 'rust' })).toBe(1);
  });

  it('reports every invalid line and writes no batch that holds one (all or nothing per batch)', async () => {
    const lines = [
      profile('b1'),
      profile('b2'), // batch 1: fine
      profile('b3'),
      profile('b4', { skills: ['Go', 'x'.repeat(81)] }), // batch 2: one bad line
      '{"id": "b5",',
      profile('b6', { privacy: undefined }), // batch 3: both bad
      profile('b7', { discoverble: true }),
      profile('b8', { experience_years: 2.5 }), // batch 4: both bad
      { id: 'b 9', privacy: open },
      profile('b10', { skills: ['Go', ' '] }), // batch 5: both bad
      '[1, 2]',
      profile('b12', { updated_at: 'yesterday' }), // batch 6: both bad
    ];
    const run = await hiring(['candidates', 'import', file('bad.jsonl', lines), '--batch-size', '2', '--json']);
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ lines: 12, imported: 2, batches: 6, failed_batches: 5 });
    const stderr = run.stderr.split('\n');
    expect(stderr).toEqual(
      expect.arrayContaining([
        'line 4: skills.1: each skill must be at most 80 characters',
        expect.stringMatching(/^line 5: not valid JSON \(/),
        'line 6: privacy: privacy is required: {"public_profile": bool, "discoverable": bool, "ai_matching": bool}',
        'line 7: unknown field "discoverble"',
        'line 8: experience_years: experience_years must be a whole number',
        expect.stringMatching(/^line 9: id: id must be 1 to 64 characters/),
        'line 10: skills.1: skills must not contain empty items',
        'line 11: each line must be a JSON object',
        'line 12: updated_at: updated_at must be an ISO 8601 timestamp such as 2026-01-31T09:30:00.000Z',
        'error: 5 of 6 batches were not written: fix the lines above and import again',
      ]),
    );
    expect((await ids()).filter((id) => id.startsWith('b'))).toEqual(['b1', 'b2']);
  });

  it('refuses a missing file and a bad batch size with exit 2', async () => {
    expect((await hiring(['candidates', 'import', join(dir, 'nope.jsonl')])).stderr).toBe(
      `error: cannot read ${join(dir, 'nope.jsonl')} (ENOENT)\n`,
    );
    const bad = await hiring(['candidates', 'import', file('x.jsonl', [profile('x1')]), '--batch-size', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--batch-size must be between 1 and 10000');
  });

  it('a leading byte-order mark is not part of line 1', async () => {
    const hidden = profile('bom1', { privacy: { ...open, discoverable: false } });
    const path = join(dir, 'bom.jsonl');
    writeFileSync(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(hidden) + '\r\n')]));
    const run = await hiring(['candidates', 'import', path, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json).toMatchObject({ lines: 1, imported: 1, errors: [] });
    expect(await ids()).toContain('bom1');
  });

  it('a file that is not UTF-8 is refused whole before any batch is written: exit 2, one line naming it', async () => {
    const path = join(dir, 'latin1.jsonl');
    const good = JSON.stringify(profile('lat1', { privacy: { ...open, discoverable: false } }));
    const latin = JSON.stringify(profile('lat2', { name: 'Ren\u00e9', privacy: { ...open, discoverable: false } }));
    writeFileSync(path, Buffer.concat([Buffer.from(good + '\n'), Buffer.from(latin + '\n', 'latin1')]));
    const run = await hiring(['candidates', 'import', path, '--batch-size', '1', '--json']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`error: ${path} is not UTF-8 text; save it as UTF-8 and try again\n`);
    expect((await ids()).filter((id) => id.startsWith('lat'))).toEqual([]);
  });

  it('seeds deterministic candidates, about 10% hidden, and seeding again changes nothing', async () => {
    const first = await hiring(['seed', '--candidates', '400', '--seed', '7', '--json']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.json).toMatchObject({ candidates: 400, mode: 'incremental' });
    expect(first.json.visible).toBeGreaterThan(320);
    expect(first.json.visible).toBeLessThan(390);
    const [row] = await selectRows<{ headline: string; updated_at: Date }>(
      db,
      "SELECT headline, updated_at FROM candidates WHERE id = 'cand_7_0000123'",
    );
    const before = await total();

    const second = await hiring(['seed', '--candidates', '400', '--seed', '7', '--json']);
    expect(second.code).toBe(0);
    const [same] = await selectRows<{ headline: string; updated_at: Date }>(
      db,
      "SELECT headline, updated_at FROM candidates WHERE id = 'cand_7_0000123'",
    );
    expect(same).toEqual(row);
    expect(await total()).toBe(before);
    expect(before).toBe(first.json.visible + 4); // and p1, p2, b1, b2 (p3 is hidden)
  });

  it('reindex rebuilds the same answers', async () => {
    const queries = [{}, { q: 'engineer' }, { skills: 'excel' }, { location: 'new york' }, { experience_min: '5' }];
    const before = await Promise.all(queries.map((q) => searchCandidates(db, searchQuerySchema.parse(q))));
    const run = await hiring(['candidates', 'reindex', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json).toMatchObject({
      candidates: before[0]!.pagination.total,
      tokens: expect.any(Number),
      rows: expect.any(Number),
    });
    const after = await Promise.all(queries.map((q) => searchCandidates(db, searchQuerySchema.parse(q))));
    expect(after).toEqual(before);
  });
});
