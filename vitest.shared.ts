import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export `source` (their TypeScript) beside `default` (their built JS).
 * Tests resolve the source, so `vitest` never needs a build of a sibling package first.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
