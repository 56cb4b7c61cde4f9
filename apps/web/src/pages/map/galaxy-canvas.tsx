import { AdaptiveDpr, OrbitControls } from '@react-three/drei';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { ComponentRef, ReactNode, RefObject } from 'react';
import { Matrix4 } from 'three';
import type { CameraView, Vec3 } from './camera-view.js';
import { GalaxyPoints, SelectedMarker } from './galaxy-points.js';
import type { PointBuffers } from './map-buffers.js';
import { pickPoint } from './map-pick.js';
import { TelescopeReach } from './telescope-reach.js';

export type OrbitControlsHandle = ComponentRef<typeof OrbitControls>;

export interface GalaxyCanvasProps {
  buffers: PointBuffers;
  /** point index of the selected system in `buffers`, or -1 */
  selected: number;
  onPick: (pointIndex: number) => void;
  reach: { centres: Float32Array; radius: number };
  initialView: CameraView;
  controlsRef: RefObject<OrbitControlsHandle | null>;
  /** called once, after the first frame with points has been drawn */
  onReady: () => void;
  /** called whenever the camera moves (orbit, zoom, pan, damping); must stay cheap */
  onViewChange: (view: CameraView) => void;
  /** the bench renders continuously while orbiting; the map renders only when something changes */
  benchmark?: boolean;
  /** extra scene content (the bench's frame counter) */
  children?: ReactNode;
}

/** A pointer that moves less than this between press and release is a click, not a drag. */
const CLICK_SLOP_PX = 5;
/** How far from a marker's centre a click still selects it. */
const PICK_RADIUS_PX = 9;

export function GalaxyCanvas(props: GalaxyCanvasProps) {
  const { buffers, selected, initialView, controlsRef, benchmark = false } = props;
  const selectedPosition: Vec3 | null =
    selected >= 0
      ? [
          buffers.positions[selected * 3]!,
          buffers.positions[selected * 3 + 1]!,
          buffers.positions[selected * 3 + 2]!,
        ]
      : null;
  return (
    <Canvas
      frameloop={benchmark ? 'always' : 'demand'}
      dpr={[1, 2]}
      // While the camera moves, render at half resolution: a software renderer fills four
      // times fewer pixels, and full resolution returns once the camera rests.
      performance={{ min: 0.5 }}
      camera={{ position: initialView.position, fov: 50, near: 0.001, far: 100 }}
      gl={{ antialias: false }}
    >
      <color attach="background" args={['#020617']} />
      <TelescopeReach centres={props.reach.centres} radius={props.reach.radius} />
      <GalaxyPoints buffers={buffers} />
      {selectedPosition && (
        <SelectedMarker position={selectedPosition} size={buffers.sizes[selected]!} />
      )}
      <OrbitControls
        ref={controlsRef}
        target={initialView.target}
        enableDamping
        regress
        minDistance={0.02}
        maxDistance={8}
        autoRotate={benchmark}
        autoRotateSpeed={benchmark ? 30 : 0}
        onChange={() => {
          const controls = controlsRef.current;
          if (controls) props.onViewChange(readView(controls));
        }}
      />
      <Picker positions={buffers.positions} onPick={props.onPick} />
      <AdaptiveDpr />
      <ReadySignal buffers={buffers} onReady={props.onReady} />
      {props.children}
    </Canvas>
  );
}

/** Click (not drag) -> screen-space pick against the current camera. */
function Picker({ positions, onPick }: { positions: Float32Array; onPick: (i: number) => void }) {
  const { camera, gl } = useThree();
  useEffect(() => {
    const element = gl.domElement;
    let down: { x: number; y: number } | null = null;
    const onDown = (event: PointerEvent) => {
      down = { x: event.clientX, y: event.clientY };
    };
    const onUp = (event: PointerEvent) => {
      if (!down || Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP_PX)
        return;
      const rect = element.getBoundingClientRect();
      camera.updateMatrixWorld();
      const viewProjection = new Matrix4().multiplyMatrices(
        camera.projectionMatrix,
        camera.matrixWorldInverse,
      );
      onPick(
        pickPoint({
          positions,
          viewProjection: viewProjection.elements,
          pointer: {
            x: ((event.clientX - rect.left) / rect.width) * 2 - 1,
            y: -((event.clientY - rect.top) / rect.height) * 2 + 1,
          },
          viewport: { width: rect.width, height: rect.height },
          radiusPx: PICK_RADIUS_PX,
        }),
      );
    };
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointerup', onUp);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointerup', onUp);
    };
  }, [camera, gl, positions, onPick]);
  return null;
}

/** Reports once that a frame with the points has been drawn (the loading overlay waits for it). */
function ReadySignal({ buffers, onReady }: { buffers: PointBuffers; onReady: () => void }) {
  const reported = useRef(false);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [buffers, invalidate]);
  useFrame(() => {
    if (reported.current) return;
    reported.current = true;
    // The frame callback runs before the draw; report after it.
    requestAnimationFrame(onReady);
  });
  return null;
}

/** The controls' current camera position and target. */
export function readView(controls: OrbitControlsHandle): CameraView {
  const { position } = controls.object;
  const { target } = controls;
  return { position: [position.x, position.y, position.z], target: [target.x, target.y, target.z] };
}
