import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../api/client.js';
import { useUnsubscribe } from '../../queries/hooks.js';

/** The e-mail types' names as the settings page shows them. */
const TYPE_NAMES: Record<string, string> = {
  'achievement-unlocked': 'Achievement unlocked',
  'collection-ready': 'Collection ready',
  'weekly-digest': 'Weekly digest',
  'product-news': 'Product news',
};

/**
 * Where a mail's "Unsubscribe" link leads. Opening it changes nothing (mail scanners open links);
 * the button makes the signed one-click call, without signing in.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  const type = params.get('type') ?? '';
  const name = TYPE_NAMES[type] ?? type;

  function onUnsubscribe() {
    unsubscribe.mutate({
      user: Number(params.get('user')),
      type,
      sig: params.get('sig') ?? '',
    });
  }

  return (
    <section className="panel mx-auto max-w-md">
      <h1 className="text-3xl font-semibold text-white">Unsubscribe</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-4 text-slate-200">
          {unsubscribe.data.message}
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-slate-300">Stop receiving “{name}” e-mails?</p>
          {unsubscribe.isError && (
            <p role="alert" className="text-rose-300">
              {errorText(unsubscribe.error, 'Could not unsubscribe')}
            </p>
          )}
          <button
            type="button"
            className="btn-primary w-full"
            disabled={unsubscribe.isPending}
            onClick={onUnsubscribe}
          >
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </div>
      )}
      <p className="mt-6 text-center text-sm text-slate-300">
        Every e-mail type can be turned on or off in{' '}
        <Link to="/settings" className="link">
          Settings
        </Link>
        .
      </p>
    </section>
  );
}
