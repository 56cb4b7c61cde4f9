import { useState } from 'react';
import type { Moon, PlanetView, StarView } from '../../api/types.js';
import { Dialog } from '../../components/dialog/dialog.js';
import { planetTypeLabel, typeLabel } from '@orrery/format';
import { ShownValue } from '../../format/shown-value.js';
import { moonRows, planetSections, starSections } from './body-sections.js';
import type { Section } from './body-sections.js';

export type BodyTarget =
  { kind: 'star'; star: StarView } | { kind: 'planet'; planet: PlanetView; moonIndex?: number };

interface BodyModalProps {
  target: BodyTarget | null;
  discovered: boolean;
  onClose: () => void;
}

/** Detail of one star, planet or moon (docs/spec.md, "Body detail modal"). Closes on Escape. */
export function BodyModal({ target, discovered, onClose }: BodyModalProps) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="max-w-3xl"
      title={target ? <BodyTitle target={target} /> : ''}
    >
      {target && <BodyContent key={bodyKey(target)} target={target} discovered={discovered} />}
    </Dialog>
  );
}

function bodyKey(target: BodyTarget): string {
  return target.kind === 'star'
    ? target.star.name
    : `${target.planet.name}-${target.moonIndex ?? ''}`;
}

function BodyTitle({ target }: { target: BodyTarget }) {
  const name = target.kind === 'star' ? target.star.name : target.planet.name;
  const type =
    target.kind === 'star'
      ? typeLabel(target.star.type)
      : target.planet.type
        ? planetTypeLabel(target.planet.type)
        : '???';
  return (
    <span className="flex flex-wrap items-center gap-2">
      {name}
      <span className="badge">{type}</span>
      {target.kind === 'planet' && target.planet.habitable && (
        <span className="badge badge-habitable">Habitable</span>
      )}
    </span>
  );
}

function BodyContent({ target, discovered }: { target: BodyTarget; discovered: boolean }) {
  const sections =
    target.kind === 'star' ? starSections(target.star) : planetSections(target.planet);
  const moons = target.kind === 'planet' ? (target.planet.moons ?? []) : [];
  return (
    <div className="space-y-5">
      {!discovered && (
        <p role="note" className="warning">
          This celestial body has not been discovered. Detailed data is unavailable without proper
          exploration.
        </p>
      )}
      {target.kind === 'planet' && moons.length > 0 && (
        <MoonList moons={moons} initial={target.moonIndex ?? null} />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {sections.map((s) => (
          <SectionTable key={s.title} section={s} />
        ))}
      </div>
    </div>
  );
}

function MoonList({ moons, initial }: { moons: Moon[]; initial: number | null }) {
  const [selected, setSelected] = useState<number | null>(initial);
  const moon = selected === null ? undefined : moons[selected];
  return (
    <section aria-label="Moons" className="subpanel">
      <h3 className="panel-title">Moons</h3>
      <ul className="flex flex-wrap gap-2">
        {moons.map((m, i) => (
          <li key={m.name}>
            <button
              type="button"
              className="chip"
              aria-pressed={selected === i}
              onClick={() => setSelected(selected === i ? null : i)}
            >
              {m.name}
            </button>
          </li>
        ))}
      </ul>
      {moon && (
        <div className="mt-4" data-testid="moon-panel">
          <h4 className="mb-2 font-semibold text-white">{moon.name}</h4>
          <SectionTable section={{ title: '', rows: moonRows(moon) }} />
        </div>
      )}
    </section>
  );
}

function SectionTable({ section }: { section: Section }) {
  return (
    <section className="subpanel">
      {section.title && <h3 className="panel-title">{section.title}</h3>}
      <dl className="space-y-1.5 text-sm">
        {section.rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-400">{label}</dt>
            <dd className="text-right text-slate-100">
              <ShownValue value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
