// The footer's My Account link (Footer.astro).
import { storedToken } from '../../client/api-client';
import { openLoginDialog } from '../../stores/login-dialog';

// As the navbar's user button does: a signed-out shopper signs in here instead of being bounced home by /profile.
// Capture phase: the client router's own click listener must see the click already handled.
document.addEventListener(
  'click',
  (e) => {
    const link = e.target instanceof Element ? e.target.closest('a[data-account-link]') : null;
    if (!link || storedToken()) return;
    e.preventDefault();
    openLoginDialog();
  },
  true,
);
