import { sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  mobileNumber: text('mobile_number').notNull().unique(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const otpChallenges = pgTable('otp_challenges', {
  id: text('id').primaryKey(),
  mobileNumber: text('mobile_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  verifiedAt: ts('verified_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

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
});
