import { create } from 'zustand';

export interface SessionUser {
  id: string;
  email: string | null;
  name: string | null;
}

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface SessionState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Path a guest wanted before the login gate; restored after sign-in. */
  redirectPath: string | null;
  setSession(user: SessionUser | null): void;
  setRedirectPath(path: string | null): void;
}

/**
 * The redirect-after-login key (docs/product.md#roles-and-access). Kept in localStorage, not
 * memory: sign-in often completes in a new page load (the e-mail confirmation link, an OAuth round
 * trip).
 */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirect-after-login';

function readRedirectPath(): string | null {
  try {
    const value = globalThis.localStorage?.getItem(REDIRECT_AFTER_LOGIN_KEY) ?? null;
    // Only same-site paths: a stored value must never become an open redirect.
    return value?.startsWith('/') && !value.startsWith('//') ? value : null;
  } catch {
    return null; // storage unavailable (privacy mode): memory only
  }
}

function writeRedirectPath(path: string | null): void {
  try {
    if (path) globalThis.localStorage?.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
    else globalThis.localStorage?.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    // storage unavailable: memory only
  }
}

/** Session store shared by every remote (zustand and `shared` are federation singletons). */
export const useSession = create<SessionState>((set) => ({
  status: 'loading',
  user: null,
  redirectPath: readRedirectPath(),
  setSession: (user) => set({ user, status: user ? 'authenticated' : 'anonymous' }),
  setRedirectPath: (redirectPath) => {
    writeRedirectPath(redirectPath);
    set({ redirectPath });
  },
}));
