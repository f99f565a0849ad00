import { describe, expect, test } from 'vitest';
import { INVALID_VIDEO_URL, parseYouTubeId, youTubeId } from '../../src/lib/video';

describe('video id rule (spec section 5)', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/a_b-C1d2E3f', 'a_b-C1d2E3f'],
  ])('accepts %s', (url, id) => {
    expect(youTubeId(url)).toBe(id);
  });

  test.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://vimeo.com/123456789',
    'https://youtu.be/',
    'not a url',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
  ])('refuses %s', (url) => {
    expect(parseYouTubeId(url)).toBeNull();
    expect(() => youTubeId(url)).toThrow(INVALID_VIDEO_URL);
  });
});
