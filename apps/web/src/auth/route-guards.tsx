import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context.js';

/** Signed-in routes: a signed-out visitor goes to /login. */
export function RequireAuth() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  return isLoggedIn ? <Outlet /> : <Navigate to="/login" replace state={{ from: location }} />;
}

/** /login while signed in goes to /dashboard. */
export function RedirectIfSignedIn() {
  const { isLoggedIn } = useAuth();
  return isLoggedIn ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
