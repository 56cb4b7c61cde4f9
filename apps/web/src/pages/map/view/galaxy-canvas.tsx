import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import type { CameraView, Vec3 } from '../data/camera-view.js';
import type { FlightRequest } from '../scene/flight.js';
import type { MapPoints, MapFilter } from '../data/map-buffers.js';
import { MapRenderer, type MapEvents } from '../scene/map-renderer.js';

export { MAP_FOV } from '../scene/map-renderer.js';

/** What the page may do with the camera directly (the keyboard, Visit System's saved view). */
export interface MapHandle {
  /** the camera's view, or null before the renderer is up */
  view(): CameraView | null;
  setView(view: CameraView): void;
}

export interface GalaxyCanvasProps extends MapEvents {
  /**
   * The galaxy, or null while it downloads: the canvas is up (and its shaders compiling) before
   * the first systems are in, so the WebGL set-up is off the first frame's path.
   */
  points: MapPoints | null;
  filter: MapFilter;
  /** loaded points the filter shows */
  shown: number;
  /** the picked system's marker, or null */
  selected: { position: Vec3; size: number } | null;
  /** the player's systems, scene coordinates */
  own: Float32Array;
  reach: { centres: Float32Array; radius: number };
  /**
   * where the camera starts (a view restored on return), or null: the renderer frames the galaxy
   * once its first systems are in
   */
  view: CameraView | null;
  handle?: Ref<MapHandle>;
  flight?: FlightRequest | null;
  /** systems just discovered (point indices) to mark with a pulse; a new object pulses again */
  pulse?: { indices: readonly number[] } | null;
  reducedMotion?: boolean;
  /** the bench renders continuously while orbiting; the map renders only when something changes */
  benchmark?: boolean;
}

/**
 * The map's canvas: a box the renderer (map-renderer.ts, three.js without React) draws into, fed
 * from the props. The renderer lives as long as this component.
 */
export function GalaxyCanvas(props: GalaxyCanvasProps) {
  const { points, filter, shown, own, flight, reducedMotion = false } = props;
  const host = useRef<HTMLDivElement>(null);
  const renderer = useRef<MapRenderer | null>(null);
  // The renderer calls the latest callbacks, whatever their identity.
  const events = useRef<MapEvents>(props);
  useLayoutEffect(() => {
    events.current = props;
  });
  useLayoutEffect(() => {
    const made = new MapRenderer(
      host.current!,
      // The view, motion and mode it starts with; later changes arrive through the effects below.
      { view: props.view, reducedMotion, benchmark: props.benchmark },
      {
        onPick: (index) => events.current.onPick(index),
        onHover: (index, at) => events.current.onHover?.(index, at),
        onReady: () => events.current.onReady(),
        onViewChange: (view) => events.current.onViewChange(view),
        onFramed: (view) => events.current.onFramed(view),
        onFrame: () => events.current.onFrame?.(),
      },
    );
    renderer.current = made;
    return () => {
      renderer.current = null;
      made.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useImperativeHandle(
    props.handle,
    () => ({
      view: () => renderer.current?.view() ?? null,
      setView: (view) => renderer.current?.setView(view),
    }),
    [],
  );
  useEffect(() => renderer.current?.setReducedMotion(reducedMotion), [reducedMotion]);
  useEffect(() => {
    if (points) renderer.current?.setPoints(points);
  }, [points]);
  useEffect(() => renderer.current?.setFilter(filter, shown), [filter, shown]);
  useEffect(() => renderer.current?.setOwn(own), [own]);
  const { centres, radius } = props.reach;
  useEffect(() => renderer.current?.setReach(centres, radius), [centres, radius]);
  const position = props.selected?.position;
  const size = props.selected?.size;
  useEffect(
    () => renderer.current?.setSelected(position && size !== undefined ? { position, size } : null),
    [position, size],
  );
  useEffect(() => {
    if (flight) renderer.current?.fly(flight.view);
  }, [flight]);
  const pulse = props.pulse;
  useEffect(() => {
    if (pulse) renderer.current?.pulse(pulse.indices);
  }, [pulse]);
  // Styled inline: the fps bench's page has no stylesheet.
  return <div ref={host} style={{ position: 'absolute', inset: 0 }} />;
}
