import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Everything the API reads from the environment, with the defaults documented in README.md. */
export interface AppConfig {
  port: number;
  production: boolean;
  /** A real MongoDB; when absent the embedded server is started. */
  mongodbUri?: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  uploadDir: string;
  /** Public base URL the API uses to build links to uploaded files, e.g. http://localhost:3000. Empty: relative `/api/uploads/...`. */
  publicUrl: string;
  corsOrigins: string[];
  /** Seed demo data into an empty database. */
  seed: boolean;
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
  /** Express `trust proxy`: which proxies may set X-Forwarded-For (the client IP the rate limits count). Off by default. */
  trustProxy: boolean | number | string;
  /** How long a catalogue read may be served from the in-process cache (0 disables it). */
  readCacheTtlMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (production) {
      throw new Error('JWT_SECRET must be set when NODE_ENV=production');
    }
    // A fresh development secret per process: tokens do not outlive a restart, which is fine in development.
    jwtSecret = randomBytes(32).toString('hex');
  }
  return {
    port: Number(env.PORT ?? 3000),
    production,
    mongodbUri: env.MONGODB_URI || undefined,
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '7d',
    uploadDir: resolve(env.UPLOAD_DIR ?? 'uploads'),
    publicUrl: (env.PUBLIC_API_URL ?? '').replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:4200,http://localhost:4201,http://localhost:4202')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    seed: env.SEED !== 'false',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    loginAccountLimit: Number(env.LOGIN_ACCOUNT_LIMIT ?? 10),
    loginAccountWindowMs: Number(env.LOGIN_ACCOUNT_WINDOW_MS ?? 15 * 60_000),
    bcryptRounds: Number(env.BCRYPT_ROUNDS ?? 10),
    readCacheTtlMs: Number(env.READ_CACHE_TTL_MS ?? 5000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    uploadRateLimit: Number(env.UPLOAD_RATE_LIMIT ?? 20),
    uploadQuotaBytes: Number(env.UPLOAD_QUOTA_BYTES ?? 50 * 1024 * 1024),
  };
}

/** `TRUST_PROXY`: unset/`false` → off, `true` → any, a number → that many hops, else addresses/subnets/`loopback`. */
function parseTrustProxy(value = ''): boolean | number | string {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
