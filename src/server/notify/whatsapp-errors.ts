/**
 * What a WhatsApp Cloud API error code means for a retry (INTEGRATIONS.md 8.3, 8.4 and
 * appendix B). Rate limits clear by themselves; a few codes are Meta's own transient faults;
 * everything else about the number, the template or the account will fail the same way again.
 */
const RATE_LIMITS = new Set([4, 80007, 130429, 131048, 131056]);
const TRANSIENT = new Set([1, 2, 131000, 131016, 131057]);

export type WhatsAppErrorClass = 'rate-limit' | 'transient' | 'permanent';

export function classifyWhatsAppError(code: number | undefined, httpStatus: number, isTransient?: boolean): WhatsAppErrorClass {
  if (code !== undefined && RATE_LIMITS.has(code)) return 'rate-limit';
  if (httpStatus === 429) return 'rate-limit';
  if ((code !== undefined && TRANSIENT.has(code)) || isTransient === true) return 'transient';
  if (code === undefined && httpStatus >= 500) return 'transient';
  return 'permanent';
}
