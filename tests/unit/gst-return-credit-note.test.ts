import { describe, expect, test } from 'vitest';
import { invoiceParticulars, returnCreditNoteParticulars } from '../../src/server/gst/gst-document';
import { DEMO_GST_SETTINGS } from '../../src/server/gst/demo-settings';

const line = (productId: string, quantity: number, unitPricePaise: number) => ({ productId, productName: `Leggings ${productId}`, colorName: 'Black', sizeName: 'M', quantity, unitPricePaise, lineTotalPaise: quantity * unitPricePaise });

function invoice(state: string) {
  return invoiceParticulars({
    number: 'KM/2627/00001',
    issuedAt: new Date('2026-11-20T10:00:00+05:30'),
    settings: { ...DEMO_GST_SETTINGS, updatedAt: new Date() } as never,
    order: { id: 'a1b2c3d4e5f6a1b2c3d4e5f6', customerName: 'Meena', customerMobile: '9876543210', shippingPaise: 9_900, codFeePaise: 0, prepaidDiscountPaise: 0, shippingAddress: { contactPerson: 'Meena', doorNo: '7', address: 'North Car Street', landmark: '', city: 'Chennai', district: 'Chennai', state, pincode: '600040', country: 'India', mobile: '9876543210' } },
    items: [line('a', 2, 105_000), line('b', 1, 295_000)],
    hsn: new Map([['a', '6104'], ['b', '6204']]),
    placeOfSupply: state === 'Karnataka' ? '29' : '33',
  });
}

describe('a credit note for returned pieces', () => {
  test('one of two ₹1,050 pieces in the seller’s state: taxable ₹1,000.00, CGST ₹25.00, SGST ₹25.00; no shipping reversed', () => {
    const note = returnCreditNoteParticulars(invoice('Tamil Nadu'), 'KMCN/2627/00001', new Date('2026-11-25T10:00:00+05:30'), 'Return', [{ index: 0, quantity: 1 }]);
    expect(note.kind).toBe('credit-note');
    expect(note.against).toEqual({ number: 'KM/2627/00001', issuedOn: '2026-11-20', reason: 'Return' });
    expect(note.lines.map((l) => [l.hsn, l.quantity, l.grossPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([['6104', 1, 105_000, 100_000, 2_500, 2_500, 0]]);
    expect(note.charges).toEqual([]);
    expect(note.totals).toEqual({ grossPaise: 105_000, taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 });
  });

  test('a whole line takes the invoice’s own figures; another state’s return is IGST at the invoice’s 18%', () => {
    const inv = invoice('Karnataka');
    const note = returnCreditNoteParticulars(inv, 'KMCN/2627/00002', new Date('2026-11-25T10:00:00+05:30'), 'Return', [{ index: 1, quantity: 1 }]);
    expect(note.lines).toEqual([inv.lines[1]]);
    expect(note.totals).toEqual({ grossPaise: 295_000, taxablePaise: 250_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 45_000 });
  });

  test('more pieces than the line has is a bug, not a document', () => {
    expect(() => returnCreditNoteParticulars(invoice('Tamil Nadu'), 'X', new Date(), 'Return', [{ index: 0, quantity: 3 }])).toThrow();
  });
});
