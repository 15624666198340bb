import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Examples for the OpenAPI document, recorded from real responses of the API by the contract
// test (test/integration/openapi-contract.test.ts, run with RECORD_OPENAPI_EXAMPLES=1) and
// committed as examples.json beside this file.

export interface Example {
  summary: string;
  value: unknown;
}

export interface OperationExamples {
  /** Request bodies, by example name. */
  request?: Record<string, Example>;
  /** Response bodies, by status and example name. */
  responses?: Record<string, Record<string, Example>>;
  /** Header values seen on a response of that status. */
  headers?: Record<string, Record<string, string>>;
}

export interface ExamplesFile {
  note: string;
  operations: Record<string, OperationExamples>;
}

export const EXAMPLES_PATH = fileURLToPath(new URL('./examples.json', import.meta.url));

export function loadExamples(path = EXAMPLES_PATH): ExamplesFile {
  if (!existsSync(path)) return { note: 'no examples recorded', operations: {} };
  return JSON.parse(readFileSync(path, 'utf8')) as ExamplesFile;
}
