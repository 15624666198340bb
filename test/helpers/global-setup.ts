// One real Temporal dev server and one throwaway MySQL database for the whole test run.
import type { TestProject } from 'vitest/node';
import { startServices, type Services } from '../../support/services';

let services: Services | undefined;

export async function setup(project: TestProject): Promise<void> {
  services = await startServices('test');
  project.provide('temporalAddress', services.temporalAddress);
  project.provide('mysqlUrl', services.mysqlUrl);
  project.provide('payloadKeys', services.payloadKeys);
}

export async function teardown(): Promise<void> {
  await services?.stop();
}
