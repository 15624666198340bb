import type { Db } from '../src/db/pool';
import { importPostings } from '../src/services/postings.service';
import { FIXTURE_AUDIT, makeTenant } from '../support/factories';
import { syntheticPostings } from './synthetic';

/** An enterprise tenant whose AI call limit no benchmark reaches, with 100 synthetic postings of `seed`. */
export async function tenantWithSyntheticPostings(db: Db, seed: number) {
  const tenant = await makeTenant(db, { company: { plan: 'enterprise', ai_call_limit: 10_000_000 } });
  await importPostings(
    db,
    tenant.company.id,
    syntheticPostings(100, seed)
      .map((p) => JSON.stringify(p))
      .join('\n'),
    FIXTURE_AUDIT,
  );
  return tenant;
}
