/** The bench page: the real map canvas over a synthetic galaxy, orbiting continuously. */
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_CAMERA_VIEW } from '../src/pages/map/camera-view.js';
import { GalaxyCanvas, type OrbitControlsHandle } from '../src/pages/map/galaxy-canvas.js';
import { buildPointBuffers } from '../src/pages/map/map-buffers.js';
import { syntheticGalaxy } from './synthetic-galaxy.js';

declare global {
  interface Window {
    mapReady?: boolean;
    /** frames drawn so far, counted by the canvas's own render loop */
    mapFrames?: number;
  }
}

const count = Number(new URLSearchParams(location.search).get('count') ?? 10_000);
const buffers = buildPointBuffers(syntheticGalaxy(count), 'all', null);
const reach = { centres: new Float32Array(), radius: 0 };

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
      buffers={buffers}
      selected={0}
      onPick={() => {}}
      reach={reach}
      initialView={DEFAULT_CAMERA_VIEW}
      controlsRef={controls}
      onReady={() => (window.mapReady = true)}
      onViewChange={() => {}}
    >
      <FrameCounter />
    </GalaxyCanvas>
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
