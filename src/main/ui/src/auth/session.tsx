import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { api, requestContext } from '../api/client';
import { unwrap } from '../api/errors';

/** The logged-in user as the login answer describes them, with their token and its end. */
export interface Session {
  token: string;
  expiresAt: string;
  userName: string;
  fullName: string | null;
  admin: boolean;
  roles: string[];
}

/** Why there is no session: never logged in, logged out, or the token ended. */
export type Ending = 'none' | 'logout' | 'expired';

interface SessionState {
  session: Session | null;
  ending: Ending;
  login(userName: string, password: string): Promise<void>;
  logout(): Promise<void>;
}

const KEY = 'platform-mdm.session';
const ENDING_KEY = 'platform-mdm.session-ended';
const SessionContext = createContext<SessionState | null>(null);

/** The stored session, unless its token has ended. Kept per browser tab (sessionStorage). */
function stored(): Session | null {
  try {
    const session = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Session | null;
    return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

/**
 * Why the last session of this tab ended, so that a reload of the login page still says it: the
 * stored reason, or 'expired' for a session still stored whose token has ended meanwhile.
 */
function storedEnding(): Ending {
  const left = sessionStorage.getItem(KEY);
  if (left && !stored()) return 'expired';
  const why = sessionStorage.getItem(ENDING_KEY);
  return why === 'logout' || why === 'expired' ? why : 'none';
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(stored);
  const [ending, setEnding] = useState<Ending>(storedEnding);
  requestContext.token = session?.token ?? null;

  const end = useCallback((why: Ending) => {
    sessionStorage.removeItem(KEY);
    sessionStorage.setItem(ENDING_KEY, why);
    requestContext.token = null;
    setSession(null);
    setEnding(why);
  }, []);

  useEffect(() => {
    requestContext.onUnauthorized = () => end('expired');
  }, [end]);

  // The session ends when its token does, whether or not a request notices.
  useEffect(() => {
    if (!session) return;
    const left = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(() => end('expired'), Math.max(0, Math.min(left, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [session, end]);

  const login = useCallback(async (userName: string, password: string) => {
    const answer = unwrap(
      await api.core.POST('/api/v2/core/authentication/login', { body: { userName, password } }),
    );
    const next: Session = {
      token: answer.token,
      expiresAt: answer.tokenExpiresAt,
      userName: answer.userName,
      fullName: answer.fullName,
      admin: answer.admin,
      roles: answer.roles,
    };
    sessionStorage.setItem(KEY, JSON.stringify(next));
    sessionStorage.removeItem(ENDING_KEY);
    requestContext.token = next.token;
    setEnding('none');
    setSession(next);
  }, []);

  const logout = useCallback(async () => {
    try {
      await api.core.POST('/api/v2/core/authentication/logout');
    } finally {
      end('logout');
    }
  }, [end]);

  const state = useMemo(
    () => ({ session, ending, login, logout }),
    [session, ending, login, logout],
  );
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
