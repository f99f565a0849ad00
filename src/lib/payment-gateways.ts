/** Every gateway the shop speaks to; settings, callback routes and attempts accept only these. */
export const GATEWAY_NAMES = ['sandbox', 'phonepe'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];
