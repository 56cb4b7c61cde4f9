import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorText } from '../../api/client.js';
import { useUpdateEmail } from '../../api/hooks.js';
import { useAuth } from '../../auth/auth-context.js';
import { Field } from '../../components/field.js';
import { notify } from '../../toasts/notify.js';

export function EmailForm() {
  const { user, updateUser } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const update = useUpdateEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(email, {
      onSuccess: () => {
        updateUser({ email });
        notify.success('Email updated successfully');
      },
      onError: (error) => notify.error(errorText(error, 'Failed to update email')),
    });
  };

  return (
    <form onSubmit={submit} className="panel" aria-labelledby="update-email">
      <h2 id="update-email" className="text-xl font-semibold text-white">
        Update Email
      </h2>
      <div className="mt-4">
        <Field
          label="New email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="btn-primary mt-4" disabled={update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Email'}
      </button>
    </form>
  );
}
