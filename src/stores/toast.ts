import { atom } from 'nanostores';
import { wakeIsland } from '../client/wake-island';

/**
 * Toasts for every island, with sonner's call shape (`toast.success(message, options)`).
 * sonner and its outlet load on the first toast, so pages that never show one never pay for
 * it; a toast asked for meanwhile waits until the outlet is listening.
 */
type Sonner = typeof import('sonner');
type Options = Parameters<Sonner['toast']>[1];
type Kind = 'success' | 'error' | 'info' | 'warning';

export const $toasterWanted = atom(false);

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<Sonner> | undefined;

export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

/** Called by the Toaster once sonner's outlet has mounted and subscribed. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: Kind | null, message: string, options?: Options): void {
  $toasterWanted.set(true);
  wakeIsland('toaster');
  void Promise.all([loadSonner(), mounted]).then(([m]) => {
    if (kind) m.toast[kind](message, options);
    else m.toast(message, options);
  });
}

export const toast = Object.assign((message: string, options?: Options) => show(null, message, options), {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
  warning: (message: string, options?: Options) => show('warning', message, options),
});
