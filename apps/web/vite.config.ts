import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * Opened straight on /map, the browser fetches the map's code (three.js, ~250 KB of brotli) beside
 * the app's own bundle instead of after it has run: a few lines in index.html add modulepreload
 * links for the map page's chunks on that path only (router.tsx preloads the map's data).
 */
function preloadMapCode(): Plugin {
  return {
    name: 'orrery-preload-map-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const page = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/pages/map/map-page.tsx'),
        );
        if (page?.type !== 'chunk') return [];
        const files = JSON.stringify([page.fileName, ...page.imports].map((file) => `/${file}`));
        return [
          {
            tag: 'script',
            // Before the stylesheet: an inline script after one waits for it to load.
            injectTo: 'head-prepend',
            children:
              `if (location.pathname === '/map') for (const href of ${files}) {` +
              ` const link = document.createElement('link'); link.rel = 'modulepreload';` +
              ` link.crossOrigin = ''; link.href = href; document.head.append(link); }`,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadMapCode()],
  // Workspace packages the page runs (@orrery/format) are bundled from their TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/trpc': 'http://127.0.0.1:3000' } },
  // three.js makes the lazy /map chunk ~1 MB on purpose; the landing bundle has its own budget
  // (npm run bench: at most 150 KB gzip).
  build: { chunkSizeWarningLimit: 1100 },
});
