/**
 * The abandoned-checkout reminders (issue 29 item 5), in the shape of ORDER_TEMPLATES: each name
 * is a MARKETING template with WhatsApp and a DLT template with 2Factor; `text` is what the dev
 * outbox renders. They go only to a shopper who has not turned WhatsApp off in My Account.
 */
export const RECOVERY_TEMPLATES = {
  cart_reminder: { params: 1, text: 'Hi {1}, you left items in your Kanmani cart. Pick up where you left off: {link}' },
  cart_reminder_again: { params: 1, text: 'Hi {1}, your Kanmani cart is still waiting for you: {link}' },
  cart_reminder_code: { params: 2, text: 'Hi {1}, your Kanmani cart is still waiting. Use code {2} at checkout: {link}' },
} as const satisfies Record<string, { params: number; text: string }>;

export type RecoveryTemplateName = keyof typeof RECOVERY_TEMPLATES;
