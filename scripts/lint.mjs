// `npm run lint`: ESLint and Prettier's check side by side: each runs on one core, and CI has two.
import { runSideBySide } from './side-by-side.mjs';

await runSideBySide('lint', [
  { label: 'eslint', args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] },
  { label: 'prettier', args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.'] },
]);
