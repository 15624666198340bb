import type { Db } from '../src/db/pool';
import type { Scope } from '../src/domain/scopes';
import { createCompany, type CompanyInput } from '../src/services/companies.service';
import { newId } from '../src/ids';
import type { AuditContext } from '../src/services/audit.service';
import { createKey } from '../src/services/keys.service';

/** Who sets up test and benchmark data, as the audit trail records it. */
export const FIXTURE_AUDIT: AuditContext = { actor: { type: 'operator', id: 'fixtures' }, requestId: newId('req') };

export async function makeCompany(db: Db, input: Partial<CompanyInput> = {}) {
  return createCompany(db, { name: `Acme ${Math.random().toString(36).slice(2, 8)}`, ...input }, FIXTURE_AUDIT);
}

/** A company with one key; `key` is the plaintext bearer token. */
export async function makeTenant(
  db: Db,
  opts: { company?: Partial<CompanyInput>; scopes?: Scope[]; expiresAt?: Date; mode?: 'live' | 'test' } = {},
) {
  const company = await makeCompany(db, opts.company);
  const key = await createKey(
    db,
    {
      companyId: company.id,
      scopes: opts.scopes,
      expiresAt: opts.expiresAt,
      mode: opts.mode,
    },
    FIXTURE_AUDIT,
  );
  return { company, key: key.key, keyId: key.id, prefix: key.prefix };
}
