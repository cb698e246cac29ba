// The gateway knows the REST API only through its OpenAPI document: the committed document and
// the types generated from it must match what the API's route schemas produce today.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderContract } from '../../scripts/rest-contract.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('REST contract', () => {
  it('is current in schema/openapi.json and gateway/generated/rest-api.ts (npm run gen:api-types)', async () => {
    const { json, types } = await renderContract();
    expect(readFileSync(join(ROOT, 'schema/openapi.json'), 'utf8')).toBe(json);
    expect(readFileSync(join(ROOT, 'gateway/generated/rest-api.ts'), 'utf8')).toBe(types);
  });
});
