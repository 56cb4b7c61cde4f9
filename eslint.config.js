// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Only @orrery/db speaks to the database: everything else calls its repositories. */
const databaseDrivers = {
  group: ['kysely', 'kysely/*', 'better-sqlite3', 'pg', 'pg-cursor'],
  message: 'Only @orrery/db speaks to the database: add or call a repository there.',
  allowTypeImports: false,
};

/** Packages a workspace must not import (docs/architecture.md: who may import whom). */
const forbidImports = (patterns, message, extra = [databaseDrivers]) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [{ group: patterns, message, allowTypeImports: false }, ...extra] },
  ],
});

const ROOT = dirname(fileURLToPath(import.meta.url));
const declaredCache = new Map();

/** The packages a workspace's package.json names (any kind of dependency), by its directory. */
function declared(workspace) {
  let names = declaredCache.get(workspace);
  if (!names) {
    const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
    names = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    declaredCache.set(workspace, names);
  }
  return names;
}

/**
 * A workspace imports another only when its package.json names it: hoisting in node_modules would
 * otherwise let an undeclared import work here and break a clean install or a bundler elsewhere.
 */
const declaredWorkspaceImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const workspace = /^(?:apps|packages)\/[^/]+/.exec(relative(ROOT, context.filename))?.[0];
    if (!workspace) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const name = /^@orrery\/[^/]+/.exec(source)?.[0];
      if (name && !declared(workspace).has(name)) {
        context.report({
          node: node.source,
          message: `${name} is imported but not named in ${workspace}/package.json.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      'data/**',
      '**/coverage/**',
      // Mutation testing's reports and in-place backups (npm run mutate).
      '**/reports/**',
      '**/.stryker-tmp/**',
      '**/stryker-setup-*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['{apps,packages}/*/**/*.{ts,tsx,js,mjs}'],
    plugins: { orrery: { rules: { 'declared-workspace-imports': declaredWorkspaceImports } } },
    rules: { 'orrery/declared-workspace-imports': 'error' },
  },
  {
    // The kysely boundary: no workspace but db imports the query builder or a driver ...
    files: ['{apps,packages}/*/**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [databaseDrivers] }],
    },
  },
  {
    // Tests may name kysely's types (a table read generically), never import its runtime.
    files: ['{apps,packages}/*/test/**/*.{ts,tsx}'],
    ignores: ['packages/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...databaseDrivers, allowTypeImports: true }] },
      ],
    },
  },
  {
    // ... nor builds a query on the Db handle it is given (tests may, to arrange and inspect).
    files: ['packages/api/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'Only @orrery/db writes queries: add or call a repository there.',
        },
      ],
    },
  },
  {
    // Configuration is read and validated once, in env.ts files; everything else gets it passed in.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in env.ts only.' },
      ],
    },
  },
  {
    // The generator is a pure function of its seed: no ambient randomness, no clock.
    files: ['packages/procgen/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'procgen is seeded: use its RNG.' },
        { object: 'Date', property: 'now', message: 'procgen must not read the clock.' },
        { object: 'process', property: 'env', message: 'procgen takes no configuration from env.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date']",
          message: 'procgen must not read the clock.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'procgen must not read the clock.',
        },
      ],
      ...forbidImports(
        ['@orrery/*', '!@orrery/domain', 'node:*', 'fs', 'path'],
        'procgen is pure: seedrandom and @orrery/domain only.',
      ),
    },
  },
  {
    // procgen/testing reads and writes snapshot directories (`orrery snapshot`, a developer's
    // tests): the one part of the package allowed files. Still seeded, still no clock.
    files: ['packages/procgen/src/testing/**/*.ts'],
    rules: forbidImports(
      ['@orrery/*', '!@orrery/domain'],
      'procgen/testing: files, seedrandom and @orrery/domain only.',
    ),
  },
  {
    // The one number format for the web and the CLI: pure TypeScript, so the browser may load it.
    files: ['packages/format/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'format is pure: relative imports only.' }] },
      ],
    },
  },
  {
    // The game's kernel: vocabularies, config schema and pure formulas that every workspace, the
    // browser included, may load. No I/O, no clock, no randomness of its own.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$)[^.]', message: 'domain is pure: zod and relative imports only.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'domain takes its randomness as an argument.',
        },
        {
          object: 'Date',
          property: 'now',
          message: 'domain takes the time as an argument (`now`).',
        },
        { object: 'process', property: 'env', message: 'domain takes no configuration from env.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain takes the time as an argument (`now`).',
        },
      ],
    },
  },
  {
    files: ['packages/db/src/**/*.ts'],
    rules: forbidImports(
      ['@orrery/*', '!@orrery/domain'],
      'db depends on @orrery/domain, kysely and its drivers (better-sqlite3, pg) only.',
      [],
    ),
  },
  {
    files: ['packages/api/src/**/*.ts'],
    rules: forbidImports(
      ['@orrery/server', '@orrery/cli', '@orrery/web', 'fastify'],
      'api knows no transport.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The game's vocabularies and formulas (not its zod config), the number format, and
              // the static map's and octree cells' decoders (pure, shared with the server).
              regex: '^@orrery/(?!domain$|format$|api/map-format$|api/octree-format$)',
              message:
                'The web client imports @orrery/domain, @orrery/format, @orrery/api/map-format and @orrery/api/octree-format, and types only from @orrery/api.',
              allowTypeImports: true,
            },
            databaseDrivers,
          ],
        },
      ],
    },
  },
);
