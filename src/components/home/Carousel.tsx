import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { fill } from '#lib/i18n/fill';
import type { CarouselKey } from '#lib/i18n/messages/home';

/**
 * The home page's carousels (hero, reviews, collections, best sellers). The slides are server
 * HTML passed in as children, so the first slide paints before this island hydrates; the island
 * only adds sliding, auto-advance and the controls. Auto-advance pauses while the pointer or
 * keyboard focus is inside, and never runs under prefers-reduced-motion.
 */
type Props = {
  label: string;
  /** The controls' names in the page's language: islandWords(locale, CAROUSEL_KEYS). */
  words: Readonly<Record<CarouselKey, string>>;
  slideCount: number;
  /** Auto-advance period; 0 for none. */
  intervalMs?: number;
  loop?: boolean;
  /** Media query from which the carousel runs; below it the slides keep their server layout (e.g. a grid). */
  activeFrom?: string;
  containerClass: string;
  controls?: 'dots' | 'arrows';
  /** Dots over the slides (hero) or below them. */
  overlayControls?: boolean;
  children?: ReactNode;
};

const arrow = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
    <path d={d} />
  </svg>
);

export default function Carousel({
  label,
  words,
  slideCount,
  intervalMs = 0,
  loop = true,
  activeFrom,
  containerClass,
  controls = 'dots',
  overlayControls = false,
  children,
}: Props) {
  const [viewportRef, api] = useEmblaCarousel({
    loop,
    align: 'start',
    slides: '[data-slide]',
    ...(activeFrom ? { active: false, breakpoints: { [activeFrom]: { active: true } } } : {}),
  });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  // Until hydration we cannot know the preference, so the server HTML assumes reduced motion.
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // An explicit Start wins over the motion preference; otherwise reduced motion means no auto-advance.
  const autoplay = intervalMs > 0 && (choice === 'play' || (choice === null && !reducedMotion));
  useEffect(() => {
    if (!api || !autoplay || hovered || focused) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') api.scrollNext();
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [api, autoplay, hovered, focused, intervalMs, selected]);

  const scrollTo = useCallback((i: number) => api?.scrollTo(i), [api]);
  const btn = 'grid size-11 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-line hover:ring-plum';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className={containerClass} aria-live={autoplay && !hovered && !focused ? 'off' : 'polite'}>
          {children}
        </div>
      </div>
      {slideCount > 1 && controls === 'dots' && (
        <div
          className={
            overlayControls
              ? 'absolute inset-x-0 bottom-2 flex items-center justify-center gap-1'
              : 'mt-3 flex items-center justify-center gap-1'
          }
        >
          {Array.from({ length: slideCount }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={fill(words['carousel.goTo'], { n: i + 1, total: slideCount })}
              aria-current={i === selected ? 'true' : 'false'}
              onClick={() => scrollTo(i)}
              className="grid size-8 place-items-center"
            >
              <span
                className={`block h-2.5 rounded-full ring-1 ring-white/80 transition-all ${i === selected ? 'w-6 bg-plum' : 'w-2.5 bg-ink/40'}`}
              />
            </button>
          ))}
          {intervalMs > 0 && (
            <button
              type="button"
              onClick={() => setChoice(autoplay ? 'stop' : 'play')}
              aria-label={autoplay ? words['carousel.stop'] : words['carousel.start']}
              className="ml-1 grid size-8 place-items-center rounded-full text-ink"
            >
              <span className="grid size-6 place-items-center rounded-full bg-white/90 ring-1 ring-line">
                {autoplay ? arrow('M9 5v14M15 5v14') : arrow('M8 5v14l11-7z')}
              </span>
            </button>
          )}
        </div>
      )}
      {slideCount > 1 && controls === 'arrows' && (
        <div className={activeFrom ? 'hidden md:block' : ''}>
          <button type="button" aria-label={words['carousel.previous']} onClick={() => api?.scrollPrev()} className={`${btn} absolute -left-2 top-1/3 md:-left-4`}>
            {arrow('m15 18-6-6 6-6')}
          </button>
          <button type="button" aria-label={words['carousel.next']} onClick={() => api?.scrollNext()} className={`${btn} absolute -right-2 top-1/3 md:-right-4`}>
            {arrow('m9 18 6-6-6-6')}
          </button>
        </div>
      )}
    </div>
  );
}
