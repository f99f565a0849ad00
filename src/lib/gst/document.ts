import type { ChargeKind } from './tax';

/**
 * A GST document (tax invoice or credit note) as it was issued: every Rule 46 particular, with
 * the figures already worked out. It is stored whole with the document and rendered from it,
 * never recomputed, so a change of rates, settings or product names cannot alter an issued one.
 */
export type DocumentParty = { name: string; address: string; stateCode: string; stateName: string };

export type DocumentLine = {
  description: string;
  hsn: string;
  quantity: number;
  unit: 'PCS';
  unitPricePaise: number;
  grossPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** Shipping or the COD fee, part of the composite supply of the goods: reported under the principal goods' HSN. */
export type DocumentCharge = Omit<DocumentLine, 'quantity' | 'unit' | 'unitPricePaise'> & { kind: ChargeKind };

export type DocumentTotals = { grossPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

export type GstDocument = {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** The date of issue in India, 'YYYY-MM-DD'. */
  issuedOn: string;
  seller: DocumentParty & { gstin: string };
  recipient: DocumentParty & { pincode: string; mobile: string; deliveryAddress: string };
  placeOfSupply: { stateCode: string; stateName: string };
  intraState: boolean;
  reverseCharge: false;
  orderNumber: string;
  lines: DocumentLine[];
  charges: DocumentCharge[];
  totals: DocumentTotals;
  /** A discount code agreed before supply (issue 29): already taken off the lines' values above. */
  discount?: { code: string; paise: number };
  /** Credit notes only: the invoice they reverse and why. */
  against?: { number: string; issuedOn: string; reason: string };
};

export const CHARGE_LABELS: Record<ChargeKind, string> = { shipping: 'Shipping charges', 'cod-fee': 'Cash on delivery charge' };
