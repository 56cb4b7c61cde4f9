import { z } from 'zod';

// The shapes of the map's own resources (beside the spec's map list): where the static binary
// map is and how to read it, labels for a range of systems, and the discoveries as deltas.

const whole = z.number().int();

export const mapManifestSchema = z.object({
  version: z
    .string()
    .describe('Names the static data: changes only with the galaxy’s seed, size or generator'),
  count: whole.describe('Systems in the galaxy; system i is the i-th in the binary map'),
  bytes: whole.describe('Size of the binary map, uncompressed'),
  blockSystems: whole.describe('Systems per block of the binary map'),
  labelSystems: whole.describe('Systems per labels chunk (chunk k holds k × labelSystems onward)'),
  path: z.string().describe('The binary map, under /api/v1 (immutable)'),
  labelsPath: z.string().describe('Labels chunks, under /api/v1: append the chunk number'),
  mode: z
    .enum(['full', 'octree'])
    .describe('What to draw: the whole binary map (full), or octree cells chosen by the camera'),
  octree: z
    .object({
      path: z
        .string()
        .describe('Octree cells, under /api/v1: append {depth}/{x}/{y}/{z}/{page} (immutable)'),
      maxDepth: whole.describe('The deepest level (cells per axis: 2^depth)'),
      pagePoints: whole.describe('Systems per page of a cell'),
      min: z.array(z.number()).describe('The map’s bounds (light-years): x, y, z'),
      max: z.array(z.number()),
      classes: z.array(z.string()).describe('Spectral class letters, by style-byte index'),
    })
    .describe('The octree over the binary map, for clients that draw part of the galaxy'),
});
export type MapManifest = z.output<typeof mapManifestSchema>;

export const mapLabelsSchema = z.object({
  first: whole.describe('Index of the first system in this chunk'),
  hashes: z.array(z.string()),
  names: z.array(z.string()),
});
export type MapLabels = z.output<typeof mapLabelsSchema>;

const systemAndOwner = z.tuple([whole, whole]).describe('[system index, discoverer’s user id]');

export const mapDiscoveriesSchema = z.object({
  galaxy: z
    .string()
    .describe('Names the galaxy: a client holding another one must fetch the whole list'),
  revision: whole.describe('The discovery revision this answer brings the client to'),
  since: whole
    .nullable()
    .describe('The revision this delta starts from; null: the whole list (replace, do not merge)'),
  discovered: z.array(systemAndOwner).describe('Systems discovered (by whom), or all of them'),
  released: z.array(whole).describe('Systems undiscovered again since (an account deleted)'),
});
export type MapDiscoveries = z.output<typeof mapDiscoveriesSchema>;
