import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, generateClientTypes } from '../../../../scripts/client-types';

// The checked-in types must be what the API's current document generates: a route whose schema
// changed without `npm run client:generate` fails here, in CI.
describe('the generated types', () => {
  it('match the current OpenAPI document (regenerate with npm run client:generate)', async () => {
    const expected = await generateClientTypes();
    const actual = readFileSync(CLIENT_TYPES_PATH, 'utf8');
    expect(actual === expected, 'clients/typescript/src/openapi.ts is stale: run npm run client:generate').toBe(true);
  });
});
