// One-time and every-time set-up: the Temporal CLI, the database, the application user, migrations.
import { loadConfig } from '../src/config';
import { ensureDatabase } from '../src/db/bootstrap';
import { migrate } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import { findTemporalCli, installTemporalCli } from '../src/temporal/cli-binary';

const config = loadConfig();
findTemporalCli(config.TEMPORAL_CLI) ?? installTemporalCli();
await ensureDatabase(config.MYSQL_ADMIN_URL, config.MYSQL_URL);
const db = createPool({ url: config.MYSQL_URL, connectionLimit: 1 });
try {
  const applied = await migrate(db);
  console.error(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
} finally {
  await db.end();
}
