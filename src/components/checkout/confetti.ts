/** Spec: 100 particles for 3 seconds; none at all for shoppers who ask for reduced motion. */
export const CONFETTI_PARTICLES = 100;
export const CONFETTI_MS = 3000;

export async function celebrate(): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // Loaded only when there is something to celebrate, so the status page stays light.
  const { default: confetti } = await import('canvas-confetti');
  await Promise.race([
    confetti({ particleCount: CONFETTI_PARTICLES, spread: 80, origin: { y: 0.6 }, ticks: 180, disableForReducedMotion: true }),
    new Promise((resolve) => window.setTimeout(resolve, CONFETTI_MS)),
  ]);
  confetti.reset();
}
