import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

/** Page Not Found for every unknown route (docs/spec.md §2); `children` may say more (e.g. a guide link). */
export function NotFoundPage({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-bold text-sky-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-white">Page Not Found</h1>
      <p className="mt-3 text-slate-300">Looks like you have drifted off course...</p>
      {children}
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="btn-secondary" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <Link className="btn-primary" to="/">
          Go Home
        </Link>
      </div>
    </section>
  );
}
