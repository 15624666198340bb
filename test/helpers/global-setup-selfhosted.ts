// The `selfhosted` project: one self-hosted Temporal server on PostgreSQL (throwaway databases,
// the namespace and search attributes registered by `hiring temporal setup`'s code) and one
// throwaway MySQL database for the whole run.
import type { TestProject } from 'vitest/node';
import { startServices, type Services } from '../../support/services';

let services: Services | undefined;

export async function setup(project: TestProject): Promise<void> {
  services = await startServices('test', { temporal: 'self-hosted' });
  project.provide('temporalAddress', services.temporalAddress);
  project.provide('mysqlUrl', services.mysqlUrl);
  project.provide('payloadKeys', services.payloadKeys);
}

export async function teardown(): Promise<void> {
  await services?.stop();
}
