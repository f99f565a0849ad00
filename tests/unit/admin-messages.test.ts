import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { hasLabels, parseLabelled } from '../../src/lib/validation/labels';
import * as orders from '../../src/lib/validation/admin-orders';
import * as calls from '../../src/lib/validation/call-outcome';
import * as returns from '../../src/lib/validation/returns';
import * as stock from '../../src/lib/validation/stock';
import * as gst from '../../src/lib/validation/gst';
import * as staff from '../../src/lib/validation/staff';
import * as taxonomy from '../../src/lib/validation/taxonomy';
import * as grievance from '../../src/lib/validation/grievance';
import * as photos from '../../src/lib/validation/colour-photos';
import * as legal from '../../src/lib/validation/legal';
import * as rto from '../../src/lib/validation/rto-report';
import * as product from '../../src/lib/validation/product-input';
import * as changes from '../../src/lib/validation/admin-order-changes';
import * as bulkShip from '../../src/lib/validation/bulk-ship';
import { OrderDocumentIdsSchema } from '../../src/lib/validation/order-documents';
import { labelledId } from '../../src/lib/validation/id';
import { NoFieldsSchema } from '../../src/lib/validation/labels';
import { CustomerQuerySchema } from '../../src/server/customers/customer-query';
import { AuditQuerySchema } from '../../src/server/audit/audit-filter';
import { DeliverySettingsWireSchema } from '../../src/lib/delivery/settings-wire';
import { DeliverySettingsSchema } from '../../src/lib/delivery/settings';
import * as recovery from '../../src/lib/validation/recovery';
import * as discounts from '../../src/lib/validation/discounts';

/**
 * Issue 28 item 4: every console error speaks the label staff see. Each admin schema is fed
 * wrong input of every kind, field by field; no message may name a field by its code name
 * (camelCase), start mid-sentence ('awb must…'), or be zod's own 'Invalid input…'.
 * A new admin schema joins this list (see src/lib/validation/labels.ts).
 */
const ADMIN_SCHEMAS: Record<string, z.ZodType> = {
  OrderQueueQuerySchema: orders.OrderQueueQuerySchema,
  RecoverySettingsSchema: recovery.RecoverySettingsSchema,
  RecoveryReportQuerySchema: recovery.RecoveryReportQuerySchema,
  OrderIdParamSchema: orders.OrderIdParamSchema,
  ShipOrderSchema: orders.ShipOrderSchema,
  CancelOrderSchema: orders.CancelOrderSchema,
  OrderMoveNoteSchema: orders.OrderMoveNoteSchema,
  OrderNoteSchema: orders.OrderNoteSchema,
  BulkOrdersSchema: orders.BulkOrdersSchema,
  PackingSlipQuerySchema: orders.PackingSlipQuerySchema,
  NdrActionSchema: orders.NdrActionSchema,
  CallOutcomeSchema: calls.CallOutcomeSchema,
  ReturnIdParamSchema: returns.ReturnIdParamSchema,
  RejectReturnSchema: returns.RejectReturnSchema,
  ReturnPickupSchema: returns.ReturnPickupSchema,
  ReceiveReturnSchema: returns.ReceiveReturnSchema,
  ShipExchangeSchema: returns.ShipExchangeSchema,
  RefundReturnSchema: returns.RefundReturnSchema,
  ReturnSettingsSchema: returns.ReturnSettingsSchema,
  ReturnQueueQuerySchema: returns.ReturnQueueQuerySchema,
  StockEditSchema: stock.StockEditSchema,
  ThresholdSchema: stock.ThresholdSchema,
  StockQuerySchema: stock.StockQuerySchema,
  StockSettingsSchema: stock.StockSettingsSchema,
  GstSettingsSchema: gst.GstSettingsSchema,
  ProductIdParamSchema: gst.ProductIdParamSchema,
  Gstr1QuerySchema: gst.Gstr1QuerySchema,
  ProductHsnSchema: gst.ProductHsnSchema,
  SignInSchema: staff.SignInSchema,
  InviteSchema: staff.InviteSchema,
  AcceptInviteSchema: staff.AcceptInviteSchema,
  StaffChangeSchema: staff.StaffChangeSchema,
  PasswordChangeSchema: staff.PasswordChangeSchema,
  PasswordResetSchema: staff.PasswordResetSchema,
  CustomerNoteSchema: staff.CustomerNoteSchema,
  CategoryInputSchema: taxonomy.CategoryInputSchema,
  SubcategoryInputSchema: taxonomy.SubcategoryInputSchema,
  CollectionInputSchema: taxonomy.CollectionInputSchema,
  MenuInputSchema: taxonomy.MenuInputSchema,
  RateTiersInputSchema: taxonomy.RateTiersInputSchema,
  GrievanceNoteSchema: grievance.GrievanceNoteSchema,
  GrievanceQueueQuerySchema: grievance.GrievanceQueueQuerySchema,
  GrievanceIdParamSchema: grievance.GrievanceIdParamSchema,
  ColourPhotosParamsSchema: photos.ColourPhotosParamsSchema,
  PhotoOrderSchema: photos.PhotoOrderSchema,
  PhotoRemoveSchema: photos.PhotoRemoveSchema,
  LegalSettingsSchema: legal.LegalSettingsSchema,
  RtoReportQuerySchema: rto.RtoReportQuerySchema,
  RtoCsvQuerySchema: rto.RtoCsvQuerySchema,
  ProductInputSchema: product.ProductInputSchema,
  ProductListQuerySchema: product.ProductListQuerySchema,
  ProductEditorIdParamSchema: product.ProductIdParamSchema,
  ChangeLineSchema: changes.ChangeLineSchema,
  RemoveLineSchema: changes.RemoveLineSchema,
  ChangeAddressSchema: changes.ChangeAddressSchema,
  GoodwillRefundSchema: changes.GoodwillRefundSchema,
  BulkShipRequestSchema: bulkShip.BulkShipRequestSchema,
  BulkShipRowSchema: bulkShip.BulkShipRowSchema,
  OrderDocumentIdsSchema,
  CustomerQuerySchema,
  AuditQuerySchema,
  DeliverySettingsWireSchema,
  DeliverySettingsSchema,
  'labelledId (a page address id)': labelledId('Category id'),
  NoFieldsSchema,
  DiscountInputSchema: discounts.DiscountInputSchema,
  DiscountIdParamSchema: discounts.DiscountIdParamSchema,
  DiscountPauseSchema: discounts.DiscountPauseSchema,
};

type Def = { type: string; shape?: Record<string, z.ZodType>; options?: z.ZodType[]; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; left?: z.ZodType; right?: z.ZodType; values?: unknown[] };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The objects a schema accepts, as {key: literal} bases plus their keys: a union gives one per option. */
function objectShapes(s: z.ZodType): { base: Record<string, unknown>; keys: string[] }[] {
  const d = defOf(s);
  if (d.type === 'object') {
    const base: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(d.shape!)) if (defOf(v).type === 'literal') base[k] = defOf(v).values![0];
    return [{ base, keys: Object.keys(d.shape!) }];
  }
  if (d.type === 'union') return d.options!.flatMap(objectShapes);
  if (d.type === 'intersection') return [...objectShapes(d.left!), ...objectShapes(d.right!)];
  const next = d.innerType ?? d.out ?? d.in;
  return next ? objectShapes(next) : [];
}

const WRONG_VALUES: unknown[] = [12_345, -1, 1.5, 0, 49, '', 'x', 'x'.repeat(3000), {}, [], true, null];

function wrongInputs(schema: z.ZodType): unknown[] {
  const inputs: unknown[] = [undefined, null, [], 'text', 42, {}];
  for (const { base, keys } of objectShapes(schema)) {
    inputs.push(base);
    for (const key of keys) for (const value of WRONG_VALUES) inputs.push({ ...base, [key]: value });
  }
  return inputs;
}

function messagesFor(schema: z.ZodType): string[] {
  const out = new Set<string>();
  for (const input of wrongInputs(schema)) {
    const r = parseLabelled(schema, input);
    if (!r.success) for (const issue of r.error.issues) out.add(issue.message);
  }
  return [...out];
}

describe('every admin schema speaks the labels staff see', () => {
  for (const [name, schema] of Object.entries(ADMIN_SCHEMAS)) {
    test(name, () => {
      expect(hasLabels(schema), `${name} carries labels`).toBe(true);
      const messages = messagesFor(schema);
      expect(messages.length).toBeGreaterThan(0);
      const bad = messages.filter(
        (m) => /\b[a-z]+[A-Z][A-Za-z]*\b/.test(m) || /\b[A-Za-z]+\.(\d+|[a-z]+[A-Z])/.test(m) || /invalid input|expected \w+, received/i.test(m) || !/^[A-Z]/.test(m),
      );
      expect(bad).toEqual([]);
    });
  }
});

describe('the messages staff read most', () => {
  const SHIP = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
  const first = (schema: z.ZodType, input: unknown) => {
    const r = parseLabelled(schema, input);
    return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  test('the AWB number, the tracking link and the courier', () => {
    expect(first(orders.ShipOrderSchema, { ...SHIP, awb: 'DLV 123' })).toEqual([['awb', 'AWB number must be 8 to 20 letters or digits']]);
    expect(first(orders.ShipOrderSchema, { ...SHIP, trackingUrl: 'http://delhivery.com/x' })).toEqual([['trackingUrl', "Tracking link must be a full https:// link to the courier's tracking page"]]);
    expect(first(orders.ShipOrderSchema, { courier: 'Delhivery' })).toEqual([
      ['awb', 'AWB number is required'],
      ['trackingUrl', 'Tracking link is required'],
    ]);
    expect(first(returns.ReturnPickupSchema, { ...SHIP, awb: 7 })).toEqual([['awb', 'AWB number must be text']]);
  });

  test('the payout reference of a refund or an exchange', () => {
    expect(first(returns.RefundReturnSchema, { payoutReference: 'UT' })).toEqual([['payoutReference', 'UPI or bank transfer reference must be 4 to 40 characters, as your bank shows it']]);
    expect(first(returns.RefundReturnSchema, { payoutReference: 12345 })).toEqual([['payoutReference', 'UPI or bank transfer reference must be text']]);
  });

  test("zod's own issues in the label's words", () => {
    expect(first(stock.StockEditSchema, { mode: 'set', onHand: '5' })).toEqual([['onHand', 'On hand must be a whole number of units']]);
    expect(first(returns.ReturnSettingsSchema, {})).toEqual([['windowDays', 'Return window (days after delivery) must be a whole number of days from 1 to 90']]);
    expect(first(orders.CancelOrderSchema, [])).toEqual([['', 'The form sent something the console cannot read. Reload the page and try again.']]);
    expect(first(staff.StaffChangeSchema, { role: 'manager', colour: 'red' })).toEqual([['', 'The form sent a field the console does not know. Reload the page and try again.']]);
  });
  test('a field inside a colour, a size or an offer of the product form says which', () => {
    const size = { name: 'M', price: 499, strikedPrice: 699, weight: 180 };
    const form = {
      name: 'Cotton kurti',
      slug: 'cotton-kurti',
      type: 1,
      categoryId: 'a'.repeat(24),
      description: 'Soft cotton.',
      published: false,
      colorVariants: [
        { name: 'Maroon', colorCode: '#7a1f2b', sizes: [size] },
        { name: 'Teal', colorCode: '#1f7a6b', sizes: [{ ...size, name: 'S' }, { ...size, price: 0, offers: [{ quantity: 1, offerPrice: 900 }] }] },
      ],
    };
    expect(first(product.ProductInputSchema, form)).toEqual([
      ['colorVariants.1.sizes.1.price', 'Colour 2 (Teal), size M: price must be above ₹0'],
      ['colorVariants.1.sizes.1.offers.0.quantity', 'Colour 2 (Teal), size M, offer 1: quantity must be a whole number from 2 to 99'],
    ]);
    expect(first(product.ProductInputSchema, { ...form, colorVariants: [{ name: '', colorCode: 'maroon', sizes: [] }] })).toEqual([
      ['colorVariants.0.name', 'Colour 1: colour name is required'],
      ['colorVariants.0.colorCode', 'Colour 1: colour code must be a hex colour like #7a1f2b'],
      ['colorVariants.0.sizes', 'Colour 1: add at least one size'],
    ]);
    expect(first(product.ProductInputSchema, { ...form, colorVariants: [form.colorVariants[0]], type: 3, published: 'yes' })).toEqual([
      ['type', 'Type must be Best Seller or Featured'],
      ['published', 'Status must be Published or Draft'],
    ]);
  });

  test('the legal settings, the RTO report, the audit filter and the customer list', () => {
    const officer = { name: 'Meena R', designation: 'Grievance officer', phone: '+91 98765 43210', email: 'grievance@example.in' };
    expect(first(legal.LegalSettingsSchema, { defaults: { netQuantity: 7 }, grievanceOfficer: { ...officer, phone: 'call me' } })).toEqual([
      ['defaults.netQuantity', 'Net quantity must be text'],
      ['grievanceOfficer.phone', 'Grievance officer phone must be a phone number, such as +91 98765 43210'],
    ]);
    expect(first(rto.RtoReportQuerySchema, { from: '2026-11-09', to: '2026-11-02' })).toEqual([['to', 'To (week of) must be on or after From (week of)']]);
    expect(first(rto.RtoCsvQuerySchema, { from: '2026-02-30', table: 'x' })).toEqual([
      ['from', 'From (week of) is not a date in the calendar'],
      ['table', 'Table must be one of the report’s tables: orders, revenue, average order value, rates or PIN prefixes'],
    ]);
    expect(first(AuditQuerySchema, { from: '23-11-2026', page: 'two' })).toEqual([
      ['from', 'From (India date): use a date like 2026-11-23.'],
      ['page', 'Page must be a whole number from 1 to 100000'],
    ]);
    expect(first(CustomerQuerySchema, { page: '0' })).toEqual([['page', 'Page must be a whole number from 1 to 10000']]);
  });

  test('the delivery settings name the form’s fields and the zone row', () => {
    const settings = { source: 'zones', zones: [{ covers: 'rest', prepaidDays: 5, codDays: 6, codAllowed: true }], holidays: [], codMin: 0, codMax: null, blockedPincodes: [], blockedMobiles: [], rtoLimit: 2 };
    expect(first(DeliverySettingsWireSchema, settings)).toBeNull();
    expect(first(DeliverySettingsWireSchema, { ...settings, zones: [...settings.zones, { covers: 'pin', prefix: '600', prepaidDays: 0, codDays: 3, codAllowed: true }], codMin: -5, rtoLimit: 1.5 })).toEqual([
      ['zones.1.prepaidDays', 'Zone row 2: days paid online must be a whole number from 1 to 30'],
      ['codMin', 'Minimum order (₹) must be at least ₹0'],
      ['rtoLimit', 'Returned COD orders before COD is turned off must be a whole number from 0 to 10'],
    ]);
  });

  test('an id from the page address and a button that sends no fields', () => {
    expect(first(labelledId('Category id'), 'shirts')).toEqual([['', 'Category id must be 24 hexadecimal characters, as in the page’s address']]);
    expect(first(NoFieldsSchema, [])).toEqual([['', 'The form sent something the console cannot read. Reload the page and try again.']]);
  });
});
