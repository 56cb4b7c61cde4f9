import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The map page's source module, as Vite's build manifest names it. */
const MAP_PAGE_SOURCE = 'src/pages/map/view/map-page.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The built files the map page's code needs, from the web build's Vite manifest
 * (`.vite/manifest.json`): the page's chunk and what it imports, less the app's entry and the
 * chunks the entry imports (index.html preloads those already). Empty without a manifest, so an
 * older build is served as it was.
 */
export function mapPageChunks(root: string): string[] {
  const path = join(root, '.vite', 'manifest.json');
  if (!existsSync(path)) return [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  /** The chunks `from` imports, itself included, depth first. */
  const closure = (from: string, seen = new Set<string>()): Set<string> => {
    if (manifest[from] && !seen.has(from)) {
      seen.add(from);
      manifest[from].imports?.forEach((key) => closure(key, seen));
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(entries.flatMap((key) => [...closure(key)]));
  return [...closure(MAP_PAGE_SOURCE)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]!.file}`);
}

/**
 * index.html for /map with the map's downloads started by the HTML itself (the page's CSP forbids
 * an inline script): its code as module preloads, and its data (the static map's manifest) as
 * fetch preloads the loader's requests take.
 */
export function mapPageHtml(index: string, chunks: string[], apiPaths: string[]): string {
  const links = [
    ...chunks.map((file) => `<link rel="modulepreload" href="${file}">`),
    ...apiPaths.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`),
  ].join('');
  return index.replace('</head>', `${links}</head>`);
}

/** A strong ETag for a page variant: its bytes decide it. */
export const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
