import type { Db } from './pool';
import { selectRows } from './rows';

/** The start of each named open posting's description, for a model to read; the company's own only. */
export async function postingDescriptionStarts(
  db: Db,
  companyId: string,
  ids: readonly string[],
  chars: number,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: string; start: string }>(
    db,
    `SELECT id, LEFT(description, ?) AS start FROM job_postings WHERE company_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
    [chars, companyId, ...ids],
  );
  return new Map(rows.map((r) => [r.id, r.start]));
}
