// The language switcher's links (LanguageSwitcher.astro) name the page they were rendered on; the
// header persists across the client router's navigations, so at click time each link is pointed
// at the page the shopper is on now. A signed-in shopper's choice is also told to the server (the
// link itself carries no token), so their order messages follow it; keepalive lets the call
// finish while the page is replaced.
import { splitLocale } from '../../lib/i18n/locales';
import { API_BASE, shopHeaders, storedToken } from '../../client/api-client';

document.addEventListener(
  'click',
  (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-language-link]') : null;
    if (!link) return;
    const url = new URL(link.href);
    url.searchParams.set('next', splitLocale(location.pathname).path + location.search);
    link.href = url.pathname + url.search;
    const token = storedToken();
    if (token) {
      void fetch(`${API_BASE}/customer/language`, {
        method: 'POST',
        keepalive: true,
        headers: shopHeaders(token),
        body: JSON.stringify({ language: url.searchParams.get('to') }),
      }).catch(() => undefined);
    }
  },
  true,
);
