import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMapSystems, useTelescope } from '../../api/hooks.js';
import type { MapSystem } from '../../api/types.js';
import { useAuth } from '../../auth/auth-context.js';
import type { SystemLinkState } from '../../navigation/system-link.js';
import { cameraViewFrom, type CameraView } from './camera-view.js';
import { GalaxyCanvas, readView, type OrbitControlsHandle } from './galaxy-canvas.js';
import { buildPointBuffers, isVisible, toUnit, type MapFilter } from './map-buffers.js';
import { SystemPanel } from './system-panel.js';

const FILTERS: { value: MapFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'discovered', label: 'Discovered' },
  { value: 'undiscovered', label: 'Undiscovered' },
  { value: 'collected', label: 'Collected' },
];

/** Spec 9: the first-load overlay hides 500 ms after data and plot are ready. */
const OVERLAY_DELAY_MS = 500;
const NO_SYSTEMS: MapSystem[] = [];

const viewText = (view: CameraView) => view.position.map((n) => n.toFixed(3)).join(',');

/** The 3D galaxy: every system in one point cloud, with filters, picking and telescope reach. */
export default function MapPage() {
  const systems = useMapSystems();
  const telescope = useTelescope();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = user?.id ?? null;

  const [filter, setFilter] = useState<MapFilter>('all');
  const [plottedFilter, setPlottedFilter] = useState<MapFilter>('all');
  const [selectedHash, setSelectedHash] = useState<string | null>(null);
  const [plotReady, setPlotReady] = useState(false);
  const [overlayHidden, setOverlayHidden] = useState(false);
  // Coming back from a system page, the router state carries the view to restore.
  const [initialView] = useState(() => cameraViewFrom(location.state));
  const controlsRef = useRef<OrbitControlsHandle>(null);
  const frameRef = useRef<HTMLDivElement>(null);

  const list = systems.data ?? NO_SYSTEMS;
  const buffers = useMemo(
    () => buildPointBuffers(list, plottedFilter, userId),
    [list, plottedFilter, userId],
  );
  const selectedPoint = selectedHash
    ? buffers.indices.findIndex((i) => list[i]!.hash === selectedHash)
    : -1;
  const selected = selectedPoint >= 0 ? list[buffers.indices[selectedPoint]!]! : null;

  const reach = useMemo(() => {
    const held = list.filter((s) => userId !== null && s.discoveredById === userId);
    const centres = new Float32Array(
      held.flatMap((s) => [s.coordinates.x, s.coordinates.y, s.coordinates.z].map(toUnit)),
    );
    return { centres, radius: toUnit(telescope.data?.range ?? 0) };
  }, [list, userId, telescope.data?.range]);

  // Rebuild one frame after the filter changes, so the updating overlay is painted first.
  useEffect(() => {
    if (filter === plottedFilter) return;
    const timer = setTimeout(() => setPlottedFilter(filter), 30);
    return () => clearTimeout(timer);
  }, [filter, plottedFilter]);

  const ready = (plotReady && systems.isSuccess) || systems.isError;
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setOverlayHidden(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  const chooseFilter = (next: MapFilter) => {
    setFilter(next);
    if (selected && !isVisible(selected, next, userId)) setSelectedHash(null);
  };
  const onPick = useCallback(
    (point: number) => setSelectedHash(point >= 0 ? list[buffers.indices[point]!]!.hash : null),
    [list, buffers],
  );
  // Per-frame camera state stays out of React: the view is written straight to the DOM.
  const onViewChange = useCallback((view: CameraView) => {
    frameRef.current?.setAttribute('data-camera', viewText(view));
  }, []);
  const onReady = useCallback(() => setPlotReady(true), []);

  const visit = (hash: string) => {
    const view = controlsRef.current ? readView(controlsRef.current) : initialView;
    // Keep the view in this history entry too, so the browser's Back restores it as well.
    navigate('/map', { replace: true, state: view });
    const link: SystemLinkState = { origin: 'map', returnTo: '/map', restore: view };
    navigate(`/solar/${hash}`, { state: link });
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Galaxy Map</h1>
      <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label="Map filter">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            disabled={value === 'collected' && userId === null}
            onClick={() => chooseFilter(value)}
            className={`rounded-md border px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-40 ${
              filter === value
                ? 'border-indigo-400 bg-indigo-500/30 text-white'
                : 'border-white/15 bg-white/5 text-slate-200 hover:bg-white/10'
            }`}
          >
            {label}
          </button>
        ))}
        {telescope.data && (
          <span className="ml-auto text-sm text-slate-300">
            Telescope reach: {telescope.data.range.toLocaleString('en-US')} ly
          </span>
        )}
      </div>

      <div className="relative mt-4 flex flex-col gap-4 lg:flex-row">
        <div
          ref={frameRef}
          role="region"
          aria-label="Galaxy map"
          data-testid="galaxy-map"
          data-camera={viewText(initialView)}
          data-points={buffers.indices.length}
          className="relative h-[600px] w-full min-w-0 overflow-hidden lg:flex-1 rounded-xl border border-white/10 bg-slate-950"
        >
          {systems.data && (
            <GalaxyCanvas
              buffers={buffers}
              selected={selectedPoint}
              onPick={onPick}
              reach={reach}
              initialView={initialView}
              controlsRef={controlsRef}
              onReady={onReady}
              onViewChange={onViewChange}
            />
          )}
          {overlayHidden && filter !== plottedFilter && (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center bg-slate-950/60 text-slate-100"
            >
              Updating map...
            </div>
          )}
        </div>
        {selected && <SystemPanel system={selected} onVisit={() => visit(selected.hash)} />}
      </div>

      {!overlayHidden && (
        <div
          role="status"
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-slate-950 text-slate-100"
        >
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-400 border-t-transparent" />
          <p className="text-lg">Loading Galaxy Map</p>
        </div>
      )}
    </section>
  );
}
