import { spawn, type ChildProcess } from 'node:child_process';
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTE_FLAGS } from './names';

export interface DevServerOptions {
  cli: string;
  ip?: string;
  port: number;
  /** null runs headless (tests); a number serves the Web UI there. */
  uiPort: number | null;
  /** Where the Web UI (in the browser) sends encrypted payloads to be shown decoded. */
  uiCodecEndpoint?: string;
  /** null keeps the server's state in memory (lost on exit). */
  dbFile: string | null;
  namespace?: string;
  stdio?: 'inherit' | 'pipe' | 'ignore';
  /**
   * Leads its own process group (and session), so a terminal's Ctrl-C reaches only the parent,
   * which then stops the server in its turn; the parent must stop it (the group) itself.
   */
  detached?: boolean;
}

/**
 * SQLite's default journal (rollback, synchronous=FULL) costs several fsyncs per transaction, and
 * every workflow start, workflow task and completion is a transaction. WAL with synchronous=NORMAL
 * appends to the log and syncs only at checkpoints: a committed job still survives a crash or kill
 * of the server process; only an OS crash or power loss can lose the last commits, acceptable for
 * a development server. Measured with `npm run bench -- temporal`: start RPC 15 -> 7 ms, completion to
 * result 16 -> 6 ms, sync match overhead about -25 ms at p50.
 */
export const SQLITE_PRAGMAS = ['journal_mode=wal', 'synchronous=normal'];

/**
 * Dynamic config for the latency of a synchronous AI call. The server's defaults are
 * tuned for clusters; the dev server is one process with one history shard.
 */
export const DEV_DYNAMIC_CONFIG = [
  // A new workflow task reaches matching through the history shard's transfer queue, which reads
  // its tasks from the database at most 20 times a second per shard by default. Each call makes
  // two reads (workflow task, close), so from about 10 calls a second tasks wait for a token:
  // mean queue-load delay 20 ms, workflow task schedule-to-start 17 -> 7 ms once raised.
  'history.transferProcessorMaxPollRPS=1000',
  // One task queue partition instead of 4: with few pollers, a task added to a partition where
  // no poll is waiting is forwarded to the root partition, an extra matching RPC (7 of 10
  // workflow tasks here; history's AddWorkflowTask call takes 8.8 ms instead of 4.4 ms).
  // Partitions only spread a queue's load over matching hosts, and the dev server is one host.
  'matching.numTaskqueueReadPartitions=1',
  'matching.numTaskqueueWritePartitions=1',
  // A model call is a scheduled activity (docs/ai-providers.md): with eager execution the server
  // hands it back in the answer to the workflow task that scheduled it, to the same worker,
  // instead of through matching and a poll (one dispatch less per synchronous model call). The
  // server's default is off; a production cluster sets the same key in its dynamic config.
  'system.enableActivityEagerExecution=true',
  // A job's webhook deliveries are started by the worker's own client with eager start
  // (src/temporal/webhook-client.ts): the server hands the delivery's first workflow task back in
  // the start's reply, to that worker, instead of through matching and a poll. Where the server
  // has it off, the start succeeds all the same and the task goes through matching.
  'system.enableEagerWorkflowStart=true',
];

/** `temporal server start-dev` with our search attributes registered and a SQLite file that survives restarts. */
export function spawnDevServer(o: DevServerOptions): ChildProcess {
  const args = ['server', 'start-dev', '--ip', o.ip ?? '127.0.0.1', '--port', String(o.port)];
  if (o.dbFile) {
    args.push('--db-filename', o.dbFile);
    for (const pragma of SQLITE_PRAGMAS) args.push('--sqlite-pragma', pragma);
  }
  args.push('--log-level', 'warn', '--namespace', o.namespace ?? 'default');
  for (const sa of SEARCH_ATTRIBUTE_FLAGS) args.push('--search-attribute', sa);
  for (const kv of DEV_DYNAMIC_CONFIG) args.push('--dynamic-config-value', kv);
  if (o.uiPort === null) args.push('--headless');
  else args.push('--ui-port', String(o.uiPort));
  if (o.uiPort !== null && o.uiCodecEndpoint) args.push('--ui-codec-endpoint', o.uiCodecEndpoint);
  return spawn(o.cli, args, { stdio: o.stdio ?? 'pipe', detached: o.detached ?? false });
}

/** Polls until the frontend answers getSystemInfo, or throws after timeoutMs or once `signal` aborts. */
export async function waitForTemporal(address: string, timeoutMs = 60_000, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline && !signal?.aborted) {
    try {
      const conn = await Connection.connect({ address, connectTimeout: 1_000 });
      try {
        await conn.workflowService.getSystemInfo({});
        return;
      } finally {
        await conn.close();
      }
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Temporal at ${address} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}
