import { PASSWORD_RULE } from '../game/account-rules.js';
import { Field } from './field.js';

const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * The new password and its confirmation (register, reset), named `password` and
 * `confirmPassword` in the form.
 */
export function NewPasswordFields({
  label,
  errors,
}: {
  label: string;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULE}
        error={errors.password}
      />
      <Field
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}

/** The confirmation's error when the two fields of `form` differ, checked before any call. */
export function passwordsDiffer(form: FormData): { confirmPassword: string } | null {
  return form.get('password') === form.get('confirmPassword')
    ? null
    : { confirmPassword: PASSWORDS_DIFFER };
}
