import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  mobileNumber: text('mobile_number').notNull().unique('customers_mobile_number_key'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  /** Migration 0052: personal data erased at the shopper's request (DPDP Act 2023); the row stays for their orders. */
  erasedAt: ts('erased_at'),
  /** Migration 0083: the language the shopper's messages go out in, as last seen on the shop's pages. */
  language: text('language').$type<'en' | 'hi' | 'ta'>().notNull().default('en'),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [index('sessions_customer_idx').on(t.customerId)]);

export const otpChallenges = pgTable('otp_challenges', {
  id: text('id').primaryKey(),
  mobileNumber: text('mobile_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  verifiedAt: ts('verified_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
  onOwnNetwork: boolean('on_own_network').notNull().default(false),
}, (t) => [index('otp_challenges_mobile_idx').on(t.mobileNumber, t.createdAt)]);

export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toNumber: text('to_number').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bucket: text('bucket').notNull(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.createdAt)]);

export const otpOwnNetworks = pgTable('otp_own_networks', {
  key: text('key').primaryKey(),
  verifiedAt: ts('verified_at').notNull().default(sql`now()`),
}, (t) => [index('otp_own_networks_verified_idx').on(t.verifiedAt)]);
