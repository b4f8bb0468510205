import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { api, requestContext } from '../api/client';
import { unwrap } from '../api/errors';
import { newNonce, oauth2Start, ours, ssoReturn } from './sso';

/** The logged-in user as the login answer describes them, with their token and its end. */
export interface Session {
  token: string;
  expiresAt: string;
  userName: string;
  fullName: string | null;
  admin: boolean;
  roles: string[];
  /** The user's rights by resource (a register's or reference set's name, a system resource). */
  rights?: { resource?: string | null; rights?: string[] | null }[] | null;
}

/** Whether the session's user holds a right on a resource (an administrator holds every one). */
export function may(
  session: Session | null,
  resource: string,
  right: 'CREATE' | 'READ' | 'UPDATE' | 'DELETE',
): boolean {
  if (!session) return false;
  if (session.admin) return true;
  return (session.rights ?? []).some((r) => r.resource === resource && !!r.rights?.includes(right));
}

/** Why there is no session: never logged in, logged out, or the token ended. */
export type Ending = 'none' | 'logout' | 'expired';

interface SessionState {
  session: Session | null;
  ending: Ending;
  /** Why the last single sign-on failed; null when none did. */
  ssoFailure: string | null;
  /** Leaves for an identity provider; the UI takes back only what answers this sign-in. */
  signOnWith(registrationId: string): void;
  login(userName: string, password: string): Promise<void>;
  logout(): Promise<void>;
}

const KEY = 'platform-mdm.session';
const ENDING_KEY = 'platform-mdm.session-ended';
const SSO_KEY = 'platform-mdm.sso-nonce';
/** Said when what came back is no answer to a sign-in this tab started. */
export const FOREIGN_SSO = 'foreign';
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
  const [ssoFailure, setSsoFailure] = useState<string | null>(null);
  requestContext.token = session?.token ?? null;

  const begin = useCallback((next: Session) => {
    sessionStorage.setItem(KEY, JSON.stringify(next));
    sessionStorage.removeItem(ENDING_KEY);
    requestContext.token = next.token;
    setEnding('none');
    setSsoFailure(null);
    setSession(next);
  }, []);

  // Back from an identity provider: the server put the token, or the reason, in the fragment.
  // It is taken off the address at once, so that it stays neither in the history nor on screen.
  useEffect(() => {
    const back = ssoReturn(window.location.hash);
    if (!back) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    const started = sessionStorage.getItem(SSO_KEY);
    sessionStorage.removeItem(SSO_KEY);
    if (!ours(back, started)) {
      // Someone else's token or text in a link: neither is taken nor shown.
      setEnding('none');
      setSsoFailure(FOREIGN_SSO);
      return;
    }
    if ('error' in back) {
      setEnding('none'); // the failure is the news, not an earlier logout
      setSsoFailure(back.error);
      return;
    }
    requestContext.token = back.token;
    api.core
      .GET('/api/v2/core/authentication/current-user')
      .then((answer) => {
        const user = unwrap(answer);
        begin({
          token: back.token,
          expiresAt: back.expiresAt,
          userName: user.userName,
          fullName: user.fullName,
          admin: user.admin,
          roles: user.roles,
          rights: user.rights,
        });
      })
      .catch((error: unknown) => {
        requestContext.token = null;
        setSsoFailure(error instanceof Error ? error.message : String(error));
      });
  }, [begin]);

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

  const login = useCallback(
    async (userName: string, password: string) => {
      const answer = unwrap(
        await api.core.POST('/api/v2/core/authentication/login', { body: { userName, password } }),
      );
      begin({
        token: answer.token,
        expiresAt: answer.tokenExpiresAt,
        userName: answer.userName,
        fullName: answer.fullName,
        admin: answer.admin,
        roles: answer.roles,
        rights: answer.rights,
      });
    },
    [begin],
  );

  const signOnWith = useCallback((registrationId: string) => {
    const nonce = newNonce();
    sessionStorage.setItem(SSO_KEY, nonce);
    window.location.assign(oauth2Start(registrationId, nonce));
  }, []);

  const logout = useCallback(async () => {
    try {
      await api.core.POST('/api/v2/core/authentication/logout');
    } finally {
      end('logout');
    }
  }, [end]);

  const state = useMemo(
    () => ({ session, ending, ssoFailure, signOnWith, login, logout }),
    [session, ending, ssoFailure, signOnWith, login, logout],
  );
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
