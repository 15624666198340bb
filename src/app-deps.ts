import type { Client } from '@temporalio/client';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/pool';
import type { Logger } from './log';

/** Infrastructure handed to services and HTTP handlers; built once in main.ts (or a test). */
export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  clock: Clock;
  temporal: Client;
}
