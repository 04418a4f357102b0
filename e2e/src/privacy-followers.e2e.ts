/**
 * The Privacy section of /profile: choosing "Followers only" turns on approval of new followers (the checkbox shows
 * it, and the server keeps it), and the reader removes a follower from the list of their followers.
 */
import { apiCall, contextAs, waitForRemote } from './support/session';
import { twoReaders } from './support/file-readers';

jest.setTimeout(120000);

describe('privacy: followers only, and removing a follower', () => {
  const the = twoReaders('private', 'fan');

  it('turns approval on with Followers only, and removes a follower who then no longer sees the list', async () => {
    await apiCall('POST', `/readers/${the.reader.username}/follow`, the.sw.token);
    const { context, page } = await contextAs(the.browser, the.reader);
    try {
      await page.goto('/profile');
      await waitForRemote(page, 'reader-app');
      const approval = page.getByRole('checkbox', { name: 'New followers need my approval' });
      await page.getByText('Choosing Followers only turns on approval of new followers.').waitFor();
      expect(await approval.isChecked()).toBe(false);
      await page.getByLabel('Who can see your reading list').selectOption('followers');
      expect([await approval.isChecked(), await approval.isDisabled()]).toEqual([true, true]);
      await page.getByRole('button', { name: 'Save privacy settings' }).click();
      await page.getByText('Privacy settings saved').first().waitFor();
      const me = await apiCall<{ privacy: Record<string, unknown> }>('GET', '/auth/me', the.sr.token);
      expect(me.privacy).toMatchObject({ listVisibility: 'followers', approveFollowers: true });

      // The follower from before still follows, and is listed with Remove.
      const followers = page.getByRole('list', { name: 'Your followers' });
      await followers.getByRole('link', { name: the.writer.username }).waitFor();
      await page.screenshot({ path: '/tmp/privacy-section.png', fullPage: true });
      await followers.getByRole('button', { name: `Remove ${the.writer.username}` }).click();
      await page.getByText(`${the.writer.username} no longer follows you`).first().waitFor();
      await page.getByText('No one follows you yet.').waitFor();
      const profile = await apiCall<{ relationship: { follow: string }; visible: { list: boolean } }>(
        'GET',
        `/readers/${the.reader.username}`,
        the.sw.token,
      );
      expect([profile.relationship.follow, profile.visible.list]).toEqual(['none', false]);
    } finally {
      await context.close();
    }
  });
});
