import type { ClientDirective } from 'astro';
import { WAKE_EVENT } from '../wake-island';

/**
 * `client:interact`: the island hydrates on the first touch, key or focus inside it, or when
 * `wakeIsland(name)` names it (`client:interact="login-dialog"`). A page nobody touches never
 * loads React (issue 19: the product page's JavaScript budget).
 *
 * Nothing done before React arrives is lost. Clicks are held back (a form would otherwise
 * submit itself, a label tick a radio React does not know of) and played again in order once
 * the island has hydrated; text typed into a box is handed to React as one change; the focused
 * field is announced again so its onFocus runs. Links are left to the browser.
 */
const TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'input'] as const;

const interactDirective: ClientDirective = (load, options, el) => {
  const name = typeof options.value === 'string' ? options.value : '';
  const clicks: HTMLElement[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  let started = false;

  const holdClick = (e: Event) => {
    const target = e.target instanceof HTMLElement ? e.target : null;
    if (!target || target.closest('a[href]')) return;
    e.preventDefault();
    e.stopPropagation();
    clicks.push(target);
  };
  const noteTyping = (e: Event) => {
    const t = e.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) typed.set(t, t.value);
  };
  el.addEventListener('click', holdClick, true);
  el.addEventListener('input', noteTyping, true);

  const wake = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, wake, true);
    document.removeEventListener(WAKE_EVENT, onWake);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', holdClick, true);
    el.removeEventListener('input', noteTyping, true);
    for (const [field, value] of typed) {
      await adopted(field);
      handOver(field, value);
    }
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && el.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (const target of clicks) if (target.isConnected) target.click();
  };
  const onWake = (e: Event) => {
    if ((e as CustomEvent<string>).detail === name) void wake();
  };

  for (const type of TRIGGERS) el.addEventListener(type, wake, { capture: true, passive: true });
  if (name) {
    document.addEventListener(WAKE_EVENT, onWake);
    if (window.wokenIslands?.has(name)) void wake();
  }
};

/**
 * React hydrates in a transition, so `hydrate()` can return before the field is React's: wait
 * (a frame at a time, at most about two seconds) until React has tagged the element as its own.
 * A click needs no wait: React hydrates at once the part a click lands in.
 */
async function adopted(field: HTMLElement): Promise<void> {
  for (let frame = 0; frame < 120; frame++) {
    if (Object.keys(field).some((key) => key.startsWith('__reactProps'))) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * React keeps its own copy of a controlled field's value: set it to empty through the element
 * (React's tracker follows), put the typed text back underneath it, and fire `input`, so React
 * sees one change to the typed text whatever hydration did to the box.
 */
function handOver(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setNative) return;
  field.value = '';
  setNative.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export default interactDirective;
