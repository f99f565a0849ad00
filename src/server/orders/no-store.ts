/** Answers about one customer must never be kept by a browser cache or a shared proxy. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;
