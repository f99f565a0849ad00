import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders';
import type { GstDocument } from '#lib/gst/document';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The seller's GST registration, one row (migration 0019). */
export const gstSettings = pgTable('gst_settings', {
  id: smallint('id').primaryKey().default(1),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  stateCode: text('state_code').notNull(),
  gstin: text('gstin').notNull(),
  invoicePrefix: text('invoice_prefix').notNull(),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});

/** The last serial issued per document series and financial year; locked by the issuing transaction. */
export const gstDocumentCounters = pgTable('gst_document_counters', {
  series: text('series').notNull(),
  financialYear: text('financial_year').notNull(),
  lastSerial: integer('last_serial').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.series, t.financialYear] })]);

const documentColumns = {
  id: text('id').primaryKey(),
  number: text('number').notNull(),
  series: text('series').notNull(),
  financialYear: text('financial_year').notNull(),
  serial: integer('serial').notNull(),
  issuedAt: ts('issued_at').notNull(),
  placeOfSupply: text('place_of_supply').notNull(),
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
  particulars: jsonb('particulars').$type<GstDocument>().notNull(),
};

export const invoices = pgTable('invoices', {
  ...documentColumns,
  orderId: text('order_id').notNull().references(() => orders.id),
}, (t) => [
  unique('invoices_order_key').on(t.orderId),
  unique('invoices_number_key').on(t.number),
  unique('invoices_serial_key').on(t.series, t.financialYear, t.serial),
  index('invoices_issued_idx').on(t.issuedAt),
]);

export const creditNotes = pgTable('credit_notes', {
  ...documentColumns,
  invoiceId: text('invoice_id').notNull().references(() => invoices.id),
  reason: text('reason').notNull(),
}, (t) => [
  unique('credit_notes_number_key').on(t.number),
  unique('credit_notes_serial_key').on(t.series, t.financialYear, t.serial),
  index('credit_notes_invoice_idx').on(t.invoiceId),
  index('credit_notes_issued_idx').on(t.issuedAt),
]);
