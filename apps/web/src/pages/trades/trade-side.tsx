import { formatCurrency } from '@orrery/format';
import { SystemTile } from './system-tile.js';
import type { TradeSide } from './trade-view.js';

/** One side of a trade: its systems as small cards and its Ϟ, or Nothing. */
export function TradeSideView({ title, side }: { title: string; side: TradeSide }) {
  const empty = side.systems.length === 0 && side.credits === 0;
  return (
    <section className="trade-side" aria-label={title}>
      <h3 className="text-xs font-semibold tracking-wider text-slate-300 uppercase">{title}</h3>
      {empty ? (
        <p className="mt-2 text-slate-300">Nothing</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {side.systems.map((system) => (
            <li key={system.hash}>
              <SystemTile system={system} />
            </li>
          ))}
          {side.credits > 0 && <li className="trade-credits">{formatCurrency(side.credits)}</li>}
        </ul>
      )}
    </section>
  );
}
