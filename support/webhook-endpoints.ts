// A webhook endpoint row for tests and benchmarks, made through the repository with a real sealed secret.
import type { Db } from '../src/db/pool';
import { inTransaction } from '../src/db/transaction';
import { insertEndpointWithinLimit, rotateEndpointSecret, secretContext } from '../src/db/webhook-endpoints.repository';
import { generateSecret } from '../src/domain/webhooks/secret';
import { newId } from '../src/ids';
import type { SecretBox } from '../src/secret-box';

export async function makeEndpoint(
  db: Db,
  box: SecretBox,
  companyId: string,
  url: string,
  events: string | null = null,
): Promise<{ id: string; secret: string }> {
  const id = newId('we');
  const secret = generateSecret();
  const now = new Date();
  const inserted = await inTransaction(db, (conn) =>
    insertEndpointWithinLimit(
      conn,
      {
        id,
        company_id: companyId,
        url,
        description: null,
        events,
        enabled: 1,
        disabled_reason: null,
        secret_enc: box.seal(secret, secretContext(id)),
        previous_secret_enc: null,
        previous_secret_expires_at: null,
        failing_since: null,
        created_at: now,
        updated_at: now,
      },
      16,
    ),
  );
  if (inserted !== 'inserted') throw new Error('endpoint limit reached');
  return { id, secret };
}

/** A rotation as the endpoint's owner makes it: the current secret keeps signing for 24 hours. */
export async function rotateSecret(
  db: Db,
  box: SecretBox,
  companyId: string,
  endpoint: { id: string; secret: string },
): Promise<string> {
  const secret = generateSecret();
  const now = new Date();
  await rotateEndpointSecret(
    db,
    companyId,
    endpoint.id,
    {
      secret: box.seal(secret, secretContext(endpoint.id)),
      previousUntil: new Date(now.getTime() + 86_400_000),
    },
    now,
  );
  return secret;
}
