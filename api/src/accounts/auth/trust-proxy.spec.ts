import type { TestApp } from '../../testing/test-app';
import { setUpApp } from '../../testing/fixtures';

/** The login limit counts the client IP; X-Forwarded-For may name it only when TRUST_PROXY says so. */
describe('TRUST_PROXY and the login limit (AUTH_RATE_LIMIT=2)', () => {
  const attempt = (t: TestApp, forwardedFor: string) =>
    t.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', forwardedFor)
      .send({ email: 'someone@example.com', password: 'guess-it' });

  describe('default (off)', () => {
    const { t } = setUpApp({ env: { AUTH_RATE_LIMIT: '2' } });

    it('ignores a forged X-Forwarded-For, so rotating it does not dodge the limit', async () => {
      await attempt(t, '203.0.113.1').expect(401);
      await attempt(t, '203.0.113.2').expect(401);
      await attempt(t, '203.0.113.3').expect(429);
    });
  });

  describe('TRUST_PROXY=loopback (a proxy on this host)', () => {
    const { t } = setUpApp({ env: { AUTH_RATE_LIMIT: '2', TRUST_PROXY: 'loopback' } });

    it('counts each forwarded client separately', async () => {
      await attempt(t, '203.0.113.1').expect(401);
      await attempt(t, '203.0.113.1').expect(401);
      await attempt(t, '203.0.113.1').expect(429);
      await attempt(t, '203.0.113.2').expect(401);
    });

    it('counts an IPv6 client by its /64, since one such network is one subscriber', async () => {
      await attempt(t, '2001:db8:1:2::1').expect(401);
      await attempt(t, '2001:0db8:0001:0002:ffff:eeee:dddd:cccc').expect(401);
      await attempt(t, '2001:db8:1:2:abcd::9').expect(429);
      await attempt(t, '2001:db8:1:3::1').expect(401);
    });

    it('counts an IPv4 client written as an IPv6-mapped address as that IPv4 address', async () => {
      await attempt(t, '203.0.113.7').expect(401);
      await attempt(t, '::ffff:203.0.113.7').expect(401);
      await attempt(t, '203.0.113.7').expect(429);
      await attempt(t, '::ffff:203.0.113.8').expect(401);
    });
  });
});
