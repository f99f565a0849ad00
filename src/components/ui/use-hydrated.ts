import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and while React hydrates, true afterwards: lets an island render exactly
 * the server HTML first (no hydration mismatch), then what only the browser knows (localStorage).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
