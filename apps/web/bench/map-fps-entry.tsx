/** The bench page: the real map canvas over a synthetic galaxy, orbiting continuously. */
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { GalaxyCanvas, MAP_FOV, type OrbitControlsHandle } from '../src/pages/map/galaxy-canvas.js';
import { framingView } from '../src/pages/map/scene-frame.js';
import { syntheticGalaxy } from './synthetic-galaxy.js';

declare global {
  interface Window {
    mapReady?: boolean;
    /** frames drawn so far, counted by the canvas's own render loop */
    mapFrames?: number;
  }
}

const count = Number(new URLSearchParams(location.search).get('count') ?? 10_000);
const points = syntheticGalaxy(count);
const view = framingView(points.positions, Math.min(count, 20_000), 1280 / 600, MAP_FOV);
const reach = { centres: new Float32Array(), radius: 0 };
const own = new Float32Array(points.positions.subarray(0, 30));

function FrameCounter() {
  useFrame(() => {
    window.mapFrames = (window.mapFrames ?? 0) + 1;
  });
  return null;
}

function Bench() {
  const controls = useRef<OrbitControlsHandle>(null);
  return (
    <GalaxyCanvas
      benchmark
      points={points}
      filter="all"
      shown={count}
      selected={{ position: [0, 0, 0], size: 6 }}
      own={own}
      reach={reach}
      initialView={view}
      controlsRef={controls}
      onPick={() => {}}
      onReady={() => (window.mapReady = true)}
      onViewChange={() => {}}
    >
      <FrameCounter />
    </GalaxyCanvas>
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
