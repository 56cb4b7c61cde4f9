import { useNavigate, useRouteError } from 'react-router';
import { config } from '../contact/support-address.js';

/** Internal Server Error: uncaught rendering errors and route errors (docs/spec.md §2). */
export function ErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  // Kept for developers in the console; players see the calm page below.
  if (error) console.error(error);
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-bold text-rose-400">500</p>
      <h1 className="mt-4 text-3xl font-semibold text-white">Internal Server Error</h1>
      <p className="mt-3 text-slate-300">
        Something went wrong on our side. Try again, or tell us at{' '}
        <a className="link" href={`mailto:${config.supportEmail}`}>
          {config.supportEmail}
        </a>
        .
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="btn-secondary" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <a className="btn-primary" href="/">
          Go Home
        </a>
      </div>
    </section>
  );
}
