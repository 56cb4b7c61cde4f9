/**
 * Streams a huge galaxy's octree cells (docs/api.md, "Octree cells") by the camera: the root's
 * first page first (an even sample of the whole galaxy: the first frame), then, whenever the view
 * changes, the cells octree-select.ts chooses under the point budget, fetched a few at a time,
 * largest-looking first, each drawn as it arrives in place of its coarser ancestor. Pages are
 * immutable per version, so the browser caches them; a few hundred decoded pages are kept here.
 */
import { Box3, Frustum, Matrix4, PerspectiveCamera, Vector3 } from 'three';
import {
  cellBox,
  decodeCellPage,
  type CellAddress,
  type CellPage,
} from '@orrery/api/octree-format';
import type { MapManifest } from '../../../api/types.js';
import type { CameraView } from './camera-view.js';
import { OctreePoints } from './octree-points.js';
import { cellKey, cellsToDraw, chooseCells, type CellView } from './octree-select.js';

/** Points drawn at most: about 1.5 million. */
export const OCTREE_POINT_BUDGET = 1_500_000;
/** Requests in flight at once. */
const PARALLEL = 6;
/** Cells looking smaller than this (radius over distance) are not split. */
const MIN_SIZE = 0.02;
/** Decoded pages kept beyond those drawn or wanted. */
const KEEP_PAGES = 256;
/** A burst of view changes (a drag, a flight) is answered once it pauses this long. */
const SETTLE_MS = 120;

interface Node {
  cell: CellAddress;
  page?: CellPage;
  /** the children's counts, kept when the page is let go */
  children?: number[];
  loading?: boolean;
  failed?: boolean;
  used: number;
}

export class OctreeStream {
  readonly points: OctreePoints;
  readonly #manifest: MapManifest;
  readonly #nodes = new Map<string, Node>();
  readonly #camera = new PerspectiveCamera(50, 1, 0.0005, 100);
  #wanted: string[] = [];
  #inFlight = 0;
  #timer = 0;
  #tick = 0;
  #disposed = false;
  /** the deepest level drawn (the page's data-depth) */
  depth = 0;

  constructor(manifest: MapManifest) {
    this.#manifest = manifest;
    const { octree } = manifest;
    // A slab per drawn cell: the budget's worth, and room for ancestors while children arrive.
    const slabs = Math.ceil(OCTREE_POINT_BUDGET / octree.pagePoints) + 16;
    this.points = new OctreePoints(manifest.count, octree, octree.pagePoints, slabs);
  }

  /** Fetches and draws the root's first page: resolves once the first frame's points are in. */
  async start(): Promise<void> {
    const root = { depth: 0, x: 0, y: 0, z: 0 };
    const node: Node = { cell: root, used: 0, loading: true };
    this.#nodes.set(cellKey(root), node);
    node.page = await this.#fetch(root);
    node.children = node.page.children;
    node.loading = false;
    this.#wanted = [cellKey(root)];
    this.#draw();
  }

  /** The camera moved: choose and fetch cells once it settles a moment. */
  setView(view: CameraView, aspect: number, fov: number): void {
    const camera = this.#camera;
    camera.fov = fov;
    camera.aspect = aspect;
    camera.position.set(...view.position);
    camera.lookAt(...view.target);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
    // A page shown again (React's effects run twice in development) streams again.
    this.#disposed = false;
    window.clearTimeout(this.#timer);
    this.#timer = window.setTimeout(() => {
      // A new view tries the cells that failed once more.
      for (const node of this.#nodes.values()) node.failed = false;
      this.#choose();
    }, SETTLE_MS);
  }

  dispose(): void {
    this.#disposed = true;
    window.clearTimeout(this.#timer);
  }

  async #fetch(cell: CellAddress): Promise<CellPage> {
    const { depth, x, y, z } = cell;
    const response = await fetch(`/api/v1${this.#manifest.octree.path}${depth}/${x}/${y}/${z}/0`);
    if (!response.ok) throw new Error(`Octree cell ${cellKey(cell)} answered ${response.status}`);
    return decodeCellPage(new Uint8Array(await response.arrayBuffer()));
  }

  #cellView(): CellView {
    const camera = this.#camera;
    const frustum = new Frustum().setFromProjectionMatrix(
      new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse),
    );
    const box = new Box3();
    const centre = new Vector3();
    const { frame } = this.points;
    const sceneBox = (cell: CellAddress) => {
      const ly = cellBox(cell, this.#manifest.octree);
      box.min.set(...toScene(ly.min, frame));
      box.max.set(...toScene(ly.max, frame));
      return box;
    };
    return {
      visible: (cell) => frustum.intersectsBox(sceneBox(cell)),
      size: (cell) => {
        const b = sceneBox(cell);
        const radius = b.getSize(centre).length() / 2;
        const distance = b.getCenter(centre).distanceTo(camera.position);
        return distance <= radius ? Infinity : radius / (distance - radius);
      },
    };
  }

  #choose(): void {
    if (this.#disposed) return;
    const { octree, count } = this.#manifest;
    const chosen = chooseCells(count, (key) => this.#nodes.get(key)?.children, this.#cellView(), {
      budget: OCTREE_POINT_BUDGET,
      pagePoints: octree.pagePoints,
      maxDepth: octree.maxDepth,
      minSize: MIN_SIZE,
    });
    this.#tick++;
    this.#wanted = chosen.map(({ key }) => key);
    for (const { cell, key } of chosen) {
      const node = this.#nodes.get(key) ?? { cell, used: 0 };
      node.used = this.#tick;
      this.#nodes.set(key, node);
    }
    this.#draw();
    this.#pump();
  }

  /** Starts fetches for wanted cells without a page, largest-looking first. */
  #pump(): void {
    for (const key of this.#wanted) {
      if (this.#inFlight >= PARALLEL || this.#disposed) return;
      const node = this.#nodes.get(key)!;
      if (node.page || node.loading || node.failed) continue;
      node.loading = true;
      this.#inFlight++;
      this.#fetch(node.cell)
        .then(
          (page) => {
            node.page = page;
            node.children = page.children;
          },
          () => {
            node.failed = true;
          },
        )
        .finally(() => {
          node.loading = false;
          this.#inFlight--;
          if (this.#disposed) return;
          // A cell in that splits further once its counts are known.
          if (node.page && this.#wanted.includes(key)) this.#choose();
          else this.#pump();
        });
    }
  }

  /** Draws the wanted cells that are in (or their nearest ancestors in), then trims the cache. */
  #draw(): void {
    const drawn = cellsToDraw(
      this.#wanted.map((key) => ({ key, cell: this.#nodes.get(key)!.cell })),
      (key) => this.#nodes.get(key)?.page !== undefined,
    );
    this.depth = drawn.reduce((most, [, cell]) => Math.max(most, cell.depth), 0);
    this.points.show(drawn.map(([key]) => ({ key, page: this.#nodes.get(key)!.page! })));
    const keep = new Set([...this.#wanted, ...this.points.shown]);
    const held = [...this.#nodes].filter(([key, node]) => node.page && !keep.has(key));
    held.sort(([, a], [, b]) => a.used - b.used);
    // The counts stay known: a cell once seen can be split without its page again.
    for (const [, node] of held.slice(0, Math.max(0, held.length - KEEP_PAGES))) delete node.page;
  }
}

function toScene(ly: readonly number[], frame: { centre: readonly number[]; scale: number }) {
  return [0, 1, 2].map((a) => (ly[a]! - frame.centre[a]!) * frame.scale) as [
    number,
    number,
    number,
  ];
}
