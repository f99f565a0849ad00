import { CHARGE_LABELS, type DocumentCharge, type DocumentLine, type GstDocument } from '#lib/gst/document';
import { GST_STATE_CODES, gstStateCodeOf } from '#lib/gst/state-codes';
import { taxAmount, taxOrder } from '#lib/gst/tax';
import { istDate } from '#lib/gst/ist-date';
import { spreadDiscount } from '#lib/pay-now';
import { afterCodeDiscount } from '#lib/discount-share';
import { orderNumber } from '#lib/order-status';
import type { AddressSnapshot } from '#server/platform/db/schema/index';
import type { GstSettings } from './settings';

type OrderForInvoice = { id: string; customerName: string; customerMobile: string; shippingPaise: number; codFeePaise: number; prepaidDiscountPaise: number; discountCode?: string | null; discountPaise?: number; shippingAddress: AddressSnapshot };
type ItemForInvoice = { productId: string; productName: string; colorName: string; sizeName: string; quantity: number; unitPricePaise: number; lineTotalPaise: number; discountPaise?: number };

export function addressText(a: AddressSnapshot): string {
  return [a.doorNo, a.address, a.landmark, a.city, a.district, `${a.state} ${a.pincode}`].filter((p) => p && p.trim()).join(', ');
}

/** The GST state code of an order's delivery state, its place of supply; undefined for a name the list lacks. */
export const placeOfSupplyOf = (a: AddressSnapshot) => gstStateCodeOf(a.state);

/**
 * Works out a tax invoice's particulars for an order: each line taxed on its own per-piece value,
 * shipping and the COD charge at the main supply's rate. Shipping has no goods' HSN of its own: as part of a
 * composite supply it is reported under the HSN of the principal goods, the largest line at the
 * main rate.
 */
export function invoiceParticulars(input: {
  number: string;
  issuedAt: Date;
  settings: GstSettings;
  order: OrderForInvoice;
  items: readonly ItemForInvoice[];
  hsn: ReadonlyMap<string, string>;
  placeOfSupply: string;
}): GstDocument {
  const { order, settings, placeOfSupply } = input;
  const taxed = taxOrder({
    // A discount code and a 'Pay now and save' discount were agreed before supply, so the goods
    // are invoiced at their discounted values: each line less its share of the code (as the order
    // keeps it), then the prepaid discount spread over what is left.
    lines: spreadDiscount(afterCodeDiscount(input.items), order.prepaidDiscountPaise),
    charges: [
      { kind: 'shipping', grossPaise: order.shippingPaise },
      { kind: 'cod-fee', grossPaise: order.codFeePaise },
    ],
    sellerStateCode: settings.stateCode,
    placeOfSupplyStateCode: placeOfSupply,
    invoiceDate: input.issuedAt,
  });
  const lines: DocumentLine[] = taxed.lines.map((t) => ({
    description: `${t.line.productName} (${t.line.colorName}, size ${t.line.sizeName})`,
    hsn: input.hsn.get(t.line.productId)!,
    quantity: t.line.quantity,
    unit: 'PCS',
    unitPricePaise: t.line.unitPricePaise,
    grossPaise: t.grossPaise,
    taxablePaise: t.taxablePaise,
    rateBp: t.rateBp,
    cgstPaise: t.cgstPaise,
    sgstPaise: t.sgstPaise,
    igstPaise: t.igstPaise,
  }));
  const principal = lines.filter((l) => l.rateBp === taxed.mainRateBp).reduce((a, b) => (b.taxablePaise > a.taxablePaise ? b : a), lines[0]!);
  const charges: DocumentCharge[] = taxed.charges.map((c) => ({
    kind: c.kind,
    description: CHARGE_LABELS[c.kind],
    hsn: principal.hsn,
    grossPaise: c.grossPaise,
    taxablePaise: c.taxablePaise,
    rateBp: c.rateBp,
    cgstPaise: c.cgstPaise,
    sgstPaise: c.sgstPaise,
    igstPaise: c.igstPaise,
  }));
  const { taxPaise: _tax, ...totals } = taxed.totals;
  const a = order.shippingAddress;
  const stateName = GST_STATE_CODES[placeOfSupply]!;
  return {
    kind: 'invoice',
    number: input.number,
    issuedOn: istDate(input.issuedAt),
    seller: { name: settings.legalName, address: settings.address, gstin: settings.gstin, stateCode: settings.stateCode, stateName: GST_STATE_CODES[settings.stateCode]! },
    recipient: {
      name: a.contactPerson || order.customerName,
      address: addressText(a),
      deliveryAddress: addressText(a),
      pincode: a.pincode,
      mobile: a.mobile ?? order.customerMobile,
      stateCode: placeOfSupply,
      stateName,
    },
    placeOfSupply: { stateCode: placeOfSupply, stateName },
    intraState: taxed.intraState,
    reverseCharge: false,
    orderNumber: orderNumber(order.id),
    lines,
    charges,
    totals,
    ...(order.discountCode && order.discountPaise ? { discount: { code: order.discountCode, paise: order.discountPaise } } : {}),
  };
}

/** A credit note reversing an invoice whole, line by line with the invoice's own figures. */
export function creditNoteParticulars(invoice: GstDocument, number: string, issuedAt: Date, reason: string): GstDocument {
  return {
    ...invoice,
    kind: 'credit-note',
    number,
    issuedOn: istDate(issuedAt),
    against: { number: invoice.number, issuedOn: invoice.issuedOn, reason },
  };
}

/** A credit note against an invoice that credits only `lines` (no charges), totalled from them. */
export function creditNoteOfLines(invoice: GstDocument, number: string, issuedAt: Date, reason: string, lines: DocumentLine[]): GstDocument {
  const sum = (k: 'grossPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => lines.reduce((a, l) => a + l[k], 0);
  return {
    ...creditNoteParticulars(invoice, number, issuedAt, reason),
    lines,
    charges: [],
    totals: { grossPaise: sum('grossPaise'), taxablePaise: sum('taxablePaise'), cgstPaise: sum('cgstPaise'), sgstPaise: sum('sgstPaise'), igstPaise: sum('igstPaise') },
  };
}

/** Which pieces of an invoice a return gives back: the invoice line's index and how many of its pieces. */
export type ReturnedPieces = { index: number; quantity: number };

/**
 * A credit note for a return of some pieces (issue 17 item 4): only the returned lines, each
 * reversed at the rate the invoice charged. All of a line's pieces take the invoice's own
 * figures; part of them take their share of the line's value, split again into taxable value and
 * tax by the same rounding. Shipping is not part of a return and is not reversed.
 */
export function returnCreditNoteParticulars(invoice: GstDocument, number: string, issuedAt: Date, reason: string, pieces: readonly ReturnedPieces[]): GstDocument {
  const lines: DocumentLine[] = pieces.map(({ index, quantity }) => {
    const line = invoice.lines[index];
    if (!line || quantity < 1 || quantity > line.quantity) throw new Error(`invoice ${invoice.number} has no ${quantity} pieces on line ${index}`);
    if (quantity === line.quantity) return line;
    const share = taxAmount(Math.round((line.grossPaise * quantity) / line.quantity), line.rateBp, invoice.intraState);
    return { ...line, quantity, grossPaise: share.grossPaise, taxablePaise: share.taxablePaise, cgstPaise: share.cgstPaise, sgstPaise: share.sgstPaise, igstPaise: share.igstPaise };
  });
  return creditNoteOfLines(invoice, number, issuedAt, reason, lines);
}

/** A fall in an invoice line's value: some of its pieces exchanged for a size that lists for less. */
export type PriceDifference = { index: number; quantity: number; grossPaise: number; exchangedFor: string };

/**
 * A credit note for exchanges to cheaper sizes (issue 35 item 5): the goods stay sold, their
 * value falls, so each exchanged line is credited only the difference paid back, taxed at the
 * rate the invoice charged and split by the same rounding.
 */
export function differenceCreditNoteParticulars(invoice: GstDocument, number: string, issuedAt: Date, reason: string, differences: readonly PriceDifference[]): GstDocument {
  const lines: DocumentLine[] = differences.map(({ index, quantity, grossPaise, exchangedFor }) => {
    const line = invoice.lines[index];
    if (!line || quantity < 1 || quantity > line.quantity || grossPaise < 1) throw new Error(`invoice ${invoice.number} has no ${quantity} pieces on line ${index} to credit ${grossPaise} paise`);
    const share = taxAmount(grossPaise, line.rateBp, invoice.intraState);
    return {
      ...line,
      description: `${line.description}, exchanged for ${exchangedFor}: price difference`,
      quantity,
      unitPricePaise: Math.round(grossPaise / quantity),
      grossPaise: share.grossPaise,
      taxablePaise: share.taxablePaise,
      cgstPaise: share.cgstPaise,
      sgstPaise: share.sgstPaise,
      igstPaise: share.igstPaise,
    };
  });
  return creditNoteOfLines(invoice, number, issuedAt, reason, lines);
}
