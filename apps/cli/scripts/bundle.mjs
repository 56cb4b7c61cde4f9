// The `orrery` binary as one bundle of its own code, the workspace packages and the libraries, so a
// command loads a handful of files instead of about a thousand modules (ink's es-toolkit, kysely,
// zod ...): module loading was most of a command's start. Each command's action stays its own chunk, loaded when run.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a content hash: last build's chunks would otherwise pile up beside the new ones.
rmSync('dist/bin', { recursive: true, force: true });

await build({
  entryPoints: { orrery: 'dist/main.js' },
  outdir: 'dist/bin',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Native addons load their .node files relative to their own folder; pg-native and
  // react-devtools-core are optional (never installed here), imported only when asked for.
  external: ['better-sqlite3', '@node-rs/argon2', 'pg-native', 'react-devtools-core'],
  // The CommonJS libraries inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as orreryCreateRequire } from 'node:module'; const require = orreryCreateRequire(import.meta.url);",
  },
  // React and Ink in their production builds: the development ones (checks, warnings, a second
  // reconciler) doubled the Ink chunk and are never what a user of the binary wants.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
