/**
 * The promo video rule (spec section 5): a link is accepted only when it yields an 11-character
 * YouTube id from a long (youtube.com/watch?v=, /embed/, /shorts/, /v/) or short (youtu.be/) URL.
 */
export const INVALID_VIDEO_URL = 'Invalid video URL';

const ID = /^[A-Za-z0-9_-]{11}$/;
const LONG_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/** The 11-character id, or null when the link is not a usable video URL. */
export function parseYouTubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) candidate = segments.length === 1 ? segments[0] : null;
  else if (LONG_HOSTS.has(host)) {
    if (segments[0] === 'watch' && segments.length === 1) candidate = url.searchParams.get('v');
    else if (segments.length === 2 && ['embed', 'shorts', 'v', 'live'].includes(segments[0]!)) candidate = segments[1];
  }
  return candidate && ID.test(candidate) ? candidate : null;
}

/** Same as parseYouTubeId but throws Error('Invalid video URL'). */
export function youTubeId(link: string): string {
  const id = parseYouTubeId(link);
  if (!id) throw new Error(INVALID_VIDEO_URL);
  return id;
}

/** Privacy-enhanced embed address for the video dialog. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}
