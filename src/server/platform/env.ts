import { PINCODE_PATTERN } from '#lib/validation/pincode';
import { z } from 'zod';
import { parseTrustedProxy } from './net/trusted-proxy';
import { GATEWAY_NAMES } from '#lib/payment-gateways';

const url = z.url({ protocol: /^https?$/ });

/**
 * Every setting the server reads, validated once. A bad value stops the server with a message
 * that names the variable, so a misconfigured deployment never half-starts.
 */
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
    /** A streaming replica of DATABASE_URL that catalog snapshots are read from once it has caught up. */
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** The checkout queue (issue 33 item 4): `off` places every order at once, as before. */
    CHECKOUT_QUEUE: z.enum(['on', 'off']).default('on'),
    /** Event loop delay (p99 over the last second, ms) at or past which new checkouts queue; 0 always queues past the capacity (tests). */
    CHECKOUT_QUEUE_LAG_MS: z.coerce.number().int().min(0).max(10_000).default(200),
    /** Requests waiting for a database connection at or past which new checkouts queue. */
    CHECKOUT_QUEUE_POOL_WAITING: z.coerce.number().int().min(0).max(1000).default(5),
    /** Orders placed at once on this instance while the gauge is over a threshold. */
    CHECKOUT_QUEUE_CAPACITY: z.coerce.number().int().min(1).max(100).default(4),
    /** How long a shopper's retry with a ticket waits on the server for its turn before being told its place again. */
    CHECKOUT_QUEUE_HOLD_MS: z.coerce.number().int().min(0).max(20_000).default(5000),
    DEV_TOOLS: z.enum(['0', '1', 'true', 'false']).optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').default('local-only-auth-secret-change-me-in-production'),
    /** Signs COD confirmation links; unset derives a key from AUTH_SECRET (so a production AUTH_SECRET covers it). */
    COD_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUSTED_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        try {
          return parseTrustedProxy(v);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
          return z.NEVER;
        }
      }),

    OTP_SENDER: z.enum(['dev', '2factor']).default('dev'),
    TWOFACTOR_API_KEY: z.string().optional(),
    TWOFACTOR_BASE_URL: url.default('https://2factor.in'),
    TWOFACTOR_TEMPLATE: z.string().optional(),
    /** Order messages: unset follows OTP_SENDER. */
    NOTIFY_SMS: z.enum(['dev', '2factor']).optional(),
    /** The DLT sender id (header) 2Factor's transactional SMS goes out under. */
    TWOFACTOR_SENDER_ID: z.string().regex(/^[A-Za-z]{6}$/, 'must be the 6-letter DLT sender id').optional(),
    NOTIFY_WHATSAPP: z.enum(['off', 'cloud']).default('off'),
    WHATSAPP_TOKEN: z.string().optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,20}$/, 'must be the numeric phone number id').optional(),
    WHATSAPP_GRAPH_URL: url.default('https://graph.facebook.com/v23.0'),
    WHATSAPP_APP_SECRET: z.string().optional(),
    /** The token Meta echoes when subscribing the status webhook (GET hub.verify_token). */
    WHATSAPP_VERIFY_TOKEN: z.string().optional(),

    PAYMENT_GATEWAY: z.enum(GATEWAY_NAMES).default('sandbox'),
    SANDBOX_GATEWAY_SECRET: z.string().min(16).default('sandbox-secret-for-local-use-only'),
    PHONEPE_CLIENT_ID: z.string().optional(),
    PHONEPE_CLIENT_SECRET: z.string().optional(),
    PHONEPE_CLIENT_VERSION: z.string().default('1'),
    PHONEPE_AUTH_BASE_URL: url.default('https://api.phonepe.com/apis/identity-manager'),
    PHONEPE_PG_BASE_URL: url.default('https://api.phonepe.com/apis/pg'),
    PHONEPE_WEBHOOK_USERNAME: z.string().optional(),
    PHONEPE_WEBHOOK_PASSWORD: z.string().optional(),

    /** Photos (DESIGN.md 13): files on this server's disk, or an S3-compatible bucket shared by every instance. */
    MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
    MEDIA_DIR: z.string().min(1).default('.data/media'),
    S3_ENDPOINT: url.optional(),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
    S3_REGION: z.string().min(1).default('auto'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),

    /** Live courier (INTEGRATIONS.md 9): the API user's login, never stored in the database nor shown. */
    SHIPROCKET_EMAIL: z.string().optional(),
    SHIPROCKET_PASSWORD: z.string().optional(),
    SHIPROCKET_BASE_URL: url.default('https://apiv2.shiprocket.in/v1/external'),
    SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default('Primary'),
    SHIPROCKET_PICKUP_PINCODE: z.string().regex(PINCODE_PATTERN, 'must be the 6-digit PIN code parcels are picked up from').optional(),
    SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),

    META_PIXEL_ID: z.string().regex(/^\d{5,20}$/, 'must be the numeric pixel id').optional(),
    META_CAPI_TOKEN: z.string().optional(),
    META_GRAPH_BASE_URL: url.default('https://graph.facebook.com'),
    META_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/).default('v21.0'),
    META_TEST_EVENT_CODE: z.string().optional(),

    /** Seals shoppers' refund details (UPI id, bank account) with AES-256-GCM: 32 bytes as 64 hex characters. */
    PAYOUT_DETAILS_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 random bytes)').default('10ca1da7a0000000000000000000000000000000000000000000000000000000'),
  })
  .superRefine((env, ctx) => {
    const need = (key: keyof typeof env, why: string) =>
      ctx.addIssue({ code: 'custom', path: [key], message: why });
    if (env.MEDIA_STORE === 's3' && (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY))
      need('S3_ENDPOINT', 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when MEDIA_STORE=s3');
    // A replica copies a PostgreSQL primary; the embedded database has none to copy.
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
      need('DATABASE_REPLICA_URL', 'needs DATABASE_URL: it is a replica of that PostgreSQL primary, and the embedded database has no replica');
    if (env.NODE_ENV !== 'production') return;
    if (!env.DATABASE_URL) need('DATABASE_URL', 'is required in production (the embedded database is for local use)');
    if (env.OTP_SENDER === 'dev') need('OTP_SENDER', "must be a real SMS sender in production, not 'dev'");
    if (env.OTP_SENDER === '2factor' && !env.TWOFACTOR_API_KEY) need('TWOFACTOR_API_KEY', 'is required when OTP_SENDER=2factor');
    if (env.NOTIFY_SMS === 'dev') need('NOTIFY_SMS', "must be a real SMS notifier in production, not 'dev'");
    if (env.NOTIFY_SMS === '2factor' && (!env.TWOFACTOR_API_KEY || !env.TWOFACTOR_SENDER_ID))
      need('TWOFACTOR_API_KEY', 'and TWOFACTOR_SENDER_ID are required when NOTIFY_SMS=2factor');
    if (env.NOTIFY_WHATSAPP === 'cloud' && (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_APP_SECRET))
      need('WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET are required when NOTIFY_WHATSAPP=cloud');
    if (env.PAYMENT_GATEWAY === 'sandbox') need('PAYMENT_GATEWAY', "must be a real gateway in production, not 'sandbox'");
    if (env.PAYMENT_GATEWAY === 'phonepe' && (!env.PHONEPE_CLIENT_ID || !env.PHONEPE_CLIENT_SECRET))
      need('PHONEPE_CLIENT_ID', 'and PHONEPE_CLIENT_SECRET are required when PAYMENT_GATEWAY=phonepe');
    // Without them no webhook can be verified, so payments would settle only when a shopper looks.
    if (env.PAYMENT_GATEWAY === 'phonepe' && (!env.PHONEPE_WEBHOOK_USERNAME || !env.PHONEPE_WEBHOOK_PASSWORD))
      need('PHONEPE_WEBHOOK_USERNAME', 'and PHONEPE_WEBHOOK_PASSWORD are required when PAYMENT_GATEWAY=phonepe');
    // Without it no tracking update can be verified, so orders would never move to Delivered.
    if (env.SHIPROCKET_EMAIL && !env.SHIPROCKET_WEBHOOK_TOKEN) need('SHIPROCKET_WEBHOOK_TOKEN', 'is required in production when SHIPROCKET_EMAIL is set');
    if (env.AUTH_SECRET.startsWith('local-only')) need('AUTH_SECRET', 'must be set to a long random secret in production');
    if (env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true') need('DEV_TOOLS', 'must be off in production');
    if (env.PAYOUT_DETAILS_KEY.startsWith('10ca1da7a0')) need('PAYOUT_DETAILS_KEY', 'must be set to 32 random bytes in hex in production (openssl rand -hex 32)');
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
