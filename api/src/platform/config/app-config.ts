import Joi from 'joi';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Everything the API reads from the environment, with the defaults documented in docs/configuration.md. */
export interface AppConfig {
  port: number;
  production: boolean;
  /** A real MongoDB; when absent the embedded server is started (never in production). */
  mongodbUri?: string;
  /**
   * Where the embedded database keeps its data across restarts (absolute; `npm start` sets it); empty: in memory
   * only, as tests want. Unused with `mongodbUri`.
   */
  embeddedDataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** A session's absolute lifetime from its sign-in, in seconds: past it, renewal is refused and the reader signs in again. */
  sessionMaxAgeSeconds: number;
  /** Where uploaded (and seeded) images live: GridFS in the database (shared by every API process) or the local `uploadDir`. */
  uploadStore: UploadStoreKind;
  /** The directory of the `disk` store (unused with `gridfs`). */
  uploadDir: string;
  /** Public base URL the API uses to build links to uploaded files, e.g. http://localhost:3000. Empty: relative `/api/uploads/...`. */
  publicUrl: string;
  corsOrigins: string[];
  /** Seed demo data (with its well-known demo passwords) into an empty database. */
  seed: boolean;
  /** Books to generate instead of the demo catalogue (SEED_SCALE); 0 = the demo catalogue. */
  seedScale: number;
  /** Login/register attempts per IP per minute. */
  authRateLimit: number;
  /** Sign-in attempts per account (email) per `loginAccountWindowMs`, from any number of IPs. */
  loginAccountLimit: number;
  loginAccountWindowMs: number;
  bcryptRounds: number;
  /** Image uploads per signed-in user per minute. */
  uploadRateLimit: number;
  /** Total bytes of images one account may keep uploaded (deleting images frees quota). */
  uploadQuotaBytes: number;
  /**
   * How long a catalogue read may be served from the in-process cache (0 disables it). Writes through this process
   * make it stale at once; with several API processes, this TTL is the bound on how stale a read may be after a
   * write through another process.
   */
  readCacheTtlMs: number;
  /** Upper bound of the read cache, in bytes of stored answers. */
  readCacheMaxBytes: number;
  /** The longest a request waits before an honest 503 (0 disables the deadline). */
  requestTimeoutMs: number;
  /** Node's server.requestTimeout: the longest a client may take to send a whole request (slow uploads included). */
  httpRequestTimeoutMs: number;
  /** How long the driver looks for a reachable database before an operation fails. */
  dbServerSelectionTimeoutMs: number;
  /** How long a database socket may stay silent before the operation on it fails. */
  dbSocketTimeoutMs: number;
  /** maxTimeMS of every query and aggregation: the database stops an operation that runs longer (0: no limit). */
  dbOperationTimeoutMs: number;
  /** The time one batch of an import's writes should take: the job sizes its batches by the database's answer time. */
  importBatchBudgetMs: number;
  /**
   * How long one write of a background job (an import batch, the scale seed) may wait for the database, instead of
   * dbSocketTimeoutMs: a slow database makes the job slower, not failed.
   */
  jobWriteTimeoutMs: number;
  /** On SIGTERM, how long in-flight requests get to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** pino level of the security-event log ('silent' turns it off; tests default to it). */
  securityLogLevel: string;
  /** What one account may do to other readers per hour (429 + Retry-After beyond): comments, likes, follows, reports, blocks, clubs. */
  accountHourlyLimits: {
    comments: number;
    likes: number;
    follows: number;
    reports: number;
    blocks: number;
    clubs: number;
  };
  /** The share of each hourly limit an account gets in its first hour (rounded up, at least 1). */
  newAccountLimitFactor: number;
  /** Express's `trust proxy`: which peers may set X-Forwarded-For (the client IP that rate limits count). */
  trustProxy: boolean | number | string;
}

export const UPLOAD_STORES = ['gridfs', 'disk'] as const;
export type UploadStoreKind = (typeof UPLOAD_STORES)[number];

const port = Joi.number().integer().min(0).max(65535);
const milliseconds = Joi.number().integer().min(0);

/** The whole configuration, validated at start: a typo stops the API with a message instead of silently disabling a limit. */
const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  PORT: port.default(3000),
  MONGODB_URI: Joi.string()
    .uri({ scheme: ['mongodb', 'mongodb+srv'] })
    .when('NODE_ENV', {
      is: 'production',
      then: Joi.string().required().messages({
        'any.required': 'MONGODB_URI must be set when NODE_ENV=production (the embedded database keeps nothing)',
      }),
    }),
  JWT_SECRET: Joi.string().when('NODE_ENV', {
    is: 'production',
    then: Joi.string()
      .min(16)
      .required()
      .messages({ 'any.required': 'JWT_SECRET must be set when NODE_ENV=production' }),
  }),
  JWT_EXPIRES_IN: Joi.string()
    .pattern(/^\d+[smhd]?$/)
    .default('1h'),
  // A unit is required: a bare number is ambiguous (JWT_EXPIRES_IN's library reads "120" as milliseconds).
  SESSION_MAX_AGE: Joi.string()
    .pattern(/^[1-9]\d*[smhd]$/)
    .default('30d')
    .messages({
      'string.pattern.base': 'SESSION_MAX_AGE must be a positive whole number with a unit (s, m, h or d), e.g. 30d',
    }),
  UPLOAD_STORE: Joi.string()
    .valid(...UPLOAD_STORES)
    .default('gridfs'),
  UPLOAD_DIR: Joi.string().default('uploads'),
  EMBEDDED_DATA_DIR: Joi.string().default(''),
  PUBLIC_API_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .allow('')
    .default(''),
  CORS_ORIGINS: Joi.string().default('http://localhost:4200,http://localhost:4201,http://localhost:4202'),
  // Demo accounts have published passwords: never seeded in production unless asked for explicitly.
  SEED: Joi.boolean().when('NODE_ENV', {
    is: 'production',
    then: Joi.boolean().default(false),
    otherwise: Joi.boolean().default(true),
  }),
  SEED_SCALE: Joi.number().integer().min(0).max(1_000_000).default(0),
  AUTH_RATE_LIMIT: Joi.number().integer().min(1).default(10),
  LOGIN_ACCOUNT_LIMIT: Joi.number().integer().min(1).default(10),
  LOGIN_ACCOUNT_WINDOW_MS: Joi.number()
    .integer()
    .min(1000)
    .default(15 * 60_000),
  UPLOAD_RATE_LIMIT: Joi.number().integer().min(1).default(20),
  COMMENT_RATE_LIMIT: Joi.number().integer().min(1).default(30),
  LIKE_RATE_LIMIT: Joi.number().integer().min(1).default(200),
  FOLLOW_RATE_LIMIT: Joi.number().integer().min(1).default(100),
  REPORT_RATE_LIMIT: Joi.number().integer().min(1).default(20),
  BLOCK_RATE_LIMIT: Joi.number().integer().min(1).default(50),
  CLUB_RATE_LIMIT: Joi.number().integer().min(1).default(100),
  NEW_ACCOUNT_LIMIT_FACTOR: Joi.number().greater(0).max(1).default(0.2),
  UPLOAD_QUOTA_BYTES: Joi.number()
    .integer()
    .min(0)
    .default(50 * 1024 * 1024),
  BCRYPT_ROUNDS: Joi.number().integer().min(4).max(15).default(10),
  READ_CACHE_TTL_MS: milliseconds.default(5000),
  READ_CACHE_MAX_BYTES: Joi.number()
    .integer()
    .min(0)
    .default(32 * 1024 * 1024),
  REQUEST_TIMEOUT_MS: milliseconds.default(1800),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds.min(1000).default(120_000),
  DB_SERVER_SELECTION_TIMEOUT_MS: milliseconds.min(100).default(1500),
  DB_SOCKET_TIMEOUT_MS: milliseconds.min(100).default(10000),
  DB_OPERATION_TIMEOUT_MS: milliseconds.default(5000),
  IMPORT_BATCH_BUDGET_MS: milliseconds.min(1).default(2000),
  JOB_WRITE_TIMEOUT_MS: milliseconds.min(1000).default(300_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds.default(10000),
  SECURITY_LOG_LEVEL: Joi.string()
    .valid('trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent')
    .when('NODE_ENV', { is: 'test', then: Joi.string().default('silent'), otherwise: Joi.string().default('info') }),
  // Off by default: X-Forwarded-For is believed only from proxies the deployment names (true, a hop count, or addresses).
  TRUST_PROXY: Joi.alternatives(Joi.boolean(), Joi.number().integer().min(0), Joi.string()).default(false),
})
  // Other variables of the environment (PATH, HOME...) are none of the API's business.
  .unknown(true);

const SECONDS_PER_UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
/** `30d` → 2592000 (the schema has checked the form). */
const durationSeconds = (value: string): number => Number(value.slice(0, -1)) * SECONDS_PER_UNIT[value.slice(-1)];

/** Reads and validates the environment; throws one message listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const { value, error } = schema.validate(present, { abortEarly: false, convert: true });
  if (error) throw new Error(`Invalid configuration: ${error.details.map((d) => d.message).join('; ')}`);
  const production = value.NODE_ENV === 'production';
  return {
    port: value.PORT,
    production,
    mongodbUri: value.MONGODB_URI,
    embeddedDataDir: value.EMBEDDED_DATA_DIR ? resolve(value.EMBEDDED_DATA_DIR) : '',
    // Outside production, a fresh secret per process: tokens do not outlive a restart, which is fine in development
    // (`npm start` keeps one with the embedded database's saved data: main.ts).
    jwtSecret: value.JWT_SECRET ?? randomBytes(32).toString('hex'),
    jwtExpiresIn: value.JWT_EXPIRES_IN,
    sessionMaxAgeSeconds: durationSeconds(value.SESSION_MAX_AGE),
    uploadStore: value.UPLOAD_STORE,
    uploadDir: resolve(value.UPLOAD_DIR),
    publicUrl: value.PUBLIC_API_URL.replace(/\/$/, ''),
    corsOrigins: String(value.CORS_ORIGINS)
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    seed: value.SEED,
    seedScale: value.SEED_SCALE,
    authRateLimit: value.AUTH_RATE_LIMIT,
    bcryptRounds: value.BCRYPT_ROUNDS,
    readCacheTtlMs: value.READ_CACHE_TTL_MS,
    readCacheMaxBytes: value.READ_CACHE_MAX_BYTES,
    requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
    httpRequestTimeoutMs: value.HTTP_REQUEST_TIMEOUT_MS,
    dbServerSelectionTimeoutMs: value.DB_SERVER_SELECTION_TIMEOUT_MS,
    dbSocketTimeoutMs: value.DB_SOCKET_TIMEOUT_MS,
    dbOperationTimeoutMs: value.DB_OPERATION_TIMEOUT_MS,
    importBatchBudgetMs: value.IMPORT_BATCH_BUDGET_MS,
    jobWriteTimeoutMs: value.JOB_WRITE_TIMEOUT_MS,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    securityLogLevel: value.SECURITY_LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    loginAccountLimit: value.LOGIN_ACCOUNT_LIMIT,
    loginAccountWindowMs: value.LOGIN_ACCOUNT_WINDOW_MS,
    uploadRateLimit: value.UPLOAD_RATE_LIMIT,
    uploadQuotaBytes: value.UPLOAD_QUOTA_BYTES,
    accountHourlyLimits: {
      comments: value.COMMENT_RATE_LIMIT,
      likes: value.LIKE_RATE_LIMIT,
      follows: value.FOLLOW_RATE_LIMIT,
      reports: value.REPORT_RATE_LIMIT,
      blocks: value.BLOCK_RATE_LIMIT,
      clubs: value.CLUB_RATE_LIMIT,
    },
    newAccountLimitFactor: value.NEW_ACCOUNT_LIMIT_FACTOR,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
