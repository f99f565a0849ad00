// The page's own word that it answers input. Each island gets data-ready once its component has
// hydrated (Astro's astro:hydrate, fired after React attached its handlers), and <html> gets
// data-ready once the document is parsed (the page's module scripts have run by then) and every
// island that wakes by itself (client:load, client:idle) has hydrated. Islands that wake on
// sight or on use (client:visible, client:interact) mark themselves only. Checkout and console
// scripts can rely on it, and the e2e tests wait on it instead of repeating a click until the
// page answers. Plain ES5 in the <head>, so the listener exists before the first island; the
// layouts inline it and astro.config.mjs allows it in the CSP by its hash, so it stays a
// constant string. A client-router visit replaces <html>'s attributes and marks it again.
export const READY_MARKS =
  "(function(){var d=document,h=d.documentElement;" +
  "function check(){if(d.readyState!=='loading'&&!d.querySelector('astro-island[ssr][client=load],astro-island[ssr][client=idle]'))h.setAttribute('data-ready','')}" +
  "d.addEventListener('astro:hydrate',function(e){e.target.setAttribute('data-ready','');check()},true);" +
  "d.addEventListener('DOMContentLoaded',check);d.addEventListener('astro:page-load',check)})()";
