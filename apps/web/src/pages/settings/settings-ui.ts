/** Class names shared by the settings panels, so every panel looks alike. */
export const panelClass = 'rounded-xl border border-white/10 bg-slate-900/70 p-6';
export const headingClass = 'text-xl font-semibold text-white';
export const fieldClass =
  'w-full rounded-md border border-white/15 bg-slate-950/80 px-3 py-2 text-slate-100';
export const primaryButtonClass =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-50';
export const dangerButtonClass =
  'rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-50';
export const plainButtonClass =
  'rounded-md border border-white/15 px-4 py-2 text-sm text-slate-100 hover:bg-white/10';
