import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SOCIETY_SUFFIXES } from '@orrery/domain';
import { ApiError, errorText } from '../../api/client.js';
import { useRegister } from '../../queries/hooks.js';
import { Field } from '../../components/field.js';
import { NewPasswordFields, passwordsDiffer } from '../../components/new-password-fields.js';
import { USERNAME_RULE } from '../../game/account-rules.js';
import { notify } from '../../toasts/notify.js';

/** The suffixes after the placeholder and the "(none)" choice (the server's '' option). */
const NAMED_SUFFIXES = SOCIETY_SUFFIXES.filter((suffix) => suffix !== '');

type FieldName = 'username' | 'email' | 'password' | 'confirmPassword';
type FieldErrors = Partial<Record<FieldName, string>>;

const INFO = [
  ['Discover', 'A new system every 24 hours, each made of stars, planets and moons.'],
  ['Earn', 'Currency for every system you collect and every achievement you unlock.'],
  ['Achieve', 'Achievements for special systems, milestones and challenges.'],
] as const;

/** Create an account (docs/spec.md §2, §5): success goes to /login. */
export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const differ = passwordsDiffer(form);
    if (differ) {
      setErrors(differ);
      return;
    }
    setErrors({});
    const email = value('email');
    register.mutate(
      {
        username: value('username'),
        suffix: value('suffix'),
        email,
        password: value('password'),
      },
      {
        onSuccess: (result) => {
          notify.success(result?.message || 'Registration successful!');
          navigate('/login', { state: { email } });
        },
        onError: (error) => {
          const details = error instanceof ApiError ? error.details : {};
          const fieldErrors: FieldErrors = {};
          for (const field of ['username', 'email', 'password', 'confirmPassword'] as const) {
            if (details[field]) fieldErrors[field] = details[field];
          }
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else notify.error(errorText(error, 'Registration failed'), { persistent: true });
        },
      },
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 lg:grid-cols-[1fr_1.2fr]">
      <section aria-labelledby="why-heading" className="order-2 space-y-4 lg:order-1">
        <h2 id="why-heading" className="section-title">
          Join the survey
        </h2>
        {INFO.map(([title, text]) => (
          <div key={title} className="panel">
            <h3 className="font-semibold text-white">{title}</h3>
            <p className="mt-1 text-slate-300">{text}</p>
          </div>
        ))}
      </section>
      <section className="panel order-1 lg:order-2">
        <h1 className="text-3xl font-semibold text-white">Create Account</h1>
        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate={false}>
          <Field
            label="Society name"
            name="username"
            autoComplete="username"
            required
            hint={USERNAME_RULE}
            error={errors.username}
            addon={
              <select name="suffix" aria-label="Suffix" className="input w-40" defaultValue="">
                <option value="" disabled hidden>
                  Suffix…
                </option>
                <option value="">(none)</option>
                {NAMED_SUFFIXES.map((suffix) => (
                  <option key={suffix} value={suffix}>
                    {suffix}
                  </option>
                ))}
              </select>
            }
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <NewPasswordFields label="Password" errors={errors} />
          <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
            {register.isPending ? 'Creating...' : 'Create Account'}
          </button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-300">
          Already exploring?{' '}
          <Link to="/login" className="link">
            Sign in
          </Link>
        </p>
      </section>
    </div>
  );
}
