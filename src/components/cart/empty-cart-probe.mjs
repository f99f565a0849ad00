// /cart's one inline script, run as the page is parsed, before its first paint. The cart lives in
// localStorage, so the server cannot know it; without this, a shopper with an empty cart (and
// every first visit from an ad) sees 'Loading cart...' until the island's JavaScript arrives.
// With it, the server-rendered empty-cart message shows at once. Plain ES5 with no imports: it
// runs before any module. astro.config.mjs allows it in the CSP by its hash, so it must stay a
// constant string. data-astro-rerun: the client router runs it again on every visit to /cart.
export const EMPTY_CART_PROBE =
  "(function(){var e=1;try{var c=JSON.parse(localStorage.getItem('cart')||'null');e=!(c&&Array.isArray(c.items)&&c.items.length)}catch(x){}" +
  "if(e)document.currentScript.parentElement.setAttribute('data-cart-empty','')})()";
