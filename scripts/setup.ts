// One-time and every-time set-up: the Temporal CLI, the database, the application user, migrations,
// and outside production a Temporal payload key in DEV_DATA_DIR when none is configured.
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { ensureDatabase } from '../src/db/bootstrap';
import { migrate } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import { findTemporalCli, installTemporalCli } from '../src/temporal/cli-binary';
import { DEV_KEY_FILE, payloadKeysFor } from '../src/temporal/payload-key-source';

const config = loadConfig();
findTemporalCli(config.TEMPORAL_CLI) ?? installTemporalCli();
if (!config.TEMPORAL_PAYLOAD_KEYS && config.NODE_ENV !== 'production') {
  payloadKeysFor(config);
  console.error(
    `Temporal payload key: ${join(config.DEV_DATA_DIR, DEV_KEY_FILE)} (set TEMPORAL_PAYLOAD_KEYS to use your own)`,
  );
}
await ensureDatabase(config.MYSQL_ADMIN_URL, config.MYSQL_URL);
const db = createPool({ url: config.MYSQL_URL, connectionLimit: 1 });
try {
  const applied = await migrate(db);
  console.error(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
} finally {
  await db.end();
}
