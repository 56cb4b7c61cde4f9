import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context.js';

/** Signed-in routes: a signed-out visitor goes to /login. */
export function RequireAuth() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  return isLoggedIn ? <Outlet /> : <Navigate to="/login" replace state={{ from: location }} />;
}

/**
 * /login opened while signed in goes to /dashboard. Judged once, on arrival: signing in on the
 * page itself is followed by the login page's own move to / (docs/spec.md §2).
 */
export function RedirectIfSignedIn() {
  const { isLoggedIn } = useAuth();
  const [signedInOnArrival] = useState(isLoggedIn);
  return signedInOnArrival ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
