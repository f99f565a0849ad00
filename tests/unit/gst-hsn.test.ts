import { describe, expect, test } from 'vitest';
import { checkHsn, defaultHsnFor } from '../../src/lib/gst/hsn';
import { CATALOG } from '../../src/server/app/seed/demo-data';

const HSN_MESSAGE = 'The HSN code must be 4, 6 or 8 digits, such as 6104; find it in the GST rate list for the garment.';

describe('an HSN code', () => {
  test.each([['6104'], ['610462'], ['61046200']])('%s is accepted', (hsn) => {
    expect(checkHsn(hsn)).toEqual({ ok: true, hsn });
  });

  test('with spaces around it is accepted without them', () => {
    expect(checkHsn(' 6108 ')).toEqual({ ok: true, hsn: '6108' });
  });

  test.each([[''], ['610'], ['61046'], ['6104620'], ['610462001'], ['61A4'], ['6104 62']])('"%s" is refused', (hsn) => {
    expect(checkHsn(hsn)).toEqual({ ok: false, message: HSN_MESSAGE });
  });
});

describe('default HSN headings', () => {
  test.each([
    ['leggings', '6104'],
    ['pants', '6104'],
    ['shapewear', '6212'],
    ['inner-wear', '6108'],
    ['boxer-shorts', '6104'],
    ['kids', '6104'],
  ])('the %s category starts from %s', (slug, hsn) => {
    expect(defaultHsnFor(slug)).toBe(hsn);
  });

  test('every demo category has one', () => {
    expect(CATALOG.map((c) => c.slug).filter((slug) => defaultHsnFor(slug) === undefined)).toEqual([]);
  });

  test('a category the merchant made up has none, and nothing is inherited from Object', () => {
    expect(defaultHsnFor('sarees')).toBeUndefined();
    expect(defaultHsnFor('toString')).toBeUndefined();
  });
});
