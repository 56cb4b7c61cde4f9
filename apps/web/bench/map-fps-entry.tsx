/** The bench page: the real map canvas over a synthetic galaxy, orbiting continuously. */
import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_CAMERA_VIEW } from '../src/pages/map/camera-view.js';
import { GalaxyCanvas, type OrbitControlsHandle } from '../src/pages/map/galaxy-canvas.js';
import { buildPointBuffers } from '../src/pages/map/map-buffers.js';
import { syntheticGalaxy } from './synthetic-galaxy.js';

declare global {
  interface Window {
    mapReady?: boolean;
  }
}

const count = Number(new URLSearchParams(location.search).get('count') ?? 10_000);
const buffers = buildPointBuffers(syntheticGalaxy(count), 'all', null);
const reach = { centres: new Float32Array(), radius: 0 };

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
    />
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
