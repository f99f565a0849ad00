import { CONFETTI_MS } from '#lib/ui-timings';

/** Spec: 100 particles for 3 seconds; none at all for shoppers who ask for reduced motion. */
export const CONFETTI_PARTICLES = 100;

export async function celebrate(): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  // Loaded only when there is something to celebrate, so the status page stays light.
  const { default: confetti } = await import('canvas-confetti');
  // Our own canvas, hidden from assistive technology: decoration, not content.
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60';
  document.body.appendChild(canvas);
  const shoot = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  try {
    await Promise.race([
      shoot({ particleCount: CONFETTI_PARTICLES, spread: 80, origin: { y: 0.6 }, ticks: 180 }),
      new Promise((resolve) => window.setTimeout(resolve, CONFETTI_MS)),
    ]);
  } finally {
    shoot.reset();
    canvas.remove();
  }
}
