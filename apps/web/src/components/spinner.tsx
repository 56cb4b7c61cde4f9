/** A small spinner with its text, announced politely. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-slate-300">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
