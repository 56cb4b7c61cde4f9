import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from './auth/route-guards.js';
import { AppLayout } from './layout/app-layout.js';
import { ContactPage } from './pages/contact/contact-page.js';
import { ErrorPage } from './pages/errors/error-page.js';
import { NotFoundPage } from './pages/errors/not-found-page.js';
import { LandingPage } from './pages/landing/landing-page.js';
import { LoginPage } from './pages/login/login-page.js';
import { ForgotPasswordPage } from './pages/password-reset/forgot-password-page.js';
import { ResetPasswordPage } from './pages/password-reset/reset-password-page.js';
import { RegisterPage } from './pages/register/register-page.js';
import { UnsubscribePage } from './pages/unsubscribe/unsubscribe-page.js';
import { ConfirmEmailPage } from './pages/confirm-email/confirm-email-page.js';

// Public pages are in the first bundle; signed-in pages load on demand (three.js only with /map).
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page.js'));
const SystemPage = lazy(() => import('./pages/system/system-page.js'));
const CollectionPage = lazy(() => import('./pages/collection/collection-page.js'));
const GuidePage = lazy(() => import('./pages/guide/guide-page.js'));
const LedgerPage = lazy(() => import('./pages/ledger/ledger-page.js'));
const SettingsPage = lazy(() => import('./pages/settings/settings-page.js'));
const AchievementsPage = lazy(() => import('./pages/achievements/achievements-page.js'));
const loadMapPage = () => import('./pages/map/view/map-page.js');
const MapPage = lazy(loadMapPage);
const SocietyPage = lazy(() => import('./pages/society/society-page.js'));
const LeaderboardsPage = lazy(() => import('./pages/leaderboards/leaderboards-page.js'));
const OddsPage = lazy(() => import('./pages/odds/odds-page.js'));
const TradesPage = lazy(() => import('./pages/trades/trades-page.js'));

/**
 * Opened straight on /map, the page's code (three.js) and the static map's first block download
 * side by side, from the start, rather than one after the other once the shell has rendered.
 */
export function preloadPage(pathname: string): void {
  if (pathname !== '/map') return;
  // A failure here is the page's to show when it asks again.
  loadMapPage().catch(() => {});
  import('./pages/map/data/static-map-loader.js').then(
    ({ preloadStaticMap }) => preloadStaticMap(),
    () => {},
  );
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        // Errors inside a page keep the top bar and footer.
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'contact', element: <ContactPage /> },
          // Opened from mail: whether or not this browser is signed in.
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'unsubscribe', element: <UnsubscribePage /> },
          { path: 'confirm-email', element: <ConfirmEmailPage /> },
          // Public: a profile and the boards are worth sharing with people who do not play yet.
          { path: 'society/:username', element: <SocietyPage /> },
          { path: 'leaderboards', element: <LeaderboardsPage /> },
          // Public: published odds are a promise to anyone deciding whether to play.
          { path: 'odds', element: <OddsPage /> },
          {
            element: <RedirectIfSignedIn />,
            children: [{ path: 'login', element: <LoginPage /> }],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'solar/:hash', element: <SystemPage /> },
              { path: 'collection', element: <CollectionPage /> },
              { path: 'guide', element: <GuidePage /> },
              { path: 'ledger', element: <LedgerPage /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'achievements', element: <AchievementsPage /> },
              { path: 'map', element: <MapPage /> },
              { path: 'trades', element: <TradesPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
