import { config } from './support-address.js';

/** Contact (docs/spec.md §2): title, subtitle, mailto link to the support address. */
export function ContactPage() {
  return (
    <section className="panel mx-auto max-w-xl text-center">
      <h1 className="text-3xl font-semibold text-white">Contact</h1>
      <p className="mt-3 text-slate-300">
        Questions, bugs or a system that should not exist? Write to us.
      </p>
      <a className="btn-primary mt-6 inline-block" href={`mailto:${config.supportEmail}`}>
        {config.supportEmail}
      </a>
    </section>
  );
}
