import { RARITY_COLORS } from '@orrery/domain';
import type { SystemCard } from '../../api/types.js';
import { collectionStats } from '../../game/collection-stats.js';
import { rarityLabel } from '../../game/rarity.js';
import { formatCount, planetTypeLabel, typeLabel } from '@orrery/format';

/** Collection Statistics panels (docs/spec.md §2). */
export function CollectionStatistics({ systems }: { systems: readonly SystemCard[] }) {
  const stats = collectionStats(systems);
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="section-title">
        Collection Statistics
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <StatPanel title="System Overview">
          <Rows
            rows={[
              ['Total systems', stats.systems],
              ['Stars', stats.stars],
              ['Planets', stats.planets],
              ['Moons', stats.moons],
            ]}
          />
        </StatPanel>
        <StatPanel title="Rarity">
          <ul className="space-y-2">
            {stats.rarity.map(({ rarity, count, percent }) => (
              <li key={rarity}>
                <div className="flex items-center justify-between text-sm">
                  <span className="flex items-center gap-2 text-slate-200">
                    <span
                      className="rarity-dot"
                      style={{ backgroundColor: RARITY_COLORS[rarity] }}
                      aria-hidden="true"
                    />
                    {rarityLabel(rarity)}
                  </span>
                  <span className="text-slate-300">
                    {count} ({percent}%)
                  </span>
                </div>
                <div className="bar mt-1" aria-hidden="true">
                  <span style={{ width: `${percent}%`, backgroundColor: RARITY_COLORS[rarity] }} />
                </div>
              </li>
            ))}
          </ul>
        </StatPanel>
        <StatPanel title="Collection Insights">
          <Rows
            rows={[
              [
                'Most common star type',
                stats.mostCommonStarType ? typeLabel(stats.mostCommonStarType) : 'None',
              ],
              [
                'Most common planet type',
                stats.mostCommonPlanetType ? planetTypeLabel(stats.mostCommonPlanetType) : 'None',
              ],
              ['Systems with moons', stats.systemsWithMoons],
              ['Multi-star systems', stats.multiStarSystems],
            ]}
          />
        </StatPanel>
        <StatPanel title="Star Types">
          <TypeRows rows={stats.starTypes} />
        </StatPanel>
        <StatPanel title="Planet Types">
          <TypeRows rows={stats.planetTypes} label={planetTypeLabel} />
        </StatPanel>
      </div>
    </section>
  );
}

function StatPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="panel">
      <h3 className="panel-title">{title}</h3>
      {children}
    </div>
  );
}

function Rows({ rows }: { rows: [string, string | number][] }) {
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-300">{label}</dt>
          <dd className="font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TypeRows({
  rows,
  label = typeLabel,
}: {
  rows: [string, number][];
  label?: (type: string) => string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-400">None</p>;
  return <Rows rows={rows.map(([type, count]) => [label(type), formatCount(count)])} />;
}
