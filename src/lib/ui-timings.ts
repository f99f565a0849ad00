/**
 * Every duration the spec names (section 9), in one place so islands, scripts and tests agree.
 * Milliseconds unless the name says otherwise.
 */
export const HERO_INTERVAL_MS = 5000;
export const REVIEWS_INTERVAL_MS = 3500;
export const SUBMENU_CLOSE_DELAY_MS = 150;
export const PAGE_OVERLAY_MS = 800;
export const CART_TOAST_MS = 5000;
export const TOAST_MS = 4000;
export const CHECKOUT_DELAY_MS = 500;
export const PAYMENT_METHOD_TOAST_MS = 3000;
export const OTP_RESEND_SECONDS = 30;
export const CONFETTI_MS = 3000;
