import { inject } from 'vitest';
import { startApiProcess as start, type ApiProcess } from '../../support/api-process';

/**
 * A real, separate API process against the run's MySQL and Temporal: src/main.ts through tsx, or
 * the Node arguments given (the compiled dist/main.js), in `cwd`.
 */
export function startApiProcess(
  env: Record<string, string> = {},
  nodeArgs?: string[],
  cwd?: string,
): Promise<ApiProcess> {
  return start(
    {
      MYSQL_URL: inject('mysqlUrl'),
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      TEMPORAL_PAYLOAD_KEYS: inject('payloadKeys'),
      ...env,
    },
    nodeArgs,
    cwd,
  );
}
