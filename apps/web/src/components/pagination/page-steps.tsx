import type { ReactNode } from 'react';

export const pageButtonClass =
  'rounded-md border border-white/15 bg-white/5 px-3 py-1.5 text-sm text-slate-100 hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40';

/** First, Previous, whatever sits between (page buttons, "Page X of Y"), Next, Last. */
export function PageSteps({
  page,
  last,
  onPageChange,
  children,
}: {
  page: number;
  last: number;
  onPageChange: (page: number) => void;
  children?: ReactNode;
}) {
  const step = (label: string, target: number, disabled: boolean) => (
    <button
      type="button"
      className={pageButtonClass}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      {label}
    </button>
  );
  return (
    <>
      {step('First', 1, page <= 1)}
      {step('Previous', page - 1, page <= 1)}
      {children}
      {step('Next', page + 1, page >= last)}
      {step('Last', last, page >= last)}
    </>
  );
}
