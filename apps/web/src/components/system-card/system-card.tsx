import { useState } from 'react';
import { PLANET_COLORS, RARITY_COLORS, STAR_COLORS, UNKNOWN_PLANET_COLOR } from '@orrery/domain';
import { rarityLabel } from '../../game/rarity.js';
import type { CardData } from './card-data.js';
import { StarPortrait } from './star-portrait.js';
import {
  MAX_MOON_DOTS,
  MAX_STAR_DOTS,
  PLANETS_PER_ROW,
  dotsWithOverflow,
  formatCoordinates,
  inRows,
  shortHash,
} from './card-layout.js';

interface SystemCardProps {
  system: CardData;
  /** Standalone cards flip on click; cards inside a link stay on their front. */
  flippable?: boolean;
}

/** The spec's shared flip card (18rem × 28rem), styled by card type (see styles.css). */
export function SystemCardView({ system, flippable = true }: SystemCardProps) {
  const [flipped, setFlipped] = useState(false);
  const faces = (
    <span className={`card-inner ${flipped ? 'is-flipped' : ''}`}>
      <CardFront system={system} />
      <CardBack />
    </span>
  );
  const finish = system.finish ? ` card-finish-${system.finish}` : '';
  const className = `system-card card-${system.cardType}${finish}`;
  if (!flippable) {
    return (
      <span
        className={className}
        data-testid="system-card"
        data-card-type={system.cardType}
        data-finish={system.finish}
      >
        {faces}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={className}
      data-testid="system-card"
      data-card-type={system.cardType}
      data-finish={system.finish}
      aria-pressed={flipped}
      aria-label={`${system.name} card, ${flipped ? 'back' : 'front'}; activate to flip`}
      onClick={() => setFlipped((f) => !f)}
    >
      {faces}
    </button>
  );
}

function CardFront({ system }: { system: CardData }) {
  const stars = dotsWithOverflow(system.stars.length, MAX_STAR_DOTS);
  const moons = system.planets.reduce((sum, p) => sum + p.moonCount, 0);
  return (
    <span className="card-face card-front">
      <span className="flex items-start justify-between gap-2 text-xs text-slate-300">
        <span>
          {system.sector} · <span className="font-mono">{shortHash(system.hash)}</span>
        </span>
        <span
          className="rarity-dot"
          style={{ backgroundColor: RARITY_COLORS[system.rarity] }}
          title={rarityLabel(system.rarity)}
          role="img"
          aria-label={`Rarity ${rarityLabel(system.rarity)}`}
        />
      </span>
      <span className="mt-2 block text-xl font-semibold text-white">{system.name}</span>
      {system.publicName !== undefined && (
        <span className="block text-sm text-amber-200" data-testid="card-public-name">
          “{system.publicName}”
        </span>
      )}
      <span className="block font-mono text-xs text-slate-400">
        {formatCoordinates(system.coordinates)}
      </span>

      {system.planets.length === 0 ? (
        <StarPortrait system={system} />
      ) : (
        <>
          <span className="mt-6 flex items-center justify-center gap-3" aria-hidden="true">
            {system.stars.slice(0, stars.dots).map((star, i) => (
              <span
                key={i}
                className="star-dot"
                style={{ backgroundColor: STAR_COLORS[star.spectralClass] }}
              />
            ))}
            {stars.overflow > 0 && (
              <span className="text-sm text-slate-300">+{stars.overflow}</span>
            )}
          </span>

          <span className="mt-6 flex flex-1 flex-col gap-3" aria-hidden="true">
            {inRows(system.planets, PLANETS_PER_ROW).map((row, r) => (
              <span key={r} className="flex justify-center gap-4">
                {row.map((planet, i) => {
                  const moonDots = dotsWithOverflow(planet.moonCount, MAX_MOON_DOTS);
                  return (
                    <span key={i} className="flex flex-col items-center gap-1">
                      <span
                        className={`planet-dot ${planet.habitable ? 'is-habitable' : ''}`}
                        style={{
                          backgroundColor: planet.type
                            ? PLANET_COLORS[planet.type]
                            : UNKNOWN_PLANET_COLOR,
                        }}
                      />
                      <span className="flex h-2 items-center gap-0.5">
                        {Array.from({ length: moonDots.dots }, (_, m) => (
                          <span key={m} className="moon-dot" />
                        ))}
                        {moonDots.overflow > 0 && (
                          <span className="text-[0.6rem] leading-none text-slate-400">
                            +{moonDots.overflow}
                          </span>
                        )}
                      </span>
                    </span>
                  );
                })}
              </span>
            ))}
          </span>
        </>
      )}

      <span className="mt-auto grid grid-cols-3 gap-2 border-t border-white/10 pt-3 text-center">
        <Count label="Stars" value={system.stars.length} />
        <Count label="Planets" value={system.planets.length} />
        <Count label="Moons" value={system.moonsKnown ? moons : '?'} />
      </span>
    </span>
  );
}

function Count({ label, value }: { label: string; value: number | string }) {
  return (
    <span className="flex flex-col">
      <span className="text-lg font-semibold text-white">{value}</span>
      <span className="text-[0.65rem] tracking-wider text-slate-300 uppercase">{label}</span>
    </span>
  );
}

function CardBack() {
  return (
    <span className="card-face card-back" aria-hidden="true">
      <img src="/icon.svg" alt="" className="h-24 w-24" />
      <span className="mt-4 text-2xl font-semibold tracking-[0.3em] text-white">ORRERY</span>
    </span>
  );
}
