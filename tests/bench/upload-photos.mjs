// Issue 15's Lighthouse target: a product page whose photos are 2000-px JPEG uploads. The bench
// signs in as the local demo owner, creates a product of its own through the console's API and
// uploads its photos through the real upload route, so they pass the same pipeline (sharp, AVIF
// and WebP at 320 to 1600 px) as a merchant's.
import sharp from 'sharp';

const OWNER = { email: 'owner@kanmani.local', password: 'kanmani-local-owner' };
const PHOTOS = [
  { hue: '#7a1f2b', light: '#f3d9c8' },
  { hue: '#1f2a56', light: '#d8e2f0' },
  { hue: '#1b7a7a', light: '#d5efe9' },
];

/**
 * A 2000 x 2500 JPEG that compresses like a photograph: a lit garment shape over a backdrop,
 * with grain, so the encoders have detail to keep (a flat drawing would flatter the figures).
 */
async function cameraJpeg({ hue, light }) {
  const width = 2000;
  const height = 2500;
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <radialGradient id="l" cx="40%" cy="30%" r="80%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#8a8178"/></radialGradient>
      <linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${hue}"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="${hue}"/></linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#l)"/>
    <path d="M700 300 L1300 300 L1420 2300 L1080 2300 L1000 900 L920 2300 L580 2300 Z" fill="${hue}"/>
    <path d="M700 300 L1300 300 L1420 2300 L1080 2300 L1000 900 L920 2300 L580 2300 Z" fill="url(#g)" opacity="0.5"/>
  </svg>`);
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp(scene).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer();
}

async function json(base, cookie, method, path, body) {
  const r = await fetch(base + path, {
    method,
    headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await r.json();
  if (!r.ok) throw new Error(`${method} ${path} answered ${r.status}: ${answer.message}`);
  return { answer, headers: r.headers };
}

/** Creates the product, uploads its photos and returns its page's path once the shop serves it. */
export async function productWithUploadedPhotos(base, log = () => {}) {
  const session = await json(base, null, 'POST', '/api/admin/session', OWNER);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0];
  const { answer: cats } = await json(base, cookie, 'GET', '/api/admin/categories');
  const category = cats.data.categories.find((c) => c.subcategories.length > 0);
  const slug = 'camera-photo-leggings';
  const sizes = ['S', 'M', 'L'].map((name, i) => ({ name, price: 499, strikedPrice: 799, weight: 180 + i * 10, offers: [] }));
  const { answer: made } = await json(base, cookie, 'POST', '/api/admin/products', {
    name: 'Camera Photo Leggings',
    slug,
    type: 2,
    badge: null,
    categoryId: category.id,
    subcategoryId: category.subcategories[0].id,
    description: 'Cotton leggings photographed for the bench: every photo is a 2000-px JPEG upload.',
    // Knitted leggings' heading: a published product needs one.
    hsn: '6104',
    specifications: [{ key: 'Fabric', value: '95% Cotton, 5% Spandex' }],
    sizeChart: null,
    videoUrl: null,
    defaultOffers: [],
    colorVariants: [{ name: 'Maroon', colorCode: '#7a1f2b', images: [], sizes }],
    published: true,
  });
  const colour = made.data.colorVariants[0].id;
  for (const [i, photo] of PHOTOS.entries()) {
    const bytes = await cameraJpeg(photo);
    log(`uploading photo ${i + 1}/${PHOTOS.length}: 2000 x 2500 JPEG, ${Math.round(bytes.length / 1024)} KB`);
    const r = await fetch(`${base}/api/admin/products/${made.data.id}/colours/${colour}/photos`, {
      method: 'POST',
      headers: { origin: base, cookie, 'content-type': 'image/jpeg' },
      body: bytes,
    });
    if (r.status !== 201) throw new Error(`The photo upload answered ${r.status}: ${(await r.json()).message}`);
  }
  const path = `/product/${slug}`;
  // Every instance serves a catalog write within a second.
  for (let i = 0; i < 40; i++) {
    const page = await fetch(base + path);
    const html = await page.text();
    if (page.ok && html.includes('.avif')) return path;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} did not show the uploaded photos`);
}
