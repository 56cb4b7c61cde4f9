import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** Something beside the input, e.g. the register page's suffix dropdown. */
  addon?: ReactNode;
}

/** A labelled input with its error line (announced and linked via aria-describedby). */
export function Field({ label, error, addon, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}
