import type { CSSProperties } from 'react';
import { RARITY_COLORS } from '@orrery/domain';
import type { Rarity } from '../../api/types.js';
import { rarityRank } from '../../game/rarity.js';

/** Sparks per rarity: a COMMON find glows, a LEGENDARY one bursts. */
const SPARKS = [0, 10, 18, 28, 44];

/**
 * The celebratory burst behind a discovered card, scaled by rarity. Decorative:
 * hidden from assistive technology. Under prefers-reduced-motion the sparks stay still and only the
 * halo in the tier's colour remains (styles.css), so the tier still shows without movement.
 */
export function Celebration({ rarity }: { rarity: Rarity }) {
  const rank = rarityRank(rarity);
  const count = SPARKS[rank - 1] ?? 0;
  const color = RARITY_COLORS[rarity];
  return (
    <span
      className={`celebration tier-${rank}`}
      style={{ '--tier-color': color } as CSSProperties}
      aria-hidden="true"
      data-testid="celebration"
      data-sparks={count}
    >
      <span className="celebration-halo" />
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className="celebration-spark"
          style={
            {
              // Evenly round the card, every other spark a little farther and later.
              '--angle': `${(360 / count) * i}deg`,
              '--distance': `${9 + rank * 1.5 + (i % 2) * 3}rem`,
              '--delay': `${(i % 3) * 90}ms`,
            } as CSSProperties
          }
        />
      ))}
    </span>
  );
}
