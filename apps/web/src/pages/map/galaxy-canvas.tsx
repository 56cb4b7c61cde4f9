import { AdaptiveDpr, OrbitControls } from '@react-three/drei';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { ComponentRef, ReactNode, RefObject } from 'react';
import { Matrix4, type Camera } from 'three';
import type { CameraView, Vec3 } from './camera-view.js';
import { applyView, Flight, readView, type FlightRequest } from './flight.js';
import { GalaxyPointsCloud, OwnMarkers, SelectedMarker } from './galaxy-points.js';
import { stateVisible, type GalaxyPoints, type MapFilter } from './map-buffers.js';
import { buildPickGrid, pickInGrid, type PickGrid } from './pick-grid.js';
import { TelescopeReach } from './telescope-reach.js';

export type OrbitControlsHandle = ComponentRef<typeof OrbitControls>;

export const MAP_FOV = 50;

export interface GalaxyCanvasProps {
  /**
   * The galaxy, or null while it downloads: the canvas is up (and its shaders compiling) before
   * the first systems are in, so the WebGL set-up is off the first frame's path.
   */
  points: GalaxyPoints | null;
  filter: MapFilter;
  /** loaded points the filter shows */
  shown: number;
  /** the picked system's marker, or null */
  selected: { position: Vec3; size: number } | null;
  /** the player's systems, scene coordinates */
  own: Float32Array;
  reach: { centres: Float32Array; radius: number };
  /** where the camera starts; a change (the provisional view, then the fitted one) moves it */
  initialView: CameraView;
  controlsRef: RefObject<OrbitControlsHandle | null>;
  /** a click on a point (its system index), or on empty space (-1) */
  onPick: (index: number) => void;
  /** the point under the pointer (or -1) and where the pointer is in the canvas */
  onHover?: (index: number, at: { x: number; y: number }) => void;
  /** called once, after the first frame with points has been drawn */
  onReady: () => void;
  /** called whenever the camera moves (orbit, zoom, pan, damping, flight); must stay cheap */
  onViewChange: (view: CameraView) => void;
  flight?: FlightRequest | null;
  reducedMotion?: boolean;
  /** the bench renders continuously while orbiting; the map renders only when something changes */
  benchmark?: boolean;
  /** extra scene content (the bench's frame counter) */
  children?: ReactNode;
}

/** A pointer that moves less than this between press and release is a click, not a drag. */
const CLICK_SLOP_PX = 5;
/** How far from a marker's centre a click still selects it. */
const PICK_RADIUS_PX = 9;
/** While points still arrive, the hover grid is rebuilt at most this often. */
const HOVER_GRID_REBUILD_MS = 1_000;

export function GalaxyCanvas(props: GalaxyCanvasProps) {
  const { points, initialView, controlsRef, benchmark = false, reducedMotion = false } = props;
  return (
    <Canvas
      frameloop={benchmark ? 'always' : 'demand'}
      dpr={[1, 2]}
      // While the camera moves, render at half resolution: a software renderer fills four
      // times fewer pixels, and full resolution returns once the camera rests.
      performance={{ min: 0.5 }}
      camera={{ position: initialView.position, fov: MAP_FOV, near: 0.0005, far: 100 }}
      gl={{ antialias: false }}
      onCreated={() => performance.mark('map:canvas')}
    >
      <color attach="background" args={['#020617']} />
      <TelescopeReach centres={props.reach.centres} radius={props.reach.radius} />
      <GalaxyPointsCloud points={points} filter={props.filter} shown={props.shown} />
      <OwnMarkers positions={props.own} />
      {props.selected && (
        <SelectedMarker position={props.selected.position} size={props.selected.size} />
      )}
      <OrbitControls
        ref={controlsRef}
        target={initialView.target}
        enableDamping={!reducedMotion}
        regress
        minDistance={0.002}
        maxDistance={8}
        autoRotate={benchmark}
        autoRotateSpeed={benchmark ? 30 : 0}
        onChange={() => {
          const controls = controlsRef.current;
          if (controls) props.onViewChange(readView(controls));
        }}
      />
      <Flight
        request={props.flight ?? null}
        controlsRef={controlsRef}
        jump={reducedMotion}
        onView={props.onViewChange}
      />
      <StartView view={initialView} controlsRef={controlsRef} onView={props.onViewChange} />
      {points && (
        <Picker
          points={points}
          filter={props.filter}
          onPick={props.onPick}
          onHover={props.onHover}
        />
      )}
      <AdaptiveDpr />
      {points && <ReadySignal points={points} onReady={props.onReady} />}
      {props.children}
    </Canvas>
  );
}

/** Moves the camera to a new start view (the fitted framing that follows the provisional one). */
function StartView({
  view,
  controlsRef,
  onView,
}: {
  view: CameraView;
  controlsRef: RefObject<OrbitControlsHandle | null>;
  onView: (view: CameraView) => void;
}) {
  const invalidate = useThree((state) => state.invalidate);
  const first = useRef(true);
  useEffect(() => {
    // The camera was created at the first one.
    if (first.current) {
      first.current = false;
      return;
    }
    const controls = controlsRef.current;
    if (!controls) return;
    applyView(controls, view);
    onView(readView(controls));
    invalidate();
  }, [view, controlsRef, onView, invalidate]);
  return null;
}

/** The camera's view-projection matrix, as the pick functions take it. */
function viewProjectionOf(camera: Camera): number[] {
  camera.updateMatrixWorld();
  return new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse)
    .elements;
}

/**
 * Click (not drag) and hover -> pick through the spatial grid (pick-grid.ts) against the current
 * camera. Hover picks at most once per animation frame.
 */
function Picker({
  points,
  filter,
  onPick,
  onHover,
}: {
  points: GalaxyPoints;
  filter: MapFilter;
  onPick: (index: number) => void;
  onHover?: (index: number, at: { x: number; y: number }) => void;
}) {
  const { camera, gl } = useThree();
  const grid = useRef<{ grid: PickGrid; builtAt: number } | null>(null);
  useEffect(() => {
    grid.current = null;
  }, [points]);
  useEffect(() => {
    const element = gl.domElement;
    const gridFor = (fresh: boolean) => {
      const held = grid.current;
      const stale = !held || held.grid.count < points.loaded;
      if (stale && (fresh || !held || performance.now() - held.builtAt > HOVER_GRID_REBUILD_MS)) {
        grid.current = {
          grid: buildPickGrid(points.positions, points.loaded),
          builtAt: performance.now(),
        };
      }
      return grid.current!.grid;
    };
    const pickAt = (clientX: number, clientY: number, fresh: boolean) => {
      const rect = element.getBoundingClientRect();
      return pickInGrid(gridFor(fresh), {
        positions: points.positions,
        viewProjection: viewProjectionOf(camera),
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
      if (!down || Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP_PX)
        return;
      onPick(pickAt(event.clientX, event.clientY, true));
    };
    const onMove = (event: PointerEvent) => {
      if (!onHover || dragging || hoverFrame) return;
      const { clientX, clientY } = event;
      hoverFrame = requestAnimationFrame(() => {
        hoverFrame = 0;
        const rect = element.getBoundingClientRect();
        onHover(pickAt(clientX, clientY, false), {
          x: clientX - rect.left,
          y: clientY - rect.top,
        });
      });
    };
    const onLeave = () => {
      cancelAnimationFrame(hoverFrame);
      hoverFrame = 0;
      onHover?.(-1, { x: 0, y: 0 });
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
  }, [camera, gl, points, filter, onPick, onHover]);
  return null;
}

/** Reports once that a frame with points has been drawn (the loading overlay waits for it). */
function ReadySignal({ points, onReady }: { points: GalaxyPoints; onReady: () => void }) {
  const reported = useRef(false);
  useFrame(() => {
    if (reported.current || points.loaded === 0) return;
    reported.current = true;
    performance.mark('map:first-draw');
    // The frame callback runs before the draw; report after it.
    requestAnimationFrame(onReady);
  });
  return null;
}
