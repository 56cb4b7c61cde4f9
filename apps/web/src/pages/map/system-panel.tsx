import type { MapSystem } from '../../api/types.js';

const oneDecimal = (n: number) => n.toFixed(1);

/** The picked system: name, coordinates, first star's class, status and the way to its page. */
export function SystemPanel({ system, onVisit }: { system: MapSystem; onVisit: () => void }) {
  const { x, y, z } = system.coordinates;
  return (
    <aside
      aria-label="Selected system"
      data-testid="system-panel"
      className="panel w-full p-5 lg:w-72"
    >
      <h2 className="text-xl font-semibold text-white">{system.name}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">Coordinates</dt>
        <dd className="font-mono text-slate-100">
          {oneDecimal(x)}, {oneDecimal(y)}, {oneDecimal(z)}
        </dd>
        <dt className="text-slate-400">Spectral Class</dt>
        <dd className="text-slate-100">{system.firstStar?.spectralClass ?? 'Unknown'}</dd>
        <dt className="text-slate-400">Status</dt>
        <dd className={system.discovered ? 'text-emerald-400' : 'text-amber-300'}>
          {system.discovered ? 'Discovered' : 'Undiscovered'}
        </dd>
      </dl>
      <button type="button" onClick={onVisit} className="btn-primary mt-5 w-full">
        Visit System
      </button>
    </aside>
  );
}
