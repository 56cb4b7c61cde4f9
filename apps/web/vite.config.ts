import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress.js';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // Workspace packages the page runs (@orrery/domain, @orrery/format) are bundled from their
  // TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/trpc': 'http://127.0.0.1:3000' } },
  // three.js makes the lazy /map chunk large on purpose (used directly, named imports only, so
  // the bundler leaves out the rest); the landing bundle has its own budget (npm run bench:
  // at most 150 KB gzip).
  // The manifest (dist/.vite/manifest.json) tells the server which chunks /map's HTML preloads.
  build: { chunkSizeWarningLimit: 700, manifest: true },
});
