// The header's sub-menus (Navbar.astro): open on hover and on keyboard focus, close after the spec's delay.
import { SUBMENU_CLOSE_DELAY_MS } from '#lib/ui-timings';

// Delegated on document once: the client router swaps the page but this module runs only once.
const timers = new WeakMap<Element, number>();
const itemOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-menu-item]') : null;
const setOpen = (item: HTMLElement, open: boolean) => {
  item.toggleAttribute('data-open', open);
  item.querySelector(':scope > a')?.setAttribute('aria-expanded', String(open));
};

document.addEventListener('pointerover', (event) => {
  const item = itemOf(event.target);
  if (!item || (event as PointerEvent).pointerType === 'touch') return;
  window.clearTimeout(timers.get(item));
  setOpen(item, true);
});
document.addEventListener('pointerout', (event) => {
  const item = itemOf(event.target);
  if (!item || item.contains((event as PointerEvent).relatedTarget as Node | null)) return;
  timers.set(item, window.setTimeout(() => setOpen(item, false), SUBMENU_CLOSE_DELAY_MS));
});
// Keyboard focus opens the sub-menu through data-open (not only CSS): Chrome hides a purely
// :focus-within menu for an instant while focus moves, and the next link is then skipped.
document.addEventListener('focusin', (event) => {
  const item = itemOf(event.target);
  if (!item || item.hasAttribute('data-dismissed') || !(event.target as Element).matches(':focus-visible')) return;
  window.clearTimeout(timers.get(item));
  setOpen(item, true);
});
document.addEventListener('focusout', (event) => {
  const item = itemOf(event.target);
  if (!item || item.contains((event as FocusEvent).relatedTarget as Node | null)) return;
  item.removeAttribute('data-dismissed');
  if (!item.matches(':hover')) setOpen(item, false);
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const item = itemOf(document.activeElement);
  if (!item) return;
  item.setAttribute('data-dismissed', '');
  setOpen(item, false);
  item.querySelector<HTMLElement>(':scope > a')?.focus();
});
// The mobile search panel opens with the caret in its box: the focus wakes the search island.
document.addEventListener(
  'toggle',
  (event) => {
    const panel = event.target;
    if (panel instanceof HTMLDetailsElement && panel.open) panel.querySelector<HTMLInputElement>('input[type="search"], input[role="combobox"]')?.focus();
  },
  true,
);
// The header persists across client-side navigations: close the mobile menu and search panel.
document.addEventListener('astro:after-swap', () => {
  document.querySelectorAll<HTMLDetailsElement>('[data-close-on-nav][open]').forEach((d) => (d.open = false));
  document.querySelectorAll<HTMLElement>('[data-menu-item][data-open]').forEach((item) => setOpen(item, false));
});
