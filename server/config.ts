import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { abnDigits, isValidAbn } from '../contract/abn';

/** Maps services the server can ask for street addresses; each is called only from here. */
const MAPS_PROVIDERS = ['geoapify'] as const;
export type MapsProviderName = (typeof MAPS_PROVIDERS)[number];
const MAPS_DEFAULT_BASE_URL: Record<MapsProviderName, string> = {
  geoapify: 'https://api.geoapify.com',
};

const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankAsUndefined, z.string().optional());
// An IPv4 or IPv6 address, optionally with a /prefix: what TRUST_PROXY lists.
const PROXY_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;

/**
 * Development and test invoices need a supplier too; these are plainly a demo (the ABN is the
 * ATO's own published example). Production refuses to start without the real ones.
 */
/** A 32-byte AES key given as 64 hex digits or base64; undefined when it is neither. */
export function decodePayoutKey(value: string): Buffer | undefined {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

const DEMO_SUPPLIER = {
  name: 'CarGo Demo Pty Ltd',
  abn: '51 824 753 556',
  address: '1 Example Street, Sydney NSW 2000',
};

/** Every setting the server reads, parsed once from the environment. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: optionalString,
    DATA_DIR: z.preprocess(blankAsUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SESSION_SECRET: z.preprocess(blankAsUndefined, z.string().min(32).optional()),
    SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SUPPORT_EMAIL: z.string().email().default('support@cargo.test'),
    UPLOAD_ORIGIN: z.preprocess(blankAsUndefined, z.string().url().optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    CARD_SURCHARGE_RATE: z.coerce.number().min(0).max(0.1).default(0.02),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    ADDRESS_SEARCH_LIMIT: z.coerce.number().int().min(1).default(30),
    MAX_UNATTACHED_RECEIPTS: z.coerce.number().int().min(1).default(20),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).optional()),
    TRUST_PROXY: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .optional()
        .transform((v) =>
          (v ?? '')
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().regex(PROXY_ADDRESS, 'not an IP address or CIDR range'))),
    ),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
    SANDBOX_SETTLE_SECONDS: z.coerce.number().min(0).max(86_400).default(4),
    SMTP_URL: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .url()
        .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      blankAsUndefined,
      z.string().min(3).default('CarGo <no-reply@cargo.test>'),
    ),
    PUBLIC_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
    API_DOCS: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).default('true')),
    RESET_LINK_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
    SUPPLIER_NAME: z.preprocess(blankAsUndefined, z.string().trim().min(2).max(200).optional()),
    SUPPLIER_ABN: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .refine(isValidAbn, 'is not a valid ABN (11 digits with a correct check sum)')
        .optional(),
    ),
    SUPPLIER_ADDRESS: z.preprocess(blankAsUndefined, z.string().trim().min(5).max(300).optional()),
    PAYOUT_KEY: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .refine(
          (v) => decodePayoutKey(v) !== undefined,
          'must be 32 bytes as 64 hex digits or base64',
        )
        .optional(),
    ),
    MAPS_PROVIDER: z.preprocess(blankAsUndefined, z.enum(MAPS_PROVIDERS).optional()),
    MAPS_API_KEY: optionalString,
    MAPS_BASE_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .refine((v) => /^(mailto:|https:\/\/)/.test(v), 'must be a mailto: or https:// URL')
        .optional(),
    ),
    RECEIPT_STORE: z.preprocess(blankAsUndefined, z.enum(['database', 's3']).default('database')),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: z.preprocess(blankAsUndefined, z.string().url().optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(blankAsUndefined, z.enum(['true', 'false']).optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PREFIX: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'letters, digits and / - _ . only')
        .default('receipts/'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'required in production' });
    }
    // Reset links are built from it; without it they would point at localhost.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'required in production (links in emails point at it)',
      });
    }
    // Without a mail server every message, reset and invitation links with their tokens
    // included, would land in files and the log, where whoever reads them could take accounts.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'required in production (reset and invitation links go by mail)',
      });
    }
    // A key made on the machine would be lost with it, and every payout account with the key.
    if (env.NODE_ENV === 'production' && !env.PAYOUT_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_KEY'],
        message: "required in production (it encrypts the customers' payout accounts)",
      });
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['SUPPLIER_NAME', 'SUPPLIER_ABN', 'SUPPLIER_ADDRESS'] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required in production (it is printed on every tax invoice)',
          });
        }
      }
    }
    // The README prints the demo customer's password: such an account has no place in production.
    if (env.NODE_ENV === 'production' && env.SEED_DEMO === 'true') {
      ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'not allowed in production' });
    }
    if (env.MAPS_PROVIDER && !env.MAPS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAPS_API_KEY'],
        message: `required when MAPS_PROVIDER is set (the ${env.MAPS_PROVIDER} key)`,
      });
    }
    if (env.RECEIPT_STORE === 's3') {
      for (const key of ['S3_BUCKET', 'S3_REGION'] as const) {
        if (!env[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'required when RECEIPT_STORE=s3' });
        }
      }
    }
    // Push needs both halves of the VAPID pair; one alone is a mistake worth stopping for.
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    // Half a key pair would fall back to the SDK's own credential search without saying so.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if (env.SESSION_MAX_DAYS < env.SESSION_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_MAX_DAYS'],
        message: 'must be at least SESSION_DAYS',
      });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps open at most. */
  databasePoolSize: number;
  sessionSecret: string | undefined;
  /** Sliding lifetime: a session unused this long ends. */
  sessionDays: number;
  /** Absolute lifetime: a session this old ends however much it is used. */
  sessionMaxDays: number;
  /** Proxy addresses (or CIDR ranges) whose X-Forwarded-* headers are believed; empty: none. */
  trustProxy: string[];
  /** Time a client has to send a whole request, body included. */
  requestTimeoutSeconds: number;
  supportEmail: string;
  uploadOrigin: string | undefined;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  cardSurchargeRate: number;
  authRateLimit: number;
  /** Receipt uploads each customer may make per minute, counted across every server process. */
  uploadRateLimit: number;
  /** Street-address searches each customer may make per minute, counted across every process. */
  addressSearchLimit: number;
  /** Receipts a customer may hold that no claim cites yet. */
  maxUnattachedReceipts: number;
  logLevel: string;
  seedDemo: boolean;
  jobsIntervalSeconds: number;
  /** How long a sandbox direct debit stays 'processing' before it settles. */
  sandboxSettleSeconds: number;
  /**
   * smtp:// or smtps:// URL; unset (never in production) = mail is written to DATA_DIR/mail, and
   * in development its text to the log too.
   */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The portal's public origin, for links in emails (never taken from a request's Host). */
  publicUrl: string;
  resetLinkMinutes: number;
  /** Whether /api/docs serves the OpenAPI document and its viewer. */
  apiDocs: boolean;
  /**
   * AES-256-GCM key of the payout accounts' numbers; undefined outside production: the server
   * then makes one of its own in DATA_DIR (server/domain/payout/key.ts).
   */
  payoutKey: Buffer | undefined;
  /** The seller printed on tax invoices. */
  supplier: { name: string; abn: string; address: string };
  /** Street-level address suggestions; null: the bundled suburb list alone. */
  maps: { provider: MapsProviderName; apiKey: string; baseUrl: string } | null;
  /** Where receipt bytes live: the database (default) or an S3-compatible bucket. */
  receiptStore: ReceiptStoreConfig;
  /**
   * The VAPID pair push notifications are signed with. Unset outside production: a pair is made
   * once and kept in the database. Unset in production: no push, every notification is emailed.
   */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about this server's pushes (mailto: or https:). */
  vapidSubject: string;
};

export type S3StoreConfig = {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset: AWS itself. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Prepended to every receipt's name, so one bucket can hold other things too. */
  prefix: string;
  /** Unset: the AWS SDK's own search (environment, instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type ReceiptStoreConfig = { kind: 'database' } | S3StoreConfig;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    // In development the portal is for this machine only, unless HOST says otherwise.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sessionSecret: e.SESSION_SECRET,
    sessionDays: e.SESSION_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    supportEmail: e.SUPPORT_EMAIL,
    uploadOrigin: e.UPLOAD_ORIGIN,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    cardSurchargeRate: e.CARD_SURCHARGE_RATE,
    authRateLimit: e.AUTH_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    addressSearchLimit: e.ADDRESS_SEARCH_LIMIT,
    maxUnattachedReceipts: e.MAX_UNATTACHED_RECEIPTS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.NODE_ENV !== 'production' && e.SEED_DEMO !== 'false',
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    sandboxSettleSeconds: e.SANDBOX_SETTLE_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    resetLinkMinutes: e.RESET_LINK_MINUTES,
    apiDocs: e.API_DOCS === 'true',
    payoutKey: e.PAYOUT_KEY ? decodePayoutKey(e.PAYOUT_KEY) : undefined,
    supplier: {
      name: e.SUPPLIER_NAME ?? DEMO_SUPPLIER.name,
      abn: abnDigits(e.SUPPLIER_ABN ?? DEMO_SUPPLIER.abn),
      address: e.SUPPLIER_ADDRESS ?? DEMO_SUPPLIER.address,
    },
    maps:
      e.MAPS_PROVIDER && e.MAPS_API_KEY
        ? {
            provider: e.MAPS_PROVIDER,
            apiKey: e.MAPS_API_KEY,
            baseUrl: (e.MAPS_BASE_URL ?? MAPS_DEFAULT_BASE_URL[e.MAPS_PROVIDER]).replace(
              /\/+$/,
              '',
            ),
          }
        : null,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    receiptStore:
      e.RECEIPT_STORE === 's3' && e.S3_BUCKET && e.S3_REGION
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            prefix: e.S3_PREFIX,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { kind: 'database' },
  };
}

/**
 * Test and tooling default: everything from defaults, with overrides. In-process tests sign up
 * many customers from one address and upload many receipts for one customer, so the sign-in and
 * upload throttles and the unattached-receipt cap are raised unless a test sets them.
 */
const TEST_PAYOUT_KEY = randomBytes(32);

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  return {
    ...base,
    authRateLimit: 10_000,
    uploadRateLimit: 10_000,
    maxUnattachedReceipts: 10_000,
    // One key for every app of a test process: two apps on one database read each other's rows.
    payoutKey: TEST_PAYOUT_KEY,
    ...overrides,
  };
}
