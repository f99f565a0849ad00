import catalog from './0001_catalog';
import accounts from './0002_accounts';
import orders from './0003_orders';
import analytics from './0004_analytics';
import orderEvents from './0005_order_events';
import addressGuards from './0006_address_guards';
import refunds from './0008_refunds';
import jobs from './0009_jobs';
import oneOfferTable from './0010_one_offer_table';
import staff from './0011_staff';
import orderConsole from './0012_order_console';
import otpOwnNetworks from './0013_otp_own_networks';
import catalogVersion from './0014_catalog_version';
import productSlugRedirects from './0015_product_slug_redirects';
import stock from './0018_stock';
import gstInvoices from './0019_gst_invoices';
import deliverySettings from './0020_delivery_settings';
import returns from './0021_returns';
import courierBookings from './0022_courier_bookings';
import orderMessages from './0023_order_messages';
import codFeePayNow from './0024_cod_fee_pay_now';
import orderEventMoves from './0025_order_event_moves';
import staffSignInBudgets from './0035_staff_sign_in_budgets';
import staffPasswordsInvites from './0036_staff_passwords_invites';
import privateEvidence from './0040_private_evidence';
import consoleTasks from './0041_console_tasks';
import legalDeclarations from './0050_legal_declarations';
import grievances from './0051_grievances';
import customerErasure from './0052_customer_erasure';
import exchangeDifference from './0053_exchange_difference';
import orderChanges from './0063_order_changes';
import customerAudit from './0064_customer_audit';
import discountCodes from './0070_discount_codes';
import checkoutRecovery from './0071_checkout_recovery';
import reviews from './0080_reviews';
import dropDemoRatings from './0081_drop_demo_ratings';
import catalogTranslations from './0082_catalog_translations';
import customerLanguage from './0083_customer_language';

/**
 * Every migration in the order it runs. Append new ones at the end; never edit one that has
 * shipped. Plain SQL strings so the same list serves the built server, the tests and the
 * seed script, with no file-system lookup at run time.
 */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001_catalog', sql: catalog },
  { id: '0002_accounts', sql: accounts },
  { id: '0003_orders', sql: orders },
  { id: '0004_analytics', sql: analytics },
  { id: '0005_order_events', sql: orderEvents },
  { id: '0006_address_guards', sql: addressGuards },
  { id: '0008_refunds', sql: refunds },
  { id: '0009_jobs', sql: jobs },
  { id: '0010_one_offer_table', sql: oneOfferTable },
  { id: '0011_staff', sql: staff },
  { id: '0012_order_console', sql: orderConsole },
  { id: '0013_otp_own_networks', sql: otpOwnNetworks },
  { id: '0014_catalog_version', sql: catalogVersion },
  { id: '0015_product_slug_redirects', sql: productSlugRedirects },
  { id: '0018_stock', sql: stock },
  { id: '0019_gst_invoices', sql: gstInvoices },
  { id: '0020_delivery_settings', sql: deliverySettings },
  { id: '0021_returns', sql: returns },
  { id: '0022_courier_bookings', sql: courierBookings },
  { id: '0023_order_messages', sql: orderMessages },
  { id: '0024_cod_fee_pay_now', sql: codFeePayNow },
  { id: '0025_order_event_moves', sql: orderEventMoves },
  { id: '0035_staff_sign_in_budgets', sql: staffSignInBudgets },
  { id: '0036_staff_passwords_invites', sql: staffPasswordsInvites },
  { id: '0040_private_evidence', sql: privateEvidence },
  { id: '0041_console_tasks', sql: consoleTasks },
  { id: '0050_legal_declarations', sql: legalDeclarations },
  { id: '0051_grievances', sql: grievances },
  { id: '0052_customer_erasure', sql: customerErasure },
  { id: '0053_exchange_difference', sql: exchangeDifference },
  { id: '0063_order_changes', sql: orderChanges },
  { id: '0064_customer_audit', sql: customerAudit },
  { id: '0070_discount_codes', sql: discountCodes },
  { id: '0071_checkout_recovery', sql: checkoutRecovery },
  { id: '0080_reviews', sql: reviews },
  { id: '0081_drop_demo_ratings', sql: dropDemoRatings },
  { id: '0082_catalog_translations', sql: catalogTranslations },
  { id: '0083_customer_language', sql: customerLanguage },
];
