import { formatScore } from '@orrery/format';
import { Link } from 'react-router';
import { RARITY_COLORS } from '@orrery/domain';
import type { SystemCard } from '../../api/types.js';
import { rarityLabel } from '../../game/rarity.js';

/** What a tile shows of a system: a summary card's fields. */
export type TileSystem = Pick<SystemCard, 'hash' | 'name' | 'rarity' | 'rarityScore' | 'sector'>;

/** A small card of a system in a trade: its name, rarity and score, in its rarity's colour. */
export function SystemTile({ system }: { system: TileSystem }) {
  const color = RARITY_COLORS[system.rarity];
  return (
    <div className="trade-tile" style={{ borderColor: color }}>
      <Link className="link block truncate font-semibold" to={`/solar/${system.hash}`}>
        {system.name}
      </Link>
      <span className="block text-sm" style={{ color }}>
        {rarityLabel(system.rarity)} · score {formatScore(system.rarityScore)}
      </span>
      <span className="block truncate text-xs text-slate-400">{system.sector}</span>
    </div>
  );
}
