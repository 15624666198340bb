import type { Config } from '../config';
import type { Db } from '../db/pool';
import type { Logger } from '../log';

export interface ActivityDeps {
  config: Config;
  db: Db;
  log: Logger;
}

/** The I/O that workflows need, with infrastructure injected (style.md: createActivities(deps)). */
export function createActivities(deps: ActivityDeps) {
  return {
    async echoPing(message: string): Promise<string> {
      await deps.db.query('SELECT 1');
      return `pong: ${message}`;
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
