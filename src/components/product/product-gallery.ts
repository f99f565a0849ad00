// The product gallery (ProductGallery.astro) follows the colour the picker chose.
import { COLOUR_CHOSEN_EVENT, type ColourChosenDetail } from '#lib/colour-event';
import { photoSources } from '#lib/photo-ref';
import { onPageReady } from '../ui/on-page-ready';

/** Points a slide's or thumbnail's `<picture>` (or plain `<img>`) at another photo, keeping its look. */
function setPhoto(holder: Element, ref: string, alt: string, sizes: string) {
  const old = holder.querySelector('img');
  if (!old) return;
  const s = photoSources(ref, { width: Number(old.getAttribute('width')) || 800, height: Number(old.getAttribute('height')) || 1000 });
  const img = old.cloneNode() as HTMLImageElement;
  img.src = s.src;
  img.alt = alt;
  img.width = s.width;
  img.height = s.height;
  img.removeAttribute('sizes');
  let node: Element = img;
  if (s.sets.length > 0) {
    img.sizes = sizes;
    const picture = document.createElement('picture');
    for (const set of s.sets) {
      const source = document.createElement('source');
      source.type = set.type;
      source.srcset = set.srcset;
      source.sizes = sizes;
      picture.append(source);
    }
    picture.append(img);
    node = picture;
  }
  (old.parentElement?.tagName === 'PICTURE' ? old.parentElement : old).replaceWith(node);
}

type Colours = { id: string; images: string[] }[];

/** Names the files of photos that Photo.astro rendered `deferred`, so the browser fetches them. */
function revealDeferred(root: Element) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-srcset], [data-src]')) {
    for (const attr of ['srcset', 'src'] as const) {
      const value = el.getAttribute(`data-${attr}`);
      if (value === null) continue;
      el.setAttribute(attr, value);
      el.removeAttribute(`data-${attr}`);
    }
  }
}

/**
 * The later slides' photos load once the first is on screen (decoded, then a frame painted), so
 * on a slow network it has the bandwidth to itself; or at the shopper's first move in the
 * gallery, whichever comes first.
 */
function revealAfterFirstPhoto(root: HTMLElement, track: HTMLElement) {
  const reveal = () => revealDeferred(root);
  for (const type of ['pointerdown', 'focusin', 'keydown', 'scroll']) root.addEventListener(type, reveal, { once: true, capture: true, passive: true });
  const first = track.querySelector('img');
  if (!first) return reveal();
  const onScreen = () => {
    first.decode().catch(() => undefined).then(() => requestAnimationFrame(() => requestAnimationFrame(reveal)));
  };
  if (first.complete) return onScreen();
  first.addEventListener('load', onScreen, { once: true });
  first.addEventListener('error', reveal, { once: true });
}

/** Puts `images` into the slides and thumbnails, cloning or dropping slides to match the count. */
function showImages(root: HTMLElement, track: HTMLElement, images: string[]) {
  const sizes = root.dataset.sizes ?? '100vw';
  const resize = (parent: Element | null, count: number) => {
    if (!parent?.firstElementChild) return;
    while (parent.children.length > count) parent.lastElementChild!.remove();
    while (parent.children.length < count) parent.append(parent.firstElementChild.cloneNode(true));
  };
  resize(track, images.length);
  const thumbGroup = root.querySelector('[data-thumb]')?.parentElement ?? null;
  resize(thumbGroup, images.length);
  // The page's words for the labels (ProductGallery.astro's data-labels), with {n} and {count}.
  const words = JSON.parse(root.dataset.labels ?? '{}') as Partial<Record<'name' | 'slide' | 'view' | 'show', string>>;
  const name = words.name ?? '';
  const say = (text: string | undefined, n: number) =>
    (text ?? '').replace('{n}', String(n)).replace('{count}', String(images.length)).replace('{name}', name);
  [...track.children].forEach((slide, i) => {
    slide.setAttribute('aria-label', say(words.slide, i + 1));
    setPhoto(slide, images[i]!, i === 0 ? name : say(words.view, i + 1), sizes);
  });
  [...(thumbGroup?.children ?? [])].forEach((thumb, i) => {
    thumb.setAttribute('data-thumb', String(i));
    thumb.setAttribute('aria-label', say(words.show, i + 1));
    thumb.setAttribute('aria-current', String(i === 0));
    setPhoto(thumb, images[i]!, '', '80px');
  });
  track.scrollTo({ left: 0, behavior: 'instant' });
}

document.addEventListener(COLOUR_CHOSEN_EVENT, (e) => {
  const { colorId } = (e as CustomEvent<ColourChosenDetail>).detail;
  for (const root of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const track = root.querySelector<HTMLElement>('[data-track]');
    const colours = JSON.parse(root.dataset.colours ?? '[]') as Colours;
    const images = colours.find((c) => c.id === colorId)?.images;
    if (track && images?.length) showImages(root, track, images);
  }
});

onPageReady('[data-gallery]', (root) => {
  const track = root.querySelector<HTMLElement>('[data-track]');
  if (!track) return;
  revealAfterFirstPhoto(root, track);
  const count = () => track.children.length;
  const thumbs = () => [...root.querySelectorAll<HTMLElement>('[data-thumb]')];
  const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  const go = (i: number) => {
    const target = ((i % count()) + count()) % count();
    // Wrapping from the last image back to the first jumps instead of sliding past them all.
    const wraps = Math.abs(target - current()) > 1;
    track.scrollTo({ left: target * track.clientWidth, behavior: wraps ? 'instant' : 'smooth' });
  };
  root.querySelector('[data-prev]')?.addEventListener('click', () => go(current() - 1));
  root.querySelector('[data-next]')?.addEventListener('click', () => go(current() + 1));
  root.addEventListener('click', (e) => {
    const t = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-thumb]') : null;
    if (t) go(Number(t.dataset.thumb));
  });
  track.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      go(current() + (e.key === 'ArrowRight' ? 1 : -1));
    }
  });
  track.addEventListener('scroll', () => {
    const i = current();
    thumbs().forEach((t, j) => t.setAttribute('aria-current', String(i === j)));
  }, { passive: true });
});
