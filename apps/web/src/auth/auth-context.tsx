import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, setUnauthorizedListener } from '../api/api.js';
import { answer } from '../api/client.js';
import type { UserProfile } from '../api/types.js';
import { clearSession, readSession, readToken, saveToken, saveUser } from '../api/session.js';

export interface AuthContextValue {
  user: UserProfile | null;
  isLoggedIn: boolean;
  login: (email: string, password: string) => Promise<UserProfile>;
  /** Clears the session and goes to /login (or `redirect`, e.g. / after deleting the account). */
  logout: (redirect?: string) => void;
  /** Local changes the spec makes without a reload, e.g. the new currency after a collect. */
  updateUser: (patch: Partial<UserProfile>) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const LOGIN_PATH = '/login';

/** Session state per docs/spec.md §4; must sit inside the router (it navigates on 401 and logout). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<UserProfile | null>(
    () => readSession(localStorage)?.user ?? null,
  );

  const signOut = useCallback(
    (redirect: string) => {
      clearSession(localStorage);
      setUser(null);
      queryClient.clear();
      navigate(redirect);
    },
    [navigate, queryClient],
  );

  // Re-registered on every path change so the 401 listener knows whether we are on /login already.
  const onLoginPath = location.pathname.startsWith(LOGIN_PATH);
  useEffect(() => {
    setUnauthorizedListener(() => {
      setUser(null);
      queryClient.clear();
      if (!onLoginPath) navigate(LOGIN_PATH);
    });
  }, [navigate, queryClient, onLoginPath]);

  // Refresh the stored profile once on start; a failed load signs the player out.
  useEffect(() => {
    if (!readSession(localStorage)) {
      clearSession(localStorage);
      return;
    }
    answer(api.GET('/auth/me')).then(
      (profile) => {
        saveUser(localStorage, profile);
        setUser(profile);
      },
      () => signOut(LOGIN_PATH),
    );
    // Start-up only; later changes arrive through login/updateUser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const session = await answer(api.POST('/auth/login', { body: { email, password } }));
    if (!session.token) throw new Error('Invalid response from server');
    saveToken(localStorage, session.token);
    const profile = await answer(api.GET('/auth/me'));
    saveUser(localStorage, profile);
    setUser(profile);
    return profile;
  }, []);

  const updateUser = useCallback((patch: Partial<UserProfile>) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      saveUser(localStorage, next);
      return next;
    });
  }, []);

  const logout = useCallback(
    (redirect: string = LOGIN_PATH) => {
      // Ends the session on the server too (a copied token then works nowhere). The request
      // carries the token itself, so the local session can go at once; a failure changes nothing
      // for the player, whose token is gone from this browser either way.
      const token = readToken(localStorage);
      if (token) {
        api
          .POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` } })
          .catch(() => undefined);
      }
      signOut(redirect);
    },
    [signOut],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoggedIn: user !== null, login, logout, updateUser }),
    [user, login, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
