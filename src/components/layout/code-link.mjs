// A link such as /?code=FIRST100 (an ad's landing page) remembers the code for the cart, in the
// localStorage key the checkout's discount-code store reads (src/stores/discount-code.ts), so no
// storefront page loads any script for it. Checkout judges the code again. Plain ES5, inlined by
// Base.astro and allowed in the CSP by its hash (astro.config.mjs), so it stays a constant string.
export const CODE_LINK =
  "(function(){try{var c=new URLSearchParams(location.search).get('code');" +
  "if(c&&/^[A-Za-z0-9_-]{3,30}$/.test(c))localStorage.setItem('discountCode',c.toUpperCase())}catch(e){}})()";
