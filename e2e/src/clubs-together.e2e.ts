/**
 * Reading together in the browser, over the production builds: A starts a private club and invites B; B accepts by
 * keyboard; A schedules two sections of a catalogue book and posts in the second; B, at a page inside the first, sees
 * how many posts wait but not their text; B logs progress past the second and reads it; C, not a member, sees the
 * club's name only. Each new screen has no axe violation at a phone's width and a desktop's.
 */
import type { Browser, Page } from 'playwright-core';
import { formatViolations, runAxe } from './support/a11y';
import { launchBrowser, toast } from './support/browser';
import { tabAndPress } from './support/keyboard';
import { contextAs, registerReader, waitForSettled } from './support/session';

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

      // B accepts, by keyboard.
      const pb = mate.page;
      await openClub(pb, clubPath, club);
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

      // C, not a member, sees the club's name only.
      const pc = outsider.page;
      await openClub(pc, clubPath, club);
      await pc.getByTestId('club-private-note').waitFor();
      expect(await pc.getByRole('heading', { name: /Members|Current read/ }).count()).toBe(0);
      expect(await pc.getByText(postText).count()).toBe(0);
      await pc.goto(`${clubPath}/sections/none`);
      await pc.getByTestId('club-private-note').waitFor();
      expect(await pc.getByText(postText).count()).toBe(0);
    } finally {
      await Promise.all([host.context.close(), mate.context.close(), outsider.context.close()]);
    }
  }, 60000);
});
