import { create } from 'zustand';

/**
 * A newer shell's worker is installed and waiting (register-service-worker.ts): `reload` hands
 * the page to it and reloads, so the store never runs two versions at once.
 */
interface AppUpdateState {
  reload: (() => void) | null;
}

export const useAppUpdate = create<AppUpdateState>(() => ({ reload: null }));
