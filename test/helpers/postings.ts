import type { Db } from '../../src/db/pool';
import { importPostings } from '../../src/services/postings.service';
import { POSTINGS } from '../../support/fixtures/postings';
import { FIXTURE_AUDIT } from '../../support/factories';

/** Loads the fixture postings for one company, with ids made unique to it. */
export async function loadFixturePostings(db: Db, companyId: string, postings = POSTINGS): Promise<string[]> {
  const suffix = companyId.slice(-8);
  const lines = postings.map((p) => JSON.stringify({ ...p, id: `${p.id}-${suffix}` })).join('\n');
  return (await importPostings(db, companyId, lines, FIXTURE_AUDIT)).ids;
}
