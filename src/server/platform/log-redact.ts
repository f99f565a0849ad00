/**
 * Takes personal data out of anything about to be logged: values under personal field names,
 * mobile numbers, e-mail addresses, bearer tokens and codes inside free text, and the values a
 * failed query carries (drizzle's `params` and "params:" line, PostgreSQL's `detail` and quoted
 * input). What is left (error names, codes, SQL with placeholders, stack frames) is what an
 * engineer needs to find the fault.
 */
const PERSONAL_KEY = /mobile|phone|otp|token|secret|password|authorization|cookie|e-?mail|address|pincode|landmark|doorno|contactperson|^name$|^customername$|^params$|^parameters$|^ip$/i;
/** Ids of rows (addressId, orderId) find a fault without saying who; `emailId` is an e-mail. */
const ROW_ID = /(?<!email)Ids?$/;

const TEXT_RULES: [RegExp, string][] = [
  [/\bparams:[\s\S]*$/i, 'params: [redacted]'],
  [/\)=\([^)]*\)/g, ')=([redacted])'],
  [/Failing row contains \([\s\S]*?\)(?=\.?\s*$|\.\s)/g, 'Failing row contains ([redacted])'],
  [/: "[^"]*"/g, ': "[redacted]"'],
  [/\bBearer\s+\S+/gi, 'Bearer [redacted]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/(?<![\w+])(?:\+?91[\s-]?)?[6-9]\d{9}(?!\w)/g, '[mobile]'],
];

export function redactText(text: string): string {
  return TEXT_RULES.reduce((s, [pattern, replacement]) => s.replace(pattern, replacement), text);
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[nested]';
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = PERSONAL_KEY.test(key) && !ROW_ID.test(key) && v != null ? '[redacted]' : redact(v, depth + 1);
  return out;
}

function redactError(err: Error, depth: number): Record<string, unknown> {
  const e = err as Error & { code?: unknown; detail?: unknown; cause?: unknown };
  const frames = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return {
    name: err.name,
    message: redactText(err.message),
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.detail === 'string' ? { detail: redactText(e.detail) } : {}),
    ...(e.cause !== undefined ? { cause: redact(e.cause, depth + 1) } : {}),
    ...(frames.length ? { stack: frames.slice(0, 12).map((l) => l.trim()).join('\n') } : {}),
  };
}
