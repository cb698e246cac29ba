// Writes the REST API's OpenAPI document (schema/openapi.json) and the TypeScript types the
// gateway uses for it (gateway/generated/rest-api.ts). The gateway knows the API only through
// this contract. `npm test` checks both files are current (tests/contract.test.ts).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { noArguments } from '../cli/command-line.ts';
import { renderContract } from './rest-contract.ts';

noArguments(
  'usage: npm run gen:api-types  (no arguments: writes schema/openapi.json and gateway/generated/rest-api.ts)',
);

const root = join(import.meta.dirname, '..');
const { json, types } = await renderContract();
await writeFile(join(root, 'schema/openapi.json'), json);
await writeFile(join(root, 'gateway/generated/rest-api.ts'), types);
console.log('wrote schema/openapi.json and gateway/generated/rest-api.ts');
