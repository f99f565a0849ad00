/**
 * Islands marked `client:interact="NAME"` sleep (no React on the page) until a shopper touches
 * them or some code asks for them by name: the login dialog when the user button opens it, the
 * toast outlet with the first toast. Dispatching before the island's directive has run is
 * harmless: the directive also checks `wokenIslands` when it starts.
 */
export const WAKE_EVENT = 'island:wake';

declare global {
  interface Window {
    wokenIslands?: Set<string>;
  }
}

export function wakeIsland(name: string): void {
  if (typeof window === 'undefined') return;
  (window.wokenIslands ??= new Set()).add(name);
  document.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: name }));
}
