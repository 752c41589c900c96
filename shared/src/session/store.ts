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

/** Session store shared by every remote (zustand and `shared` are federation singletons). */
export const useSession = create<SessionState>((set) => ({
  status: 'loading',
  user: null,
  redirectPath: null,
  setSession: (user) => set({ user, status: user ? 'authenticated' : 'anonymous' }),
  setRedirectPath: (redirectPath) => set({ redirectPath }),
}));
