import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '../auth/auth-context.js';
import { Spinner } from '../components/spinner.js';
import { LiveProvider } from '../live/live-provider.js';
import { Footer } from './footer.js';
import { TabBar } from './tab-bar.js';
import { TopBar } from './top-bar.js';
import { useInstalledMode } from './use-display-mode.js';

/** The shared layout of every route (docs/spec.md §2). */
export function AppLayout() {
  return (
    <AuthProvider>
      <LiveProvider>
        <Shell />
      </LiveProvider>
    </AuthProvider>
  );
}

function Shell() {
  const installed = useInstalledMode();
  return (
    <div className={`flex min-h-dvh flex-col ${installed ? 'is-installed' : ''}`}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar slim={installed} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {/* A page's code loading holds a screen: the footer is not in view, then pushed away. */}
        <Suspense
          fallback={
            <div className="reserve-screen">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {installed && <TabBar />}
    </div>
  );
}
