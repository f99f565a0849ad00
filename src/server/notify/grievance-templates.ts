/**
 * The SMS a complaint gets at once (E-Commerce Rules 2020), in the shape of ORDER_TEMPLATES: the
 * name is registered as a DLT template with 2Factor, `text` is what the dev outbox renders.
 */
export const GRIEVANCE_TEMPLATES = {
  grievance_received: { params: 3, text: 'Hi {1}, Kanmani has received your complaint {2}. We will reply within 48 hours and resolve it by {3}.' },
} as const satisfies Record<string, { params: number; text: string }>;
