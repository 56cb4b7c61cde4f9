import { useState } from 'react';
import type { FormEvent } from 'react';
import { PageSteps, pageButtonClass as buttonClass } from './page-steps.js';
import { pageWindow, parseGoToPage, shownRange } from './pagination-math.js';

interface PaginationProps {
  page: number;
  totalPages: number;
  totalCount: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * First, Previous, a window of up to five page buttons (desktop only), Next, Last, a go-to-page
 * form that accepts only 1..last, and `Showing a-b of N results`.
 */
export function Pagination({
  page,
  totalPages,
  totalCount,
  pageSize,
  onPageChange,
}: PaginationProps) {
  const [goTo, setGoTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { from, to } = shownRange(page, pageSize, totalCount);
  const last = Math.max(1, totalPages);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = parseGoToPage(goTo, last);
    setInvalid(target === null);
    if (target !== null) {
      setGoTo('');
      onPageChange(target);
    }
  };

  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-300">
        Showing {from}-{to} of {totalCount} results
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <PageSteps page={page} last={last} onPageChange={onPageChange}>
          <span className="hidden gap-2 sm:flex" data-testid="page-window">
            {pageWindow(page, last).map((n) => (
              <button
                key={n}
                type="button"
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${buttonClass} ${n === page ? 'border-indigo-400 bg-indigo-500/30' : ''}`}
                onClick={() => onPageChange(n)}
              >
                {n}
              </button>
            ))}
          </span>
        </PageSteps>
      </div>
      <form onSubmit={submit} noValidate className="flex items-center gap-2 text-sm text-slate-300">
        <label htmlFor="go-to-page">Go to page</label>
        <input
          id="go-to-page"
          type="number"
          inputMode="numeric"
          min={1}
          max={last}
          value={goTo}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'go-to-page-error' : undefined}
          onChange={(event) => setGoTo(event.target.value)}
          className="w-20 rounded-md border border-white/15 bg-slate-900 px-2 py-1 text-slate-100"
        />
        <button type="submit" className={buttonClass}>
          Go
        </button>
        {invalid && (
          <span id="go-to-page-error" role="alert" className="text-red-400">
            Enter a page from 1 to {last}
          </span>
        )}
      </form>
    </nav>
  );
}
