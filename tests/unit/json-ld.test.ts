import { describe, expect, test } from 'vitest';
import { breadcrumbJsonLd, serializeJsonLd, webSiteJsonLd } from '../../src/lib/json-ld';

describe('JSON-LD helpers', () => {
  test('breadcrumbs are numbered from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd('https://kanmani.example', [{ name: 'Home', path: '/' }, { name: 'FAQs', path: '/faqs' }]);
    expect(ld['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://kanmani.example/' },
      { '@type': 'ListItem', position: 2, name: 'FAQs', item: 'https://kanmani.example/faqs' },
    ]);
  });
  test("the WebSite's search action targets the categories search", () => {
    const action = webSiteJsonLd('https://kanmani.example', 'Kanmani')['potentialAction'] as { target: { urlTemplate: string } };
    expect(action.target.urlTemplate).toBe('https://kanmani.example/categories?search={search_term_string}');
  });
  test('serialised JSON-LD cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
