// The language switcher's links (LanguageSwitcher.astro) name the page they were rendered on; the
// header persists across the client router's navigations, so at click time each link is pointed
// at the page the shopper is on now.
import { splitLocale } from '../../lib/i18n/locales';

document.addEventListener(
  'click',
  (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-language-link]') : null;
    if (!link) return;
    const url = new URL(link.href);
    url.searchParams.set('next', splitLocale(location.pathname).path + location.search);
    link.href = url.pathname + url.search;
  },
  true,
);
