import { z } from 'zod';

const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankAsUndefined, z.string().optional());

/** Every setting the server reads, parsed once from the environment. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.preprocess(blankAsUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(blankAsUndefined, z.string().url().optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SESSION_SECRET: z.preprocess(blankAsUndefined, z.string().min(32).optional()),
    SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    SUPPORT_EMAIL: z.string().email().default('support@cargo.test'),
    UPLOAD_ORIGIN: z.preprocess(blankAsUndefined, z.string().url().optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    CARD_SURCHARGE_RATE: z.coerce.number().min(0).max(0.1).default(0.02),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
    SANDBOX_SETTLE_SECONDS: z.coerce.number().min(0).max(86_400).default(4),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'required in production' });
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
  sessionDays: number;
  supportEmail: string;
  uploadOrigin: string | undefined;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  cardSurchargeRate: number;
  authRateLimit: number;
  logLevel: string;
  seedDemo: boolean;
  jobsIntervalSeconds: number;
  /** How long a sandbox direct debit stays 'processing' before it settles. */
  sandboxSettleSeconds: number;
};

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
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sessionSecret: e.SESSION_SECRET,
    sessionDays: e.SESSION_DAYS,
    supportEmail: e.SUPPORT_EMAIL,
    uploadOrigin: e.UPLOAD_ORIGIN,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    cardSurchargeRate: e.CARD_SURCHARGE_RATE,
    authRateLimit: e.AUTH_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    sandboxSettleSeconds: e.SANDBOX_SETTLE_SECONDS,
  };
}

/**
 * Test and tooling default: everything from defaults, with overrides. In-process tests sign up
 * many customers from one address, so the sign-in throttle is raised unless a test sets it.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  return { ...base, authRateLimit: 10_000, ...overrides };
}
