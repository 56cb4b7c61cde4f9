import type { ReactNode } from 'react';

export interface FigureColumn {
  label: ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  className?: string;
}

/**
 * A table of figures (odds, leaderboards): a caption for screen readers, the column headers in the
 * pages' small capitals, and the page's own rows.
 */
export function FigureTable({
  caption,
  columns,
  className = '',
  children,
}: {
  caption: ReactNode;
  columns: FigureColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs tracking-wider text-slate-300 uppercase">
        <tr>
          {columns.map((column, i) => (
            <th
              key={i}
              scope="col"
              className={`py-2 ${column.numeric ? 'text-right' : ''} ${column.className ?? ''}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
