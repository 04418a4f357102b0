import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow();
  });

  it('uses JWT_SECRET when it is set', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'from-the-environment' }).jwtSecret).toBe('from-the-environment');
  });

  it('generates a random development secret per process otherwise', () => {
    const a = loadConfig({}).jwtSecret;
    const b = loadConfig({}).jwtSecret;
    expect(a).toMatch(/^[a-f\d]{64}$/);
    expect(a).not.toBe(b);
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, production: false, jwtExpiresIn: '7d', publicUrl: '', seed: true, authRateLimit: 10, bcryptRounds: 10 });
    expect(config.mongodbUri).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of addresses', () => {
    const trustProxy = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy;
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('reads the environment', () => {
    const config = loadConfig({ PORT: '4000', AUTH_RATE_LIMIT: '3', PUBLIC_API_URL: 'https://api.example.com/', SEED: 'false', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config).toMatchObject({ port: 4000, authRateLimit: 3, publicUrl: 'https://api.example.com', seed: false, corsOrigins: ['https://a.example', 'https://b.example'] });
  });
});
