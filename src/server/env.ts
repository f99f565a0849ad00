import { z } from 'zod';

/**
 * Every setting the server reads, validated once. A bad value stops the server with a message
 * that names the variable, so a misconfigured deployment never half-starts.
 */
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const url = z.url({ protocol: /^https?$/ });

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_SITE_URL: url.default('http://localhost:4321'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    DEV_TOOLS: z.enum(['0', '1', 'true', 'false']).optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').default('local-only-auth-secret-change-me-in-production'),
    TRUSTED_PROXY: flag,

    OTP_SENDER: z.enum(['dev', '2factor']).default('dev'),
    TWOFACTOR_API_KEY: z.string().optional(),
    TWOFACTOR_BASE_URL: url.default('https://2factor.in'),
    TWOFACTOR_TEMPLATE: z.string().optional(),

    PAYMENT_GATEWAY: z.enum(['sandbox', 'phonepe']).default('sandbox'),
    SANDBOX_GATEWAY_SECRET: z.string().min(16).default('sandbox-secret-for-local-use-only'),
    PHONEPE_CLIENT_ID: z.string().optional(),
    PHONEPE_CLIENT_SECRET: z.string().optional(),
    PHONEPE_CLIENT_VERSION: z.string().default('1'),
    PHONEPE_AUTH_BASE_URL: url.default('https://api.phonepe.com/apis/identity-manager'),
    PHONEPE_PG_BASE_URL: url.default('https://api.phonepe.com/apis/pg'),
    PHONEPE_WEBHOOK_USERNAME: z.string().optional(),
    PHONEPE_WEBHOOK_PASSWORD: z.string().optional(),

    META_PIXEL_ID: z.string().regex(/^\d{5,20}$/, 'must be the numeric pixel id').optional(),
    META_CAPI_TOKEN: z.string().optional(),
    META_GRAPH_BASE_URL: url.default('https://graph.facebook.com'),
    META_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v21.0'),
    META_TEST_EVENT_CODE: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    const need = (key: keyof typeof env, why: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message: why });
    if (!env.DATABASE_URL) need('DATABASE_URL', 'is required in production (the embedded database is for local use)');
    if (env.OTP_SENDER === 'dev') need('OTP_SENDER', "must be a real SMS sender in production, not 'dev'");
    if (env.OTP_SENDER === '2factor' && !env.TWOFACTOR_API_KEY) need('TWOFACTOR_API_KEY', 'is required when OTP_SENDER=2factor');
    if (env.PAYMENT_GATEWAY === 'sandbox') need('PAYMENT_GATEWAY', "must be a real gateway in production, not 'sandbox'");
    if (env.PAYMENT_GATEWAY === 'phonepe' && (!env.PHONEPE_CLIENT_ID || !env.PHONEPE_CLIENT_SECRET))
      need('PHONEPE_CLIENT_ID', 'and PHONEPE_CLIENT_SECRET are required when PAYMENT_GATEWAY=phonepe');
    if (env.AUTH_SECRET.startsWith('local-only')) need('AUTH_SECRET', 'must be set to a long random secret in production');
    if (env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true') need('DEV_TOOLS', 'must be off in production');
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  // scripts/start.mjs keeps the operator's NODE_ENV in SHOP_ENV and sets NODE_ENV=production for libraries.
  if (cleaned.SHOP_ENV) cleaned.NODE_ENV = cleaned.SHOP_ENV;
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'} ${i.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}\nFix these variables (see .env.example) and start again.`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Dev tools (the SMS outbox reader, the sandbox gateway page) are on by default outside production. */
export function devToolsOn(e: Env = env()): boolean {
  return e.NODE_ENV !== 'production' && e.DEV_TOOLS !== '0' && e.DEV_TOOLS !== 'false';
}

/** Tests change settings between cases; production code never calls this. */
export function resetEnvForTests(overrides: Record<string, string | undefined> = {}): Env {
  cached = parseEnv({ ...process.env, ...overrides });
  return cached;
}
