import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES_PATH, generateClientTypes } from './client-types';

// npm run client:generate: rewrites the client's types from the current OpenAPI document.
writeFileSync(CLIENT_TYPES_PATH, await generateClientTypes());
console.log(`wrote ${CLIENT_TYPES_PATH}`);
