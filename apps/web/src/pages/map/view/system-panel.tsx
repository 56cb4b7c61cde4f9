import { useFullSystem } from '../../../queries/hooks.js';

const oneDecimal = (n: number) => n.toFixed(1);

/**
 * The picked system: name, coordinates, first star's class, status and the way to its page, read
 * from the system's own answer (the one its page shows next, so Visit System opens at once).
 */
export function SystemPanel({
  hash,
  name,
  onVisit,
}: {
  hash: string;
  /** known from the map's labels before the system's answer arrives */
  name?: string;
  onVisit: () => void;
}) {
  const { data: system } = useFullSystem(hash);
  return (
    <aside
      aria-label="Selected system"
      data-testid="system-panel"
      className="panel w-full p-5 lg:w-72"
    >
      <h2 className="text-xl font-semibold text-white">{system?.name ?? name ?? hash}</h2>
      {system && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-400">Coordinates</dt>
          <dd className="font-mono text-slate-100">
            {oneDecimal(system.coordinates.x)}, {oneDecimal(system.coordinates.y)},{' '}
            {oneDecimal(system.coordinates.z)}
          </dd>
          <dt className="text-slate-400">Spectral Class</dt>
          <dd className="text-slate-100">{system.stars[0]?.spectralClass ?? 'Unknown'}</dd>
          <dt className="text-slate-400">Status</dt>
          <dd className={system.discovered ? 'text-emerald-400' : 'text-amber-300'}>
            {system.discovered ? 'Discovered' : 'Undiscovered'}
          </dd>
        </dl>
      )}
      <button type="button" onClick={onVisit} className="btn-primary mt-5 w-full">
        Visit System
      </button>
    </aside>
  );
}
