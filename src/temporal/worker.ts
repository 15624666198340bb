import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, NativeConnection, Worker, type WorkflowBundleOption, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { DataConverter } from '@temporalio/common';
import { createActivities, type ActivityDeps } from '../activities';
import { FAILURE_CONVERTER_PATH } from './data-converter';

export const WORKFLOWS_PATH = fileURLToPath(new URL('../../workflows/index.ts', import.meta.url));

/**
 * What every workflow bundle is built from (at start-up here, ahead of time by `npm run build`).
 * The failure converter is bundled in: workflows' own failures have their messages encrypted too.
 */
export const WORKFLOW_BUNDLE_OPTIONS = {
  workflowsPath: WORKFLOWS_PATH,
  failureConverterPath: FAILURE_CONVERTER_PATH,
  workflowInterceptorModules: [fileURLToPath(new URL('../../workflows/log-attributes.interceptors.ts', import.meta.url))],
};

/** The file `npm run build` writes the workflow bundle to, beside the compiled worker. */
export const PREBUILT_WORKFLOW_BUNDLE = 'workflow-bundle.js';
const prebuiltPath = fileURLToPath(new URL(`./${PREBUILT_WORKFLOW_BUNDLE}`, import.meta.url));

let bundle: Promise<WorkflowBundleWithSourceMap> | null = null;

/** Bundled once per process: workers in tests and development share the same code path. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({ ...WORKFLOW_BUNDLE_OPTIONS, logger: quietBundlerLogger });
  return bundle;
}

/**
 * The compiled worker (dist/worker.js) loads the bundle the build wrote beside it: no webpack at
 * start-up, and every worker of a deployment runs the same bytes. From the sources (development,
 * tests) there is no such file and the workflows are bundled at start-up.
 */
export function workflowCode(prebuilt = prebuiltPath): Promise<WorkflowBundleOption> {
  return existsSync(prebuilt) ? Promise.resolve({ codePath: prebuilt }) : workflowBundle();
}

const noop = () => undefined;
const quietBundlerLogger = { trace: noop, debug: noop, info: noop, warn: noop, error: console.error, log: noop };

export interface WorkerOptions {
  address: string;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  /** The encrypting data converter (data-converter.ts), the same as the clients'. */
  dataConverter: DataConverter;
  /** Lets a test shorten shutdown; production keeps Temporal's default grace. */
  shutdownGraceTime?: string;
}

export async function createWorker(opts: WorkerOptions): Promise<{ worker: Worker; connection: NativeConnection }> {
  const connection = await NativeConnection.connect({ address: opts.address });
  // The SDK defaults are kept on purpose (measured one at a time with `npm run bench -- temporal`): more or
  // autoscaling workflow pollers and the sticky/non-sticky ratio changed nothing for a one-task
  // workflow; reuseV8Context: false was ~6 ms slower; debugMode was 2-5 ms faster (no hop to the
  // workflow thread) but runs workflow code on the main thread without deadlock detection.
  const worker = await Worker.create({
    connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    workflowBundle: await workflowCode(),
    activities: createActivities(opts.deps),
    dataConverter: opts.dataConverter,
    shutdownGraceTime: opts.shutdownGraceTime ?? '10 seconds',
  });
  return { worker, connection };
}
