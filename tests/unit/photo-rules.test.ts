import { describe, expect, test } from 'vitest';
import { sniffPhotoType } from '../../src/server/platform/media/sniff';
import { checkPhoto } from '../../src/server/media/photo-pipeline';
import { photoSources, photoWidths } from '../../src/lib/photo-ref';
import { makeOversizedJpeg, makePhoto } from '../fixtures/photos';

describe('the type of an upload is told from its bytes', () => {
  test.each(['jpeg', 'png', 'webp', 'avif'] as const)('a real %s is recognised', async (format) => {
    expect(sniffPhotoType(await makePhoto(format, 640, 800))).toBe(format);
  });

  test('text, a PDF, an SVG and a GIF are not photos', () => {
    expect(sniffPhotoType(Buffer.from('hello, this is not a photo'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
  });

  test('an MP4 (ftyp box without an avif brand) is not a photo', () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\x02\0isomiso2')]);
    expect(sniffPhotoType(mp4)).toBeNull();
  });
});

describe('the upload rules', () => {
  test('a 640 x 800 JPEG passes with its size', async () => {
    await expect(checkPhoto(await makePhoto('jpeg', 640, 800))).resolves.toEqual({ width: 640, height: 800 });
  });

  test('a text file is refused as not an image', async () => {
    await expect(checkPhoto(Buffer.from('name,price\nLeggings,449\n'))).rejects.toMatchObject({
      code: 'unsupported_type',
      message: 'This file is not an image we can use. Upload a JPEG, PNG, WebP or AVIF photo.',
    });
  });

  test('a file with a JPEG start but broken inside is refused as not an image', async () => {
    await expect(checkPhoto(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]))).rejects.toMatchObject({ code: 'unsupported_type' });
  });

  test('a file over 10 MB is refused', async () => {
    await expect(checkPhoto(await makeOversizedJpeg())).rejects.toMatchObject({
      code: 'too_large',
      message: 'This photo is over 10 MB. Upload a smaller file (at most 10 MB), for example exported at a lower quality.',
    });
  });

  test('a 599-px-wide PNG is refused, a 600-px-wide one passes', async () => {
    await expect(checkPhoto(await makePhoto('png', 599, 900))).rejects.toMatchObject({
      code: 'unprocessable',
      message: 'This photo is 599 px wide, under the 600 px a product photo needs. Upload one at least 600 px wide.',
    });
    await expect(checkPhoto(await makePhoto('png', 600, 900))).resolves.toEqual({ width: 600, height: 900 });
  });
});

describe('widths and sources', () => {
  test('a photo is never made wider than it is: widths above the source give way to the source width', () => {
    expect(photoWidths(2400)).toEqual([320, 640, 960, 1280, 1600]);
    expect(photoWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(photoWidths(1100)).toEqual([320, 640, 960, 1100]);
    expect(photoWidths(600)).toEqual([320, 600]);
  });

  test('a pipeline reference becomes AVIF and WebP srcsets with the box of its aspect', () => {
    const s = photoSources('/media/0123456789abcdef0123456789abcdef-1100x1375.webp');
    expect(s.sets).toEqual([
      {
        type: 'image/avif',
        srcset:
          '/media/0123456789abcdef0123456789abcdef-320.avif 320w, /media/0123456789abcdef0123456789abcdef-640.avif 640w, /media/0123456789abcdef0123456789abcdef-960.avif 960w, /media/0123456789abcdef0123456789abcdef-1100.avif 1100w',
      },
      {
        type: 'image/webp',
        srcset:
          '/media/0123456789abcdef0123456789abcdef-320.webp 320w, /media/0123456789abcdef0123456789abcdef-640.webp 640w, /media/0123456789abcdef0123456789abcdef-960.webp 960w, /media/0123456789abcdef0123456789abcdef-1100.webp 1100w',
      },
    ]);
    expect(s).toMatchObject({ src: '/media/0123456789abcdef0123456789abcdef-640.webp', width: 640, height: 800 });
  });

  test('an old SVG path stays one plain image', () => {
    expect(photoSources('/img/g-leggings-7a1f2b-front.svg')).toEqual({ src: '/img/g-leggings-7a1f2b-front.svg', sets: [], width: 800, height: 1000 });
  });
});
