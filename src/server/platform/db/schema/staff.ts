import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type StaffRole = 'owner' | 'manager' | 'fulfilment' | 'support';

export const staff = pgTable('staff', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique('staff_email_key'),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  /** The last 30-second step whose code signed in or enrolled: a code works once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  disabledAt: ts('disabled_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

export const staffSessions = pgTable('staff_sessions', {
  id: text('id').primaryKey(),
  staffId: text('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('staff_sessions_token_hash_key'),
  lastSeenAt: ts('last_seen_at').notNull().default(sql`now()`),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [index('staff_sessions_staff_idx').on(t.staffId)]);

export const staffInvites = pgTable('staff_invites', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  tokenHash: text('token_hash').notNull().unique('staff_invites_token_hash_key'),
  invitedBy: text('invited_by').notNull().references(() => staff.id),
  expiresAt: ts('expires_at').notNull(),
  acceptedAt: ts('accepted_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
});

/** An owner's one-time link for a member to choose a new password: hash only, 1 hour, used once. */
export const staffPasswordResets = pgTable('staff_password_resets', {
  id: text('id').primaryKey(),
  staffId: text('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('staff_password_resets_token_hash_key'),
  createdBy: text('created_by').notNull().references(() => staff.id),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [index('staff_password_resets_staff_idx').on(t.staffId)]);

/** Sign-in tries reserved per network, per account on a network and per account (lockout.ts). */
export const staffSignInCounts = pgTable('staff_sign_in_counts', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull().default(sql`now()`),
  tries: integer('tries').notNull().default(0),
  nextAt: ts('next_at').notNull().default(sql`now()`),
}, (t) => [index('staff_sign_in_counts_window_idx').on(t.windowStart)]);

/** Keyed hashes of member and network for each network a member signed in from. */
export const staffOwnNetworks = pgTable('staff_own_networks', {
  key: text('key').primaryKey(),
  verifiedAt: ts('verified_at').notNull().default(sql`now()`),
}, (t) => [index('staff_own_networks_verified_idx').on(t.verifiedAt)]);

/**
 * Only ever appended to: no code updates or deletes an audit row. Each row names one actor: a
 * staff member (id and email) or a customer acting on their own order (migration 0064).
 */
export const auditEvents = pgTable('audit_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: text('staff_id').references(() => staff.id),
  staffEmail: text('staff_email'),
  customerId: text('customer_id').references(() => customers.id),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  requestId: text('request_id'),
  clientAddress: text('client_address'),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [
  index('audit_events_created_idx').on(t.createdAt, t.id),
  index('audit_events_staff_idx').on(t.staffId, t.createdAt),
  index('audit_events_customer_idx').on(t.customerId, t.createdAt).where(sql`${t.customerId} IS NOT NULL`),
  check('audit_events_one_actor', sql`(${t.staffId} IS NOT NULL AND ${t.staffEmail} IS NOT NULL AND ${t.customerId} IS NULL) OR (${t.staffId} IS NULL AND ${t.staffEmail} IS NULL AND ${t.customerId} IS NOT NULL)`),
]);

export const customerNotes = pgTable('customer_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: text('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  staffId: text('staff_id').notNull().references(() => staff.id),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [index('customer_notes_customer_idx').on(t.customerId, t.id)]);
