import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { DeliverySettings } from "./delivery/delivery";
import { INDIAN_STATES } from "@rules/address";
import { mobileSchema } from "@rules/phone-schema";
import { toPaise } from "@rules/money";
import { DEFAULT_STORE_NAME, GSTIN_PATTERN, type StoreContact } from "@rules/store-contact";

/** Raised when a setting is invalid; the message always names the variable. */
export class ConfigError extends Error {}

const wholeNumber = (min: number, max: number) =>
  z.string().trim().regex(/^\d+$/, "must be a whole number").transform(Number).pipe(z.number().int().min(min).max(max));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), "must be a postgres:// or postgresql:// URL");

/** "a, b" -> ["a", "b"], with a default list. */
const commaList = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v) =>
      v
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** Every setting the store reads from the environment, with its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: wholeNumber(0, 65535).default(5000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // The address shoppers reach the store at: links in e-mails, the sitemap and canonical URLs. Never
  // taken from a request's Host header, which anyone can set.
  PUBLIC_URL: z
    .url("must be the store's address, such as https://shop.example")
    .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
    .optional(),
  PRICE_MARKUP_RUPEES: wholeNumber(0, 100_000).default(500),
  FREE_SHIPPING_THRESHOLD_RUPEES: wholeNumber(0, 10_000_000).default(999),
  SHIPPING_FEE_RUPEES: wholeNumber(0, 100_000).default(99),
  CART_IDLE_CLEAR_MS: wholeNumber(0, 86_400_000).default(300_000),
  REVIEWS_NEED_APPROVAL: z.enum(["true", "false"], "must be true or false").default("false"),
  STORE_NAME: z.string().trim().min(1).max(60).default(DEFAULT_STORE_NAME),
  SUPPORT_EMAIL: z.email("must be an e-mail address").default("support@stylehub.example"),
  // The seller's details every page can show (rules/store-contact.ts). The defaults are examples for a
  // demonstration store: a real store sets its own.
  LEGAL_NAME: z.string().trim().min(1).max(120).default("StyleHub Fashion Private Limited"),
  POSTAL_ADDRESS: z
    .string()
    .trim()
    .min(10, "must be a full postal address")
    .max(300)
    .default("2nd Floor, 14 Residency Road, Bengaluru, Karnataka 560025"),
  GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GSTIN_PATTERN, "must be a 15-character GSTIN such as 29ABCDE1234F1Z5")
    .default("29ABCDE1234F1Z5"),
  SUPPORT_PHONE: mobileSchema.default("9876543210"),
  SUPPORT_WHATSAPP: mobileSchema.optional(),
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(120).default("Ananya Rao"),
  GRIEVANCE_OFFICER_EMAIL: z.email("must be an e-mail address").default("grievance@stylehub.example"),
  GRIEVANCE_OFFICER_PHONE: mobileSchema.optional(),
  // Days parcels do not move, besides Sundays: "2026-12-25" for one day, "01-26" for every year.
  DELIVERY_HOLIDAYS: commaList("01-26,08-15,10-02").pipe(
    z.array(z.string().regex(/^(\d{4}-)?\d{2}-\d{2}$/, "must be dates such as 2026-12-25 or 01-26, comma-separated")),
  ),
  // Where the couriers take no cash: states or union territories as the checkout lists them.
  COD_UNAVAILABLE_STATES: commaList("Andaman and Nicobar Islands,Lakshadweep").pipe(
    z.array(
      z
        .string()
        .transform((name) => INDIAN_STATES.find((state) => state.toLowerCase() === name.toLowerCase()) ?? name)
        .pipe(
          z.enum(
            INDIAN_STATES as [string, ...string[]],
            "must be India's states or union territories, comma-separated",
          ),
        ),
    ),
  ),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  // Where the Razorpay SDK sends its calls: only changed to point the adapter's tests at a local fake.
  RAZORPAY_API_URL: z.url("must be a URL such as https://api.razorpay.com/v1/").default("https://api.razorpay.com/v1/"),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\//.test(v), "must be an smtp:// or smtps:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => /^rediss?:\/\//.test(v), "must be a redis:// or rediss:// URL")
    .optional(),
  SESSION_TTL_DAYS: wholeNumber(1, 365).default(30),
  AUTH_ATTEMPTS_PER_MINUTE: wholeNumber(1, 1_000_000).default(10),
  ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  // Other sites whose images product pages may show (the Content-Security-Policy's img-src): origins such
  // as https://images.example.com. Uploads and the store's own address are always allowed.
  IMAGE_HOSTS: commaList("").pipe(
    z.array(
      z
        .url("must be a comma-separated list of origins such as https://images.example.com")
        .transform((value) => new URL(value).origin),
    ),
  ),
  // A storefront on another site (CORS_ORIGINS) keeps its shopper's cart and login only with
  // SameSite=None cookies, which browsers take over HTTPS only.
  CROSS_SITE_COOKIES: z
    .enum(["true", "false"], "must be true or false")
    .default("false")
    .transform((v) => v === "true"),
  CORS_ORIGINS: commaList("").pipe(
    z.array(z.url("must be a comma-separated list of origins such as https://shop.example")),
  ),
  // Which proxies' X-Forwarded-For is believed (the login limits count the client's address): Express's
  // "trust proxy" names (loopback, linklocal, uniquelocal) or addresses and CIDR ranges, comma-separated.
  TRUST_PROXY: commaList("loopback").pipe(
    z.array(
      z
        .string()
        .regex(
          /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/,
          "must be loopback, linklocal, uniquelocal or addresses/CIDR ranges, comma-separated",
        ),
    ),
  ),
  // An S3-compatible bucket for uploaded images (server/catalog/upload-store.ts); unset, they stay in the
  // database. S3_BUCKET turns it on; the others describe where and how to reach it.
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .trim()
    .refine(
      (v) => /^https?:\/\/[^/]/.test(v) && URL.canParse(v),
      "must be the S3 service's http:// or https:// URL, such as https://s3.ap-south-1.amazonaws.com or http://minio:9000",
    )
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, "must be a region name such as ap-south-1 (any name the service accepts, such as auto)")
    .optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], "must be true or false").optional(),
  // Opens GET /metrics (Prometheus) to `Authorization: Bearer <token>`; unset, /metrics does not exist.
  METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // The browser tests' routes (server/api/test-hooks.ts), which change the test's database where no page
  // can; playwright.config.ts sets it for the store it starts. Never for a real store.
  TEST_HOOKS: z
    .enum(["true", "false"], "must be true or false")
    .default("false")
    .transform((v) => v === "true"),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The store's origin, without a trailing slash ("https://shop.example"). */
  publicUrl: string;
  priceMarkupPaise: number;
  freeShippingThresholdPaise: number;
  shippingFeePaise: number;
  cartIdleClearMs: number;
  /** Reviews wait for the staff's approval before they show (else they show at once, unless held). */
  reviewsNeedApproval: boolean;
  /** Sundays and these days are not counted in delivery dates; COD is refused in these states. */
  delivery: DeliverySettings;
  storeName: string;
  supportEmail: string;
  contact: StoreContact;
  sessionSecret: string;
  /** Real Razorpay keys; without them the store's own test gateway takes payments (server/payments). */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined; apiUrl: string } | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  sessionTtlMs: number;
  /** Login and signup attempts allowed a minute, per address and per e-mail. */
  authAttemptsPerMinute: number;
  /** Made an admin at start-up (server/auth/accounts.ts ensureAdmin); there is no default. */
  admin: { email: string; password: string } | undefined;
  corsOrigins: string[];
  /** Origins of the images product pages may show besides the store's own (img-src). */
  imageHosts: string[];
  /** The guest and session cookies are SameSite=None; Secure, for a storefront on another site. */
  crossSiteCookies: boolean;
  /** Proxies whose X-Forwarded-For is believed (Express's "trust proxy"). */
  trustProxy: string[];
  /** The bucket uploads are kept in; without one they are kept in the database. */
  s3: S3Settings | undefined;
  /** The bearer token GET /metrics asks for; without one there is no /metrics (404). */
  metricsToken: string | undefined;
  logLevel: string;
  /** The browser tests' routes under /api/test-hooks exist (staff only); never in a real store. */
  testHooks: boolean;
}

/** An S3-compatible bucket, as the S3_ settings give it. */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 itself, in `region`. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own credential chain (AWS_ variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/name` instead of `https://bucket.endpoint/name`. */
  forcePathStyle: boolean;
}

/**
 * Reads and validates every setting once. Pure apart from the session secret, which in embedded mode
 * is generated on first start and kept in DATA_DIR so sessions survive restarts.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === "" ? undefined : source[key]]),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n  ${lines.join("\n  ")}`);
  }
  const env = parsed.data;

  const hasKeyId = Boolean(env.RAZORPAY_KEY_ID);
  const hasKeySecret = Boolean(env.RAZORPAY_KEY_SECRET);
  if (hasKeyId !== hasKeySecret) {
    const missing = hasKeyId ? "RAZORPAY_KEY_SECRET" : "RAZORPAY_KEY_ID";
    throw new ConfigError(`Invalid settings:\n  ${missing}: must be set together with the other Razorpay key`);
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
    throw new ConfigError(`Invalid settings:\n  ${missing}: must be set together with the other admin setting`);
  }
  if (env.CROSS_SITE_COOKIES && env.CORS_ORIGINS.length === 0) {
    throw new ConfigError(
      "Invalid settings:\n  CROSS_SITE_COOKIES: needs CORS_ORIGINS (the other sites allowed to call the API)",
    );
  }
  if (env.TEST_HOOKS && hasKeyId) {
    throw new ConfigError(
      "Invalid settings:\n  TEST_HOOKS: cannot be set with Razorpay keys (it is for the browser tests' store only)",
    );
  }
  const s3 = s3Settings(env);
  if (!env.SESSION_SECRET && env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid settings:\n  SESSION_SECRET: required in production with DATABASE_URL (every instance must share it)",
    );
  }

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    // Unset, links point at this machine: right for a local store, and the start-up log says so.
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
    priceMarkupPaise: toPaise(env.PRICE_MARKUP_RUPEES),
    freeShippingThresholdPaise: toPaise(env.FREE_SHIPPING_THRESHOLD_RUPEES),
    shippingFeePaise: toPaise(env.SHIPPING_FEE_RUPEES),
    cartIdleClearMs: env.CART_IDLE_CLEAR_MS,
    reviewsNeedApproval: env.REVIEWS_NEED_APPROVAL === "true",
    delivery: { holidays: env.DELIVERY_HOLIDAYS, codUnavailableStates: env.COD_UNAVAILABLE_STATES },
    storeName: env.STORE_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    contact: {
      legalName: env.LEGAL_NAME,
      postalAddress: env.POSTAL_ADDRESS,
      gstin: env.GSTIN,
      phone: env.SUPPORT_PHONE,
      // Without its own WhatsApp number the store takes messages on its customer care number.
      whatsapp: env.SUPPORT_WHATSAPP ?? env.SUPPORT_PHONE,
      grievanceOfficer: {
        name: env.GRIEVANCE_OFFICER_NAME,
        email: env.GRIEVANCE_OFFICER_EMAIL,
        phone: env.GRIEVANCE_OFFICER_PHONE ?? env.SUPPORT_PHONE,
      },
    },
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL,
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    redisUrl: env.REDIS_URL,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    authAttemptsPerMinute: env.AUTH_ATTEMPTS_PER_MINUTE,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    corsOrigins: env.CORS_ORIGINS,
    crossSiteCookies: env.CROSS_SITE_COOKIES,
    imageHosts: env.IMAGE_HOSTS,
    trustProxy: env.TRUST_PROXY,
    s3,
    metricsToken: env.METRICS_TOKEN,
    logLevel: env.LOG_LEVEL,
    testHooks: env.TEST_HOOKS,
  };
}

/** The bucket, when S3_BUCKET is set; any other S3_ setting without it is a mistake, not a default. */
function s3Settings(env: z.output<typeof envSchema>): S3Settings | undefined {
  const given = (
    ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const
  ).filter((key) => env[key] !== undefined);
  if (!env.S3_BUCKET) {
    if (given.length === 0) return undefined;
    throw new ConfigError(
      `Invalid settings:\n  S3_BUCKET: required with ${given.join(", ")} (the bucket uploads are kept in)`,
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(`Invalid settings:\n  ${missing}: must be set together with the other S3 key`);
  }
  if (!env.S3_ENDPOINT && !env.S3_REGION) {
    throw new ConfigError(
      "Invalid settings:\n  S3_REGION: required for AWS S3 (such as ap-south-1), or set S3_ENDPOINT for another S3-compatible service",
    );
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    // Services other than AWS mostly ignore the region, but requests are signed with one.
    region: env.S3_REGION ?? "us-east-1",
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
