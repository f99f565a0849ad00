import type { ProductDetail } from '#lib/catalog-types';
import type { CartLine, NewCartLine } from '#lib/cart-schema';
import type { Order } from '#lib/order-types';
import { storedToken } from './api-client';
import {
  addToCartEvent,
  initiateCheckoutEvent,
  pixelIdsFor,
  purchaseEvents,
  serverBody,
  viewContentEvent,
  type PixelConfig,
  type ShopEvent,
} from '#lib/analytics/events';

/**
 * The Meta pixel in the browser, kept off the critical path: Meta's script loads only when the
 * page carries a pixel id (PixelLoader), and then only once the page has loaded and the browser
 * is idle. Calls made earlier wait in the standard fbq queue. Each event is also
 * posted to our own /api/web/pixel route with the same event id, and the server adds the IP and
 * user agent itself: no IP lookup service is ever called from here.
 */
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};

type PixelState = { config: PixelConfig | null; inited: Set<string>; scheduled: boolean; lastPageView: string };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
    __kanmaniPixel?: PixelState;
  }
}

export const FBEVENTS_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
export const CONFIG_ELEMENT_ID = 'kanmani-pixel-config';

/** State lives on window so every bundle that includes this module shares one pixel. */
function state(): PixelState {
  window.__kanmaniPixel ??= { config: null, inited: new Set(), scheduled: false, lastPageView: '' };
  return window.__kanmaniPixel;
}

export function readConfig(): PixelConfig | null {
  if (typeof document === 'undefined') return null;
  const s = state();
  if (s.config) return s.config;
  const el = document.getElementById(CONFIG_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const raw = JSON.parse(el.textContent) as Partial<PixelConfig>;
    const ids = Object.fromEntries(Object.entries(raw.ids ?? {}).filter(([, v]) => typeof v === 'string' && /^\d{5,20}$/.test(v)));
    const id = typeof raw.id === 'string' && /^\d{5,20}$/.test(raw.id) ? raw.id : null;
    if (!id && Object.keys(ids).length === 0) return null;
    s.config = { id, ids };
    return s.config;
  } catch {
    return null;
  }
}

function whenLoaded(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', () => fn(), { once: true });
}

function idle(fn: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => fn(), { timeout: 4000 });
  else setTimeout(fn, 1500);
}

/** After `load`, then when the main thread is idle: never competes with first paint. */
function whenIdle(fn: () => void): void {
  whenLoaded(() => idle(fn));
}

/** Meta's own stub: records calls until fbevents.js arrives and replays them. */
function fbq(): Fbq {
  if (window.fbq) return window.fbq;
  const n = function (...args: unknown[]) {
    if (n.callMethod) n.callMethod(...args);
    else n.queue.push(args);
  } as Fbq;
  n.push = n;
  n.loaded = true;
  n.version = '2.0';
  n.queue = [];
  window.fbq = n;
  window._fbq ??= n;
  return n;
}

/**
 * Meta's script is large; parsing it right after load would land in the page's busiest
 * seconds (and in Lighthouse's Total Blocking Time). It waits for the shopper's first
 * interaction or a few quiet seconds after load, then for an idle moment.
 */
export const PIXEL_DELAY_MS = 4000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'mousemove'] as const;

function whenQuiet(fn: () => void): void {
  whenLoaded(() => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const e of INTERACTIONS) window.removeEventListener(e, go);
      idle(fn);
    };
    const timer = setTimeout(go, PIXEL_DELAY_MS);
    for (const e of INTERACTIONS) window.addEventListener(e, go, { once: true, passive: true });
  });
}

function scheduleScript(): void {
  const s = state();
  if (s.scheduled) return;
  s.scheduled = true;
  whenQuiet(() => {
    if (document.querySelector(`script[src="${FBEVENTS_SRC}"]`)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = FBEVENTS_SRC;
    document.head.appendChild(script);
  });
}

function ensureInit(id: string): void {
  const s = state();
  if (s.inited.has(id)) return;
  s.inited.add(id);
  // No automatic button/page scraping: we send exactly the events below, nothing else.
  fbq()('set', 'autoConfig', false, id);
  fbq()('init', id);
}

/** Queues a browser event for the given pixels (trackSingle keeps pixels apart). */
export function track(eventName: string, data: Record<string, unknown>, eventID: string, pixelIds: string[]): void {
  if (typeof window === 'undefined' || pixelIds.length === 0) return;
  for (const id of pixelIds) {
    ensureInit(id);
    fbq()('trackSingle', id, eventName, data, { eventID });
  }
  scheduleScript();
}

/**
 * Posts the server copy to our own route; keepalive lets it survive a page change. Before the
 * page has loaded it waits for idle; afterwards it goes at once, since the click that caused
 * it (Checkout, say) may be about to leave the page.
 */
export function sendServerEvent(path: string, body: unknown, token: string | null = null): void {
  if (typeof window === 'undefined') return;
  const post = () => {
    fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {
      // Analytics must never disturb the shopper.
    });
  };
  if (document.readyState === 'complete') post();
  else whenIdle(post);
}

function emit(event: ShopEvent | null): string | null {
  if (!event || typeof window === 'undefined') return null;
  const config = readConfig();
  if (config) {
    // Scripts run in document order; the page's PageView still comes first.
    pageView();
    track(event.name, event.data, event.eventId, pixelIdsFor(config, event.products));
  }
  // The server copy goes whether or not the browser has a pixel: the Conversions API needs none.
  // The server stores a Purchase only for the signed-in buyer of the order.
  sendServerEvent(event.serverPath, serverBody(event, window.location.href), event.name === 'Purchase' ? storedToken() : null);
  return event.eventId;
}

export const trackViewContent = (product: ProductDetail) => emit(viewContentEvent(product));
export const trackAddToCart = (line: NewCartLine | CartLine) => emit(addToCartEvent(line));
export const trackInitiateCheckout = (items: readonly CartLine[]) => emit(initiateCheckoutEvent(items));

/** One Purchase per item, once per order in this browser as well: a reloaded status page does not fire them again. */
export function trackPurchase(order: Order): string[] {
  const key = `kanmani:purchase:${order._id}`;
  try {
    if (window.localStorage.getItem(key)) return [];
  } catch {
    // storage blocked: the server still stores each item's Purchase once
  }
  const ids = purchaseEvents(order).flatMap((e) => emit(e) ?? []);
  if (ids.length > 0) {
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // see above
    }
  }
  return ids;
}

/** PageView for the store pixel once per page (first page and each client-side navigation). */
function pageView(): void {
  const s = state();
  const config = readConfig();
  if (!config?.id || s.lastPageView === window.location.href) return;
  s.lastPageView = window.location.href;
  ensureInit(config.id);
  fbq()('trackSingle', config.id, 'PageView');
  scheduleScript();
}

export function initPixel(): void {
  pageView();
  document.addEventListener('astro:page-load', pageView);
}
