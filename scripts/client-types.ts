import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '../src/http/openapi/document';

// The client's types, generated from the document the API serves at /openapi.json. One function
// for the generator script and for the test that fails when the checked-in file is stale.

export const CLIENT_TYPES_PATH = 'clients/typescript/src/openapi.ts';

const HEADER = `// Generated from the API's OpenAPI document by \`npm run client:generate\`; do not edit by hand.
// A test fails when this file differs from what the current document generates.

`;

export async function generateClientTypes(): Promise<string> {
  // A deep copy: openapi-typescript must never touch the document the server caches.
  const doc = structuredClone(openApiDocument()) as unknown as Parameters<typeof openapiTS>[0];
  const ast = await openapiTS(doc, { alphabetize: true, exportType: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}
