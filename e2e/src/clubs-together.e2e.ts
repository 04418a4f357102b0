/**
 * Reading together in the browser, over the production builds: A starts a private club and invites B; B meets the
 * invitation in their notifications and accepts; A schedules two sections of a catalogue book and posts in the
 * second; B, at a page inside the first, sees how many posts wait but not their text; B logs progress past the second
 * and reads it; C, not a member, sees the club's name only; B reports the post and an administrator, finding the
 * club's open report in the Clubs manager, removes it from Reports. Each new screen has no axe violation at a phone's
 * width and a desktop's; B accepts and reports by keyboard.
 */
import type { Browser, Page } from 'playwright-core';
import { formatViolations, runAxe } from './support/a11y';
import { ADMIN, launchBrowser, toast } from './support/browser';
import { PNG_1X1 } from './support/images';
import { tabAndPress, tabTo } from './support/keyboard';
import { contextAs, registerReader, waitForRemote, waitForSettled } from './support/session';

const BOOK = 'Red Dust, Blue Sky';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** No axe violation at all, at a phone's width and at a desktop's; the page is left at the width it had. */
async function expectAccessibleAtBothWidths(page: Page, label: string): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP;
  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    const found = await runAxe(page);
    expect(formatViolations(`${label} (${name})`, found)).toBe(`${label} (${name}): no violations`);
  }
  await page.setViewportSize(before);
}

async function openClub(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20000 });
  await waitForSettled(page);
}

describe('book clubs, read together', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps a section ahead of a member hidden until their progress reaches it, and a private club to its members', async () => {
    const [a, b, c] = await Promise.all([
      registerReader('clubhost'),
      registerReader('clubmate'),
      registerReader('outsider'),
    ]);
    const club = `Slow Readers ${a.username}`;
    const postText = `The plains change everything ${Date.now()}`;
    const host = await contextAs(browser, a, DESKTOP);
    const mate = await contextAs(browser, b, PHONE);
    const outsider = await contextAs(browser, c, PHONE);
    const admin = await contextAs(browser, ADMIN, DESKTOP);
    try {
      // A starts a private club and invites B.
      const pa = host.page;
      await pa.goto('/clubs/new');
      await pa.getByRole('heading', { level: 1, name: 'Start a club' }).waitFor({ timeout: 20000 });
      await pa.getByLabel(/^Name/).fill(club);
      await pa.getByLabel('Who can join').selectOption('private');
      await pa.getByRole('button', { name: 'Start the club' }).click();
      await toast(pa, `${club} is open`);
      await pa.getByLabel('Invite a reader by username').fill(b.username);
      await pa.getByRole('button', { name: 'Invite' }).click();
      await toast(pa, `${b.username} is invited`);
      const clubPath = new URL(pa.url()).pathname;

      // B finds the invitation in their notifications and accepts it, by keyboard.
      const pb = mate.page;
      await pb.goto('/notifications');
      const invitation = pb.getByRole('link', { name: `${a.username} invited you to join ${club}` });
      await invitation.waitFor({ timeout: 20000 });
      await expectAccessibleAtBothWidths(pb, 'notifications, a club invitation');
      await tabAndPress(pb, invitation);
      await pb.getByRole('heading', { level: 1, name: club }).waitFor();
      await tabAndPress(pb, pb.getByRole('button', { name: 'Accept the invitation' }));
      await toast(pb, `Welcome to ${club}`);

      // A schedules two sections of a catalogue book, then posts in the second.
      await pa.reload();
      await pa.getByRole('heading', { level: 1, name: club }).waitFor();
      await pa.getByRole('button', { name: 'Choose the book and its sections' }).click();
      await pa.getByLabel('Find a book in the catalogue').fill('Red Dust');
      await pa.getByRole('button', { name: `Read ${BOOK}` }).click();
      await pa.getByLabel('Section 1 title').fill('Part One');
      await pa.getByLabel('Section 1 ends at').fill('50');
      await pa.getByRole('button', { name: 'Add a section' }).click();
      await pa.getByLabel('Section 2 title').fill('Part Two');
      await pa.getByLabel('Section 2 ends at').fill('100');
      await pa.getByRole('button', { name: 'Save the schedule' }).click();
      await toast(pa, 'Schedule saved');
      await pa.getByRole('listitem').filter({ hasText: b.username }).getByText('Member').waitFor();

      // A describes the club and gives it a cover.
      await pa.getByRole('button', { name: 'Edit the club' }).click();
      const edit = pa.getByRole('dialog', { name: 'Edit the club' });
      await edit.getByLabel('Description').fill('One chapter at a time, no spoilers.');
      await edit.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await expectAccessibleAtBothWidths(pa, 'editing the club');
      await edit.getByRole('button', { name: 'Save the changes' }).click();
      await toast(pa, 'Your changes are saved');
      await pa.getByText('One chapter at a time, no spoilers.').waitFor();
      await pa.locator('img.club-cover').waitFor();
      await expectAccessibleAtBothWidths(pa, "the club's page, its owner's tools");
      await pa.getByTestId('club-section').nth(1).getByRole('link', { name: 'Part Two' }).click();
      // A has logged no progress on the book yet: the section waits for them too, until they open it.
      await pa.getByRole('button', { name: 'Show this section anyway' }).click();
      await pa.getByLabel('Your post').fill(postText);
      await pa.getByRole('button', { name: 'Post', exact: true }).click();
      await pa.getByTestId('club-post').filter({ hasText: postText }).waitFor();
      await expectAccessibleAtBothWidths(pa, 'a thread, its author and moderator');

      // B, at a page inside the first section, sees the count but not the text.
      await openClub(pb, clubPath, club);
      await pb.getByLabel('Page you reached').fill('30');
      await pb.getByRole('button', { name: 'Log progress' }).click();
      await toast(pb, 'Progress saved: page 30');
      await pb.getByTestId('club-section').nth(1).getByRole('link', { name: 'Part Two' }).click();
      await pb.getByText('1 post waits until you reach page 100.').waitFor();
      expect(await pb.getByText(postText).count()).toBe(0);
      await expectAccessibleAtBothWidths(pb, 'a thread waiting for the reader');

      // B logs progress past the second and reads it.
      await pb.getByLabel('Page you reached').fill('120');
      await pb.getByRole('button', { name: 'Log progress' }).click();
      await toast(pb, 'Progress saved: page 120');
      await pb.getByTestId('club-post').filter({ hasText: postText }).waitFor();
      await expectAccessibleAtBothWidths(pb, 'a thread, a member');

      // B reports the post, by keyboard.
      await tabAndPress(pb, pb.getByRole('button', { name: `Report ${a.username}'s post` }));
      const report = pb.getByRole('dialog', { name: 'Report this post' });
      // The reasons are one radio group: Tab reaches it, the arrow keys choose.
      await tabTo(pb, report.getByLabel('Spam'));
      await pb.keyboard.press('ArrowDown');
      expect(await report.getByLabel('Harassment').isChecked()).toBe(true);
      await tabAndPress(pb, report.getByRole('button', { name: 'Send report' }));
      await report.getByText('Thanks, an administrator will look at it').waitFor();
      await expectAccessibleAtBothWidths(pb, 'a post reported');
      await pb.keyboard.press('Enter');
      await report.waitFor({ state: 'detached' });

      // C, not a member, sees the club's name only.
      const pc = outsider.page;
      await openClub(pc, clubPath, club);
      await pc.getByTestId('club-private-note').waitFor();
      expect(await pc.getByRole('heading', { name: /Members|Current read/ }).count()).toBe(0);
      expect(await pc.getByText(postText).count()).toBe(0);
      await pc.goto(`${clubPath}/sections/none`);
      await pc.getByTestId('club-private-note').waitFor();
      expect(await pc.getByText(postText).count()).toBe(0);

      // An administrator finds the club in the Clubs manager and removes the post from Reports.
      const pz = admin.page;
      await pz.goto('/admin/clubs');
      await waitForRemote(pz, 'admin-app');
      await pz.getByLabel('Search clubs').fill(club);
      const row = pz.getByTestId('admin-club-row').filter({ hasText: club });
      await row.getByRole('link', { name: `1 open report of ${club}` }).waitFor();
      await expectAccessibleAtBothWidths(pz, 'the Clubs manager');
      await row.getByRole('link', { name: `1 open report of ${club}` }).click();
      const reported = pz.getByTestId('admin-report-row').filter({ hasText: postText });
      await reported.getByRole('link', { name: club }).waitFor({ timeout: 20000 });
      await expectAccessibleAtBothWidths(pz, 'Reports, a club post');
      await reported.getByRole('button', { name: `Remove content: post by ${a.username} in ${club}` }).click();
      const removal = pz.getByRole('dialog', { name: 'Remove content' });
      await removal.getByLabel('Note').fill('Spoilers belong behind the schedule');
      await removal.getByRole('button', { name: 'Remove' }).click();
      await reported.waitFor({ state: 'detached' });
      await pb.reload();
      await pb.getByTestId('club-thread').waitFor({ timeout: 20000 });
      expect(await pb.getByText(postText).count()).toBe(0);
    } finally {
      await Promise.all([host.context.close(), mate.context.close(), outsider.context.close(), admin.context.close()]);
    }
  }, 60000);
});
