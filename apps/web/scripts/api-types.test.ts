import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from './api-types.js';

// Loading the api, openapi-typescript and prettier takes seconds on a busy machine.
it(
  'the committed client types are what the OpenAPI document gives today',
  { timeout: 60_000 },
  async () => {
    expect(
      readFileSync(API_TYPES_FILE, 'utf8') === (await apiTypes()),
      'apps/web/src/api/openapi.gen.ts is stale: run npm run api-types -w @orrery/web',
    ).toBe(true);
  },
);
