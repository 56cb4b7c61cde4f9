import { typeLabel } from '@orrery/format';
import type { CSSProperties } from 'react';
import { STAR_COLORS } from '@orrery/domain';
import type { CardData } from './card-data.js';
import { fieldStars, starDiameterRem } from './star-portrait-layout.js';

/**
 * A card without planets (star-only systems are 44% of the galaxy) draws its stars large: each by
 * its class's colour and its kind's size, with its glow, over a faint field of background stars
 * placed by the system's hash (the same for every viewer).
 */
export function StarPortrait({ system }: { system: CardData }) {
  const stars = system.stars.slice(0, 3);
  const scale = stars.length > 1 ? 0.7 : 1;
  return (
    <span className="star-field" aria-hidden="true" data-testid="star-portrait">
      {fieldStars(system.hash).map((dot, i) => (
        <span
          key={i}
          className="field-star"
          style={{
            left: `${dot.x}%`,
            top: `${dot.y}%`,
            opacity: dot.brightness,
            width: `${dot.size}px`,
            height: `${dot.size}px`,
          }}
        />
      ))}
      <span className="flex items-center justify-center gap-6">
        {stars.map((star, i) => (
          <span
            key={i}
            className={`star-portrait star-${star.type}`}
            style={
              {
                '--star-color': STAR_COLORS[star.spectralClass],
                '--star-size': `${starDiameterRem(star) * scale}rem`,
              } as CSSProperties
            }
          />
        ))}
      </span>
      <span className="star-caption">
        {stars.map((s) => `${s.spectralClass} · ${typeLabel(s.type)}`).join('  ·  ')}
      </span>
    </span>
  );
}
