// `npm run lint`: ESLint and Prettier's check side by side (about 22 s each alone here; on the
// machine's two cores at once 28 s instead of 45).
import { runSideBySide } from './side-by-side.mjs';

await runSideBySide('lint', [
  { label: 'eslint', args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] },
  { label: 'prettier', args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.'] },
]);
