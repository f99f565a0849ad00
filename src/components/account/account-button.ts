// The header's account button (AccountButton.astro): a click opens My Account or the sign-in dialog,
// and its label and initial follow the signed-in shopper.
import { navigate } from 'astro:transitions/client';
import { $user, hasToken, initAuth } from '../../stores/auth';
import { openLoginDialog } from '../../stores/login-dialog';

const button = () => document.querySelector<HTMLButtonElement>('[data-account-button]');

// The header persists across client-side navigations, so one delegated listener is enough.
document.addEventListener('click', (e) => {
  const target = e.target instanceof Element ? e.target.closest('[data-account-button]') : null;
  if (!target) return;
  if (hasToken()) void navigate((target as HTMLElement).dataset.profile ?? '/profile');
  else openLoginDialog();
});

$user.subscribe((user) => {
  const b = button();
  if (!b) return;
  const signedIn = user !== null || hasToken();
  const letter = user?.name.trim().charAt(0).toUpperCase() || '';
  b.setAttribute('aria-label', (signedIn ? b.dataset.labelIn : b.dataset.labelOut) ?? (signedIn ? 'My Account' : 'Login'));
  const shown = b.querySelector<HTMLElement>('[data-letter]');
  const icon = b.querySelector<SVGElement>('[data-icon]');
  if (shown) {
    shown.hidden = !(signedIn && letter);
    shown.textContent = letter;
  }
  icon?.toggleAttribute('hidden', signedIn && !!letter);
});
void initAuth();
