// `npm run migrate`: applies pending migrations to MYSQL_URL.
import { loadConfig } from '../config';
import { migrate } from './migrate';
import { createPool } from './pool';

const config = loadConfig();
const db = createPool({ url: config.MYSQL_URL, connectionLimit: 1 });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'up to date');
} finally {
  await db.end();
}
