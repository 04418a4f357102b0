import { loadConfig } from './app-config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret',
  MONGODB_URI: 'mongodb://db.example:27017/books',
};

describe('loadConfig', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: undefined })).toThrow(
      'JWT_SECRET must be set when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...production, JWT_SECRET: '' })).toThrow('JWT_SECRET must be set');
  });

  it('refuses to start in production without MONGODB_URI (the embedded database is never a production database)', () => {
    expect(() => loadConfig({ ...production, MONGODB_URI: undefined })).toThrow(
      'MONGODB_URI must be set when NODE_ENV=production',
    );
  });

  it('never seeds the demo accounts in production unless asked explicitly', () => {
    expect(loadConfig(production).seed).toBe(false);
    expect(loadConfig({ ...production, SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({}).seed).toBe(true);
  });

  it('refuses a malformed setting with a message naming it, instead of silently disabling a limit', () => {
    expect(() => loadConfig({ AUTH_RATE_LIMIT: 'ten' })).toThrow(
      /Invalid configuration: "AUTH_RATE_LIMIT" must be a number/,
    );
    expect(() => loadConfig({ PORT: '80a' })).toThrow(/"PORT" must be a number/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/"SEED" must be a boolean/);
    expect(() => loadConfig({ MONGODB_URI: 'http://not-mongo' })).toThrow(/MONGODB_URI/);
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV/);
  });

  it('stores uploads in GridFS unless UPLOAD_STORE=disk, and refuses any other store', () => {
    expect(loadConfig({ UPLOAD_STORE: 'disk' }).uploadStore).toBe('disk');
    expect(() => loadConfig({ UPLOAD_STORE: 's3' })).toThrow(/"UPLOAD_STORE" must be one of \[gridfs, disk\]/);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ AUTH_RATE_LIMIT: 'x', BCRYPT_ROUNDS: 'y' })).toThrow(
      /AUTH_RATE_LIMIT.*; .*BCRYPT_ROUNDS/,
    );
  });

  it('uses JWT_SECRET when it is set', () => {
    expect(loadConfig(production).jwtSecret).toBe('a-production-secret');
  });

  it('generates a random development secret per process otherwise', () => {
    const a = loadConfig({}).jwtSecret;
    const b = loadConfig({}).jwtSecret;
    expect(a).toMatch(/^[a-f\d]{64}$/);
    expect(a).not.toBe(b);
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      production: false,
      jwtExpiresIn: '1h',
      trustProxy: false,
      publicUrl: '',
      seed: true,
      uploadStore: 'gridfs',
      authRateLimit: 10,
      bcryptRounds: 10,
      readCacheTtlMs: 5000,
      requestTimeoutMs: 1800,
      httpRequestTimeoutMs: 120000,
      dbServerSelectionTimeoutMs: 1500,
    });
    expect(config.mongodbUri).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('reads SESSION_MAX_AGE as a duration with a unit (30 days by default), refusing a bare number or zero', () => {
    expect(loadConfig({}).sessionMaxAgeSeconds).toBe(30 * 86_400);
    expect(loadConfig({ SESSION_MAX_AGE: '12h' }).sessionMaxAgeSeconds).toBe(12 * 3600);
    expect(loadConfig({ SESSION_MAX_AGE: '90s' }).sessionMaxAgeSeconds).toBe(90);
    for (const bad of ['30', '0d', '1w', 'forever'])
      expect(() => loadConfig({ SESSION_MAX_AGE: bad })).toThrow(
        /SESSION_MAX_AGE must be a positive whole number with a unit/,
      );
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of addresses', () => {
    const trustProxy = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy;
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('trusts X-Forwarded-For only when told which proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4000',
      AUTH_RATE_LIMIT: '3',
      PUBLIC_API_URL: 'https://api.example.com/',
      SEED: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      REQUEST_TIMEOUT_MS: '0',
    });
    expect(config).toMatchObject({
      port: 4000,
      authRateLimit: 3,
      publicUrl: 'https://api.example.com',
      seed: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
      requestTimeoutMs: 0,
    });
  });
});
