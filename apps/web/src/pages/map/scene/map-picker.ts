/**
 * Click (not drag) and hover on the map's canvas -> the system under the pointer, picked through
 * the spatial grid (pick-grid.ts) against the current camera. Hover picks at most once per
 * animation frame.
 */
import { Matrix4, type Camera } from 'three';
import { stateVisible, type MapPoints, type MapFilter } from '../data/map-buffers.js';
import { buildPickGrid, pickInGrid, type PickGrid } from './pick-grid.js';

/** A pointer that moves less than this between press and release is a click, not a drag. */
const CLICK_SLOP_PX = 5;
/** How far from a marker's centre a click still selects it. */
const PICK_RADIUS_PX = 9;
/** While points still arrive, the hover grid is rebuilt at most this often. */
const HOVER_GRID_REBUILD_MS = 1_000;

export interface PickerSource {
  camera: Camera;
  /** the galaxy, or null before it is handed over (nothing to pick) */
  points: () => MapPoints | null;
  filter: () => MapFilter;
  /** a click on a point (its system index), or on empty space (-1) */
  onPick: (index: number) => void;
  /** the point under the pointer (or -1) and where the pointer is in the canvas */
  onHover: (index: number, at: { x: number; y: number }) => void;
}

const viewProjection = new Matrix4();

/** The camera's view-projection matrix, as the pick functions take it. */
function viewProjectionOf(camera: Camera): number[] {
  camera.updateMatrixWorld();
  return viewProjection.multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse)
    .elements;
}

/** Listens on `element` until the returned function is called. */
export function attachPicker(element: HTMLElement, source: PickerSource): () => void {
  let held: { grid: PickGrid; builtAt: number; points: MapPoints; layout: number } | null = null;
  const gridFor = (points: MapPoints, fresh: boolean): PickGrid => {
    if (held?.points !== points) held = null;
    const stale = !held || held.grid.count < points.loaded || held.layout !== points.layout;
    if (stale && (fresh || !held || performance.now() - held.builtAt > HOVER_GRID_REBUILD_MS)) {
      const grid = buildPickGrid(points.positions, points.loaded);
      held = { grid, builtAt: performance.now(), points, layout: points.layout };
    }
    return held!.grid;
  };
  /** The system at a pointer position, -1 for none, or null before the galaxy is in. */
  const pickAt = (clientX: number, clientY: number, fresh: boolean): number | null => {
    const points = source.points();
    if (!points) return null;
    const filter = source.filter();
    const rect = element.getBoundingClientRect();
    return pickInGrid(gridFor(points, fresh), {
      positions: points.positions,
      viewProjection: viewProjectionOf(source.camera),
      pointer: {
        x: ((clientX - rect.left) / rect.width) * 2 - 1,
        y: -((clientY - rect.top) / rect.height) * 2 + 1,
      },
      viewport: { width: rect.width, height: rect.height },
      radiusPx: PICK_RADIUS_PX,
      visible: (i) => stateVisible(points.states[i]!, filter),
    });
  };
  let down: { x: number; y: number } | null = null;
  let dragging = false;
  let hoverFrame = 0;
  const onDown = (event: PointerEvent) => {
    down = { x: event.clientX, y: event.clientY };
    dragging = true;
  };
  const onUp = (event: PointerEvent) => {
    dragging = false;
    if (!down || Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP_PX) return;
    const picked = pickAt(event.clientX, event.clientY, true);
    if (picked !== null) source.onPick(picked);
  };
  const onMove = (event: PointerEvent) => {
    if (dragging || hoverFrame) return;
    const { clientX, clientY } = event;
    hoverFrame = requestAnimationFrame(() => {
      hoverFrame = 0;
      const picked = pickAt(clientX, clientY, false);
      if (picked === null) return;
      const rect = element.getBoundingClientRect();
      source.onHover(picked, { x: clientX - rect.left, y: clientY - rect.top });
    });
  };
  const onLeave = () => {
    cancelAnimationFrame(hoverFrame);
    hoverFrame = 0;
    if (source.points()) source.onHover(-1, { x: 0, y: 0 });
  };
  element.addEventListener('pointerdown', onDown);
  element.addEventListener('pointerup', onUp);
  element.addEventListener('pointermove', onMove);
  element.addEventListener('pointerleave', onLeave);
  return () => {
    cancelAnimationFrame(hoverFrame);
    element.removeEventListener('pointerdown', onDown);
    element.removeEventListener('pointerup', onUp);
    element.removeEventListener('pointermove', onMove);
    element.removeEventListener('pointerleave', onLeave);
  };
}
