/** The bench page: the real map canvas over a synthetic galaxy, orbiting continuously. */
import { createRoot } from 'react-dom/client';
import { GalaxyCanvas, MAP_FOV } from '../src/pages/map/view/galaxy-canvas.js';
import { framingView } from '../src/pages/map/data/scene-frame.js';
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
const selected = { position: [0, 0, 0] as [number, number, number], size: 6 };

function Bench() {
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      <GalaxyCanvas
        benchmark
        points={points}
        filter="all"
        shown={count}
        selected={selected}
        own={own}
        reach={reach}
        view={view}
        onPick={() => {}}
        onReady={() => (window.mapReady = true)}
        onViewChange={() => {}}
        onFramed={() => {}}
        onFrame={() => (window.mapFrames = (window.mapFrames ?? 0) + 1)}
      />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
