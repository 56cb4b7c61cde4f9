import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useAsd } from '../queries/hooks.js';
import { SESSION_KEYS } from '../api/session.js';

export type DateFormat = 'earth' | 'asd';

interface DateFormatValue {
  format: DateFormat;
  toggle: () => void;
}

const DateFormatContext = createContext<DateFormatValue | null>(null);

function storedFormat(): DateFormat {
  return localStorage.getItem(SESSION_KEYS.dateFormat) === 'asd' ? 'asd' : 'earth';
}

/** Earth or ASD display, saved in localStorage `dateFormat` (docs/spec.md §4). */
export function DateFormatProvider({ children }: { children: ReactNode }) {
  const [format, setFormat] = useState<DateFormat>(storedFormat);
  const toggle = useCallback(() => {
    setFormat((current) => {
      const next = current === 'earth' ? 'asd' : 'earth';
      localStorage.setItem(SESSION_KEYS.dateFormat, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ format, toggle }), [format, toggle]);
  return <DateFormatContext.Provider value={value}>{children}</DateFormatContext.Provider>;
}

export function useDateFormat(): DateFormatValue {
  const value = useContext(DateFormatContext);
  if (!value) throw new Error('useDateFormat must be used inside <DateFormatProvider>');
  return value;
}

/** Earth display: the browser's local date-time. */
export function earthDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/**
 * Any date in the player's chosen format: `Never` when empty, `...` while the ASD loads,
 * `ASD Error` when the conversion fails.
 */
export function DateText({ value }: { value: string | null | undefined }) {
  const { format } = useDateFormat();
  const asd = useAsd(value ?? null, format === 'asd');
  if (!value) return <>Never</>;
  if (format === 'earth') return <time dateTime={value}>{earthDate(value)}</time>;
  if (asd.isError) return <>ASD Error</>;
  if (asd.isPending) return <>...</>;
  return <time dateTime={value}>{asd.data}</time>;
}
