import type { Config } from '../../src/config';
import type { TestApp } from '../../support/app';
import type { FakeOpenAi } from '../../support/fake-openai';

export const TEST_AI_KEY = 'sk-test-3f9a1c7e5b2d';

/** AI_* settings pointing a test app (API and worker) at the fake, with short limits so no test waits long. */
export function providerConfig(
  fake: FakeOpenAi,
  extra: Partial<Record<keyof Config, string>> = {},
): Partial<Record<keyof Config, string>> {
  return {
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: TEST_AI_KEY,
    AI_MODEL: fake.model,
    AI_TIMEOUT_MS: '800',
    AI_RETRY_BUDGET_MS: '4000',
    AI_FALLBACK: 'local',
    ...extra,
  };
}

/** The job's AiEngine search attribute, as the Temporal UI shows it. */
export async function aiEngineAttribute(app: TestApp, jobId: string): Promise<string | undefined> {
  const d = await app.deps.temporal.workflow.getHandle(jobId).describe();
  const v = d.searchAttributes.AiEngine;
  return Array.isArray(v) ? String(v[0]) : undefined;
}

/** Log lines (JSON) whose message matches. */
export function logsMatching(app: TestApp, msg: RegExp): Array<Record<string, unknown>> {
  return app.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => msg.test(String(l.msg)));
}
