import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Text worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|css|svg|json|webmanifest)$/;

/**
 * Writes `name.br` and `name.gz` beside every built asset, at the best quality, once per build:
 * the server sends them as they are (@fastify/static's preCompressed) instead of compressing each
 * response — which, with /map's preloads asking for the app's and the map's code at once, put
 * a busy server's compressing before the app's first byte.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'orrery-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const dir = join(outDir, 'assets');
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = names.filter((name) => TEXT.test(name));
      await Promise.all(
        files.map(async (name) => {
          const body = await readFile(join(dir, name));
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await writeFile(join(dir, `${name}.br`), br);
          await writeFile(join(dir, `${name}.gz`), gzipped);
        }),
      );
    },
  };
}
