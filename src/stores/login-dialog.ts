import { map } from 'nanostores';
import { wakeIsland } from '../client/wake-island';

/**
 * The one login dialog of the page. Any island can open it (the user button, checkout's
 * sign-in prompt); the dialog moves itself between the Login, Sign Up and Verify OTP views.
 */
export type LoginView = 'login' | 'signup' | 'otp';

export type LoginDialogState = {
  open: boolean;
  view: LoginView;
  /** Carried between views: a 404 on login copies it into Sign Up, OTP shows it. */
  mobileNumber: string;
  sessionId: string;
  /** A line shown above the view's form, saying why the dialog moved there (or empty). */
  notice: string;
};

export const $loginDialog = map<LoginDialogState>({ open: false, view: 'login', mobileNumber: '', sessionId: '', notice: '' });

export function openLoginDialog(view: 'login' | 'signup' = 'login'): void {
  $loginDialog.set({ ...$loginDialog.get(), open: true, view, notice: '' });
  wakeIsland('login-dialog');
}

export function closeLoginDialog(): void {
  $loginDialog.setKey('open', false);
}

export function showLoginView(view: LoginView, patch: Partial<Omit<LoginDialogState, 'open' | 'view'>> = {}): void {
  $loginDialog.set({ ...$loginDialog.get(), notice: '', ...patch, open: true, view });
  wakeIsland('login-dialog');
}
