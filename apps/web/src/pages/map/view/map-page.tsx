import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCollection, useTelescope } from '../../../queries/hooks.js';
import type { SystemCard } from '../../../api/types.js';
import { useAuth } from '../../../auth/auth-context.js';
import { useReducedMotion } from '../../../components/use-reduced-motion.js';
import type { SystemLinkState } from '../../../navigation/system-link.js';
import { cameraViewIn, type CameraView, type Vec3 } from '../data/camera-view.js';
import { useDiscoverySync } from '../data/discovery-sync.js';
import { FindSystem } from './find-system.js';
import { viewAfterKey, type FlightRequest } from '../scene/flight.js';
import { GalaxyCanvas, MAP_FOV, type MapHandle } from './galaxy-canvas.js';
import { prepareMapContext } from '../scene/map-context.js';
import { stateVisible, type MapPoints, type MapFilter } from '../data/map-buffers.js';
import { DEFAULT_SIZE, UNKNOWN_SIZE } from '../data/map-style.js';
import { MySystems } from './my-systems.js';
import { sceneLength, toScene, viewOf } from '../data/scene-frame.js';
import {
  loadStaticMap,
  labelOf,
  preloadedStaticMap,
  type LoadedMap,
} from '../data/static-map-loader.js';
import { SystemPanel } from './system-panel.js';

// The map's marks (map:*) on the page's performance timeline are what the first-frame bench
// reports: this one, when the map's code (three.js) has run.
performance.mark('map:module');
prepareMapContext();

const FILTERS: { value: MapFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'discovered', label: 'Discovered' },
  { value: 'undiscovered', label: 'Undiscovered' },
  { value: 'collected', label: 'Collected' },
];

/** docs/spec.md §9: the first-load overlay hides 500 ms after data and plot are ready. */
const OVERLAY_DELAY_MS = 500;
/** A fly-to stops this far from the system (or three telescope reaches, if farther). */
const FLY_DISTANCE_LY = 2_500;

const viewText = (view: CameraView) => view.position.map((n) => n.toFixed(3)).join(',');
const targetText = (view: CameraView) => view.target.map((n) => n.toFixed(5)).join(',');

interface Selection {
  hash: string;
  name?: string;
  position: Vec3;
  /** the point picked on the map (its index among the points drawn), when known */
  index: number | null;
  size: number;
}

/** The static map, loaded once the page opens (null until its header is in). */
function useStaticMap() {
  const [loaded, setLoaded] = useState<LoadedMap | null>(preloadedStaticMap);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadStaticMap().then(
      (map) => {
        if (!live) return;
        setLoaded(map);
        map.complete.catch(() => live && setFailed(true));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { loaded, failed };
}

/** Re-renders on every change of the points (blocks arriving, discoveries). */
function usePointsVersion(points: MapPoints | null): number {
  return useSyncExternalStore(
    useCallback((listener) => points?.subscribe(listener) ?? (() => {}), [points]),
    () => points?.version ?? -1,
  );
}

/**
 * The 3D galaxy: every system in one point cloud that fills in as the static map streams, with
 * filters, hover names, picking, fly-to (the player's systems, or one found by name or hash), the
 * player's systems and telescope reach marked, and the keyboard.
 */
export default function MapPage() {
  const { loaded, failed } = useStaticMap();
  const points = loaded?.points ?? null;
  const pointsVersion = usePointsVersion(points);
  const telescope = useTelescope();
  const collection = useCollection();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const reducedMotion = useReducedMotion();
  const userId = user?.id ?? null;
  /** systems the live stream just reported discovered: the map marks them with a pulse */
  const [pulse, setPulse] = useState<{ indices: readonly number[] } | null>(null);
  useDiscoverySync(points, (indices) => setPulse({ indices }));

  const [filter, setFilter] = useState<MapFilter>('all');
  const [selected, setSelected] = useState<Selection | null>(null);
  const [hover, setHover] = useState<{ index: number; x: number; y: number; name?: string } | null>(
    null,
  );
  const [mine, setMine] = useState(-1);
  const [flight, setFlight] = useState<FlightRequest | null>(null);
  const [plotReady, setPlotReady] = useState(false);
  const [overlayHidden, setOverlayHidden] = useState(false);
  // Coming back from a system page, the router state carries the view to restore.
  const [restoredView] = useState(() => cameraViewIn(location.state));
  /** the view the camera takes: the one restored, else the framing once the first systems are in */
  const [initialView, setInitialView] = useState<CameraView | null>(restoredView);
  const [firstFrameMs, setFirstFrameMs] = useState<number | null>(null);
  const mapRef = useRef<MapHandle>(null);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => points?.setUser(userId), [points, userId]);

  /** the galaxy framed to the canvas (the renderer fits it to the first systems in) */
  const [fitted, setFitted] = useState<CameraView | null>(null);
  const onFramed = useCallback((view: CameraView) => {
    setFitted(view);
    setInitialView((held) => held ?? view);
  }, []);

  const shown = points?.visibleCount(filter) ?? 0;
  const discovered = useMemo(
    () => points?.discoveredCount() ?? 0,
    // The points' arrays change in place; their version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [points, pointsVersion],
  );
  const frame = points?.frame ?? null;
  const mySystems = useMemo(() => collection.data ?? [], [collection.data]);
  const own = useMemo(() => {
    if (!frame) return new Float32Array();
    return new Float32Array(mySystems.flatMap((s) => toScene(frame, s.coordinates)));
  }, [frame, mySystems]);
  const reach = useMemo(
    () => ({ centres: own, radius: frame ? sceneLength(frame, telescope.data?.range ?? 0) : 0 }),
    [own, frame, telescope.data?.range],
  );

  const ready = plotReady || failed;
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setOverlayHidden(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  const chooseFilter = (next: MapFilter) => {
    setFilter(next);
    if (selected?.index != null && points && !stateVisible(points.states[selected.index]!, next))
      setSelected(null);
  };

  const currentView = (): CameraView => mapRef.current?.view() ?? initialView ?? fitted!;

  const flyTo = (system: SystemCard) => {
    if (!frame) return;
    const position = toScene(frame, system.coordinates);
    const distance = sceneLength(
      frame,
      Math.max(FLY_DISTANCE_LY, 3 * (telescope.data?.range ?? 0)),
    );
    setSelected({
      hash: system.hash,
      name: system.name,
      position,
      index: null,
      size: DEFAULT_SIZE,
    });
    setFlight({ view: viewOf(position, currentView(), distance), id: Date.now() });
  };

  const onPick = useCallback(
    (index: number) => {
      if (index < 0 || !loaded) {
        setSelected(null);
        return;
      }
      const { points: p, manifest } = loaded;
      const system = p.systemAt(index);
      if (system < 0) {
        setSelected(null);
        return;
      }
      const position: Vec3 = [
        p.positions[index * 3]!,
        p.positions[index * 3 + 1]!,
        p.positions[index * 3 + 2]!,
      ];
      void labelOf(manifest, system).then(({ hash, name }) =>
        setSelected({ hash, name, position, index, size: p.sizes[index] ?? UNKNOWN_SIZE }),
      );
    },
    [loaded],
  );
  const onHover = useCallback(
    (index: number, at: { x: number; y: number }) => {
      if (index < 0 || !loaded) {
        setHover(null);
        return;
      }
      const system = loaded.points.systemAt(index);
      if (system < 0) return;
      setHover((held) => ({ index, ...at, name: held?.index === index ? held.name : undefined }));
      void labelOf(loaded.manifest, system).then(({ name }) =>
        setHover((held) => (held?.index === index ? { ...held, name } : held)),
      );
    },
    [loaded],
  );
  const octree = loaded?.octree ?? null;
  // Per-frame camera state stays out of React: the view is written straight to the DOM, and an
  // octree map hears it to choose its cells.
  const onViewChange = useCallback(
    (view: CameraView) => {
      const box = frameRef.current;
      box?.setAttribute('data-camera', viewText(view));
      box?.setAttribute('data-target', targetText(view));
      if (octree && box) octree.setView(view, box.clientWidth / box.clientHeight || 1, MAP_FOV);
    },
    [octree],
  );
  useEffect(() => () => octree?.dispose(), [octree]);
  /** the pulse in point indices (the systems drawn now), for the renderer */
  const pointPulse = useMemo(
    () =>
      pulse && points
        ? {
            indices: pulse.indices
              .map((system) => points.pointOf(system))
              .filter((point) => point !== undefined),
          }
        : null,
    [pulse, points],
  );
  const onReady = useCallback(() => {
    performance.mark('map:ready');
    setPlotReady(true);
    setFirstFrameMs(Math.round(performance.now()));
    // The first frame is on screen: the loader decodes the other blocks now.
    loaded?.drawn();
  }, [loaded]);

  const visit = (hash: string) => {
    const view = currentView();
    // Keep the view in this history entry too, so the browser's Back restores it as well.
    navigate('/map', { replace: true, state: view });
    const link: SystemLinkState = { origin: 'map', returnTo: '/map', restore: view };
    navigate(`/solar/${hash}`, { state: link });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Escape') {
      setSelected(null);
      return;
    }
    const view = mapRef.current?.view();
    if (!view) return;
    const next = viewAfterKey(view, event.key);
    if (!next) return;
    event.preventDefault();
    mapRef.current!.setView(next);
  };

  const loading = points && !octree && points.loaded < points.count;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-white">Galaxy Map</h1>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Map filter">
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
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <MySystems
            systems={mySystems}
            current={mine}
            onFly={(index) => {
              setMine(index);
              flyTo(mySystems[index]!);
            }}
          />
          <FindSystem onChoose={flyTo} />
          <button
            type="button"
            disabled={!fitted}
            onClick={() => fitted && setFlight({ view: fitted, id: Date.now() })}
            className="rounded-md border border-white/15 bg-white/5 px-3 py-1.5 text-sm text-slate-200 hover:bg-white/10 disabled:opacity-40"
          >
            Whole galaxy
          </button>
        </div>
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-300">
        {mySystems.length > 0 && (
          <span>
            <span aria-hidden className="mr-1 text-emerald-300">
              ◎
            </span>
            Your systems: {mySystems.length.toLocaleString('en-US')}
          </span>
        )}
        {telescope.data && (
          <span>
            <span aria-hidden className="mr-1 text-sky-400">
              ◯
            </span>
            Telescope reach: {telescope.data.range.toLocaleString('en-US')} ly
          </span>
        )}
        {points && (
          <span data-testid="map-discovered">
            Discovered: {discovered.toLocaleString('en-US')} of{' '}
            {points.count.toLocaleString('en-US')}
          </span>
        )}
        <span className="sr-only sm:not-sr-only sm:text-slate-400">
          Drag or use the arrow keys to orbit, scroll or + / − to zoom.
        </span>
      </p>

      <div className="relative mt-4 flex flex-col gap-4 lg:flex-row">
        <div
          ref={frameRef}
          role="region"
          aria-label="Galaxy map"
          tabIndex={0}
          onKeyDown={onKeyDown}
          data-testid="galaxy-map"
          data-camera={initialView ? viewText(initialView) : ''}
          data-target={initialView ? targetText(initialView) : ''}
          data-frame={frame ? [...frame.centre, frame.scale].join(',') : ''}
          data-points={shown}
          data-loaded={points?.loaded ?? 0}
          data-total={points?.count ?? 0}
          data-mode={loaded?.manifest.mode ?? ''}
          data-depth={octree?.depth ?? ''}
          data-first-frame={firstFrameMs ?? ''}
          data-discovered={discovered}
          data-pulsed={pulse?.indices.join(',') ?? ''}
          data-pulse-motion={pulse ? (reducedMotion ? 'still' : 'moving') : ''}
          className="relative h-[600px] w-full min-w-0 overflow-hidden rounded-xl border border-white/10 bg-slate-950 focus:outline-2 focus:outline-indigo-400 lg:flex-1"
        >
          <GalaxyCanvas
            points={points}
            filter={filter}
            shown={shown}
            selected={selected && { position: selected.position, size: selected.size }}
            own={own}
            reach={reach}
            view={restoredView}
            onFramed={onFramed}
            handle={mapRef}
            onPick={onPick}
            onHover={onHover}
            onReady={onReady}
            onViewChange={onViewChange}
            flight={flight}
            pulse={pointPulse}
            reducedMotion={reducedMotion}
          />
          {hover?.name && (
            <div
              aria-hidden
              data-testid="map-hover"
              className="pointer-events-none absolute rounded bg-slate-900/90 px-2 py-0.5 text-xs text-white"
              style={{ left: hover.x + 12, top: hover.y + 12 }}
            >
              {hover.name}
            </div>
          )}
          {loading && (
            <p className="pointer-events-none absolute bottom-2 left-3 text-xs text-slate-400">
              Loading systems: {points.loaded.toLocaleString('en-US')} of{' '}
              {points.count.toLocaleString('en-US')}
            </p>
          )}
        </div>
        {selected && (
          <SystemPanel
            key={selected.hash}
            hash={selected.hash}
            name={selected.name}
            onVisit={() => visit(selected.hash)}
          />
        )}
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
