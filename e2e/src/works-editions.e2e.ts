// Works and editions, as a reader and an administrator meet them. A reader follows a demo book's Other editions by
// keyboard, puts that edition on their list, switches it to another edition from My Reading List (by keyboard), and
// switches it again from a third edition's page, which names the edition they have. An administrator groups two records of one novel from Group Editions
// by keyboard, after its preview; each book's page then lists the other, a review written about one shows on the
// other's page naming its edition, and splitting one out again takes it off. axe finds nothing at both widths.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { adminScreen } from './support/admin';
import { ADMIN, launchBrowser, toast } from './support/browser';
import { deleteBooks, type MadeBook } from './support/books';
import { WIDTHS } from './support/checked-screen';
import { describeFocus, focusIsVisible, tabTo } from './support/keyboard';
import { noViolations } from './support/no-violations';
import { apiCall, apiLogin, contextAs, registerReader, waitForRemote, waitForSettled } from './support/session';

jest.setTimeout(90000);

type Format = 'hardcover' | 'paperback' | 'ebook' | 'audiobook';
interface Edition {
  _id: string;
  title: string;
  work: string;
  workPrimary?: boolean;
  format?: Format | null;
}
interface Entry {
  _id: string;
  book: { _id: string; format?: Format | null };
}

const FORMAT_LABELS: Record<Format, string> = {
  hardcover: 'Hardcover',
  paperback: 'Paperback',
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};

/** axe finds nothing on the screen at 1280 px, then at 390 px; the page is left at 1280 px. */
async function noViolationsAtBothWidths(page: Page, name: string): Promise<void> {
  await noViolations(page, name, 'desktop');
  await page.setViewportSize(WIDTHS.phone);
  await noViolations(page, name, 'phone');
  await page.setViewportSize(WIDTHS.desktop);
}

/** Tabs to `target`, checks that it shows where the focus is, and activates it with Enter. */
async function tabAndPress(page: Page, target: Locator, options: { what: string; max?: number }): Promise<void> {
  await tabTo(page, target, options);
  await focusShown(page, options.what);
  await page.keyboard.press('Enter');
}

/** The focused control shows a focus indicator. */
async function focusShown(page: Page, what: string): Promise<void> {
  const shown = await focusIsVisible(page);
  expect(`${what}: ${shown ? 'focus shown' : `no focus indicator on ${await describeFocus(page)}`}`).toBe(
    `${what}: focus shown`,
  );
}

/** A book's page, once the reader remote has shown its title. */
async function bookPage(page: Page, book: { _id: string; title: string }): Promise<void> {
  await page.goto(`/books/${book._id}`);
  await waitForRemote(page, 'reader-app');
  await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
}

/**
 * Group Editions, with a book titled `title` chosen by keyboard as the one whose work stays (the second record the
 * picker offers by that title): answers the picker.
 */
async function chooseKeptBook(page: Page, title: string): Promise<Locator> {
  await adminScreen(page, '/admin/merges/editions', 'Group Editions');
  const keepBox = page.getByRole('combobox', { name: 'Book whose work stays' });
  await tabTo(page, keepBox, { what: 'the book whose work stays' });
  await focusShown(page, 'the book whose work stays');
  await page.keyboard.type(title);
  await page
    .getByRole('option', { name: new RegExp(`^${title}`) })
    .nth(1)
    .waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  return keepBox;
}

/** The links of a book page's Other editions (it waits for them to be listed). */
function editionLink(page: Page, bookId: string) {
  return page.getByRole('region', { name: 'Other editions' }).locator(`a[href="/books/${bookId}"]`);
}

describe('works and editions', () => {
  let browser: Browser;
  let adminToken = '';
  const stamp = Date.now();
  // Two records of one novel, entered apart: a hardcover and a paperback of the same title.
  const novel = `E2E Editions Novel ${stamp}`;
  const hardcover: MadeBook = { title: novel, _id: '' };
  const paperback: MadeBook = { title: novel, _id: '' };
  const reviewTitle = `E2E Review of the hardcover ${stamp}`;
  let reader: Awaited<ReturnType<typeof registerReader>>;
  let readerToken = '';
  let readerSide: { context: BrowserContext; page: Page };
  let adminSide: { context: BrowserContext; page: Page };
  // The demo work with the most editions: the book the reader starts from, and its other editions.
  let start: Edition;
  let others: Edition[];

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = (await apiLogin(ADMIN)).token;
    const all = await apiCall<Edition[]>('GET', '/books?editions=all&limit=100', adminToken);
    const size = (work: string) => all.filter((e) => e.work === work).length;
    start = all.filter((e) => e.workPrimary).sort((a, b) => size(b.work) - size(a.work))[0];
    expect(size(start.work)).toBeGreaterThanOrEqual(3);
    others = await apiCall<Edition[]>('GET', `/books/${start._id}/editions`);

    const [author] = await apiCall<{ _id: string }[]>('GET', '/authors?limit=1');
    const [seeded] = await apiCall<{ coverImage: string }[]>('GET', '/books?limit=1');
    for (const [book, format] of [
      [hardcover, 'hardcover'],
      [paperback, 'paperback'],
    ] as const) {
      const made = await apiCall<{ _id: string }>('POST', '/books', adminToken, {
        title: book.title,
        author: author._id,
        coverImage: seeded.coverImage,
        status: 'published',
        format,
      });
      book._id = made._id;
    }

    // A reader who has both records on their list (a conflict the grouping settles).
    reader = await registerReader('editions');
    readerToken = (await apiLogin(reader)).token;
    await apiCall('POST', '/reading-list', readerToken, { bookId: hardcover._id, status: 'wishlist' });
    await apiCall('POST', '/reading-list', readerToken, { bookId: paperback._id, status: 'reading' });

    readerSide = await contextAs(browser, reader, WIDTHS.desktop);
    adminSide = await contextAs(browser, ADMIN, WIDTHS.desktop);
  });

  afterAll(async () => {
    await readerSide?.context.close();
    await adminSide?.context.close();
    // The demo work's entries go, so which of its editions is the most read stays as the other journeys expect.
    if (readerToken) {
      const entries = await apiCall<Entry[]>('GET', '/reading-list', readerToken).catch(() => []);
      for (const entry of entries)
        await apiCall('DELETE', `/reading-list/${entry._id}`, readerToken).catch(() => undefined);
    }
    await deleteBooks(adminToken, [hardcover, paperback]);
    await browser?.close();
  });

  it('a reader follows another edition by keyboard, lists it, and switches its edition from the list and from a book page', async () => {
    const { page } = readerSide;
    await bookPage(page, start);
    const [followed] = others;
    await editionLink(page, followed._id).waitFor();
    await noViolationsAtBothWidths(page, 'works-editions-book-other-editions');

    // From the top of the page, by keyboard, to the edition's link.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').focus();
    await tabAndPress(page, editionLink(page, followed._id), { max: 150, what: 'the other edition' });
    await page.waitForURL(`**/books/${followed._id}`);
    await page.getByRole('heading', { level: 1, name: followed.title }).waitFor();
    await editionLink(page, start._id).waitFor();

    await tabAndPress(page, page.getByRole('button', { name: 'Wishlist', exact: true }), { what: 'Wishlist' });
    await toast(page, 'Added to Wishlist list');

    // My Reading List: the entry names its edition; "Switch edition" offers the work's others.
    await page.goto('/reading-list');
    await waitForRemote(page, 'reader-app');
    const [listed] = (await apiCall<Entry[]>('GET', '/reading-list', readerToken)).filter(
      (e) => e.book._id === followed._id,
    );
    // The entry's row, named by its title's heading (which stays the entry's whichever edition it names).
    const row = page.locator(`[data-testid="reading-list-entry"][aria-labelledby="rl-${listed._id}"]`);
    await row.getByTestId('entry-format').waitFor();
    expect(await row.getByTestId('entry-format').textContent()).toBe(FORMAT_LABELS[followed.format!]);
    await tabAndPress(page, row.getByRole('button', { name: `Switch edition of ${followed.title}` }), {
      what: 'Switch edition',
    });
    const select = row.getByRole('combobox', { name: `Edition of ${followed.title}` });
    // Once the editions are read, the focus moves to their select.
    await select.and(page.locator(':focus')).waitFor();
    await focusShown(page, 'the edition select');
    await noViolationsAtBothWidths(page, 'works-editions-reading-list-switch');

    // The select lists the entry's edition first, then the work's others in the API's order.
    const [chosen] = (await apiCall<Edition[]>('GET', `/books/${followed._id}/editions`)).filter(
      (e) => e._id !== followed._id,
    );
    // Its format tells it apart in the row (the demo work's editions each have their own).
    expect(chosen.format).not.toBe(followed.format);
    await page.keyboard.press('ArrowDown');
    await toast(page, 'Edition updated successfully');
    await row.getByTestId('entry-format').filter({ hasText: FORMAT_LABELS[chosen.format!] }).waitFor();
    const entries = await apiCall<Entry[]>('GET', '/reading-list', readerToken);
    const onTheWork = entries.filter((e) => [start, ...others].some((edition) => edition._id === e.book._id));
    expect(onTheWork.map((e) => e.book._id)).toEqual([chosen._id]);

    // Another edition of the same work is the same book to the list: its page names the reader's edition, and the
    // entry moves to this one by keyboard.
    const another = [start, ...others].find((e) => e._id !== chosen._id)!;
    await bookPage(page, another);
    const status = page.getByTestId('reading-list-status');
    await status.getByRole('link', { name: `the ${chosen.format} edition` }).waitFor();
    expect(await page.getByRole('button', { name: 'Wishlist', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await tabAndPress(page, page.getByRole('button', { name: 'Switch to this edition' }), {
      what: 'Switch to this edition',
    });
    await toast(page, 'Edition updated successfully');
    await page.getByRole('button', { name: 'Switch to this edition' }).waitFor({ state: 'detached' });
    const switched = await apiCall<Entry[]>('GET', '/reading-list', readerToken);
    expect(switched.filter((e) => e._id === listed._id).map((e) => e.book._id)).toEqual([another._id]);
  });

  it('an administrator groups two records of one novel from Group Editions by keyboard, after its preview', async () => {
    const { page } = adminSide;
    const keepBox = await chooseKeptBook(page, novel);
    expect(await keepBox.inputValue()).toBe(novel);

    // The other record is the only one the second picker offers by that title.
    const addBox = page.getByRole('combobox', { name: 'Book whose work joins it' });
    await tabTo(page, addBox, { what: 'the book whose work joins it' });
    await focusShown(page, 'the book whose work joins it');
    await page.keyboard.type(novel);
    await page.getByRole('option', { name: new RegExp(`^${novel}`) }).waitFor();
    expect(await page.getByRole('option', { name: new RegExp(`^${novel}`) }).count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await addBox.inputValue()).toBe(novel);

    // Both works' editions side by side, what moves and the reader who has both.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.waitFor();
    const sides = [preview.getByTestId('admin-group-keep-editions'), preview.getByTestId('admin-group-add-editions')];
    const formats = await Promise.all(sides.map((side) => side.locator('li').textContent()));
    expect(formats.map((text) => /Hardcover|Paperback/.exec(text ?? '')?.[0]).sort()).toEqual([
      'Hardcover',
      'Paperback',
    ]);
    await preview.getByTestId('admin-merge-moves').getByText('1 reading-list entry', { exact: true }).waitFor();
    await preview
      .getByTestId('admin-merge-conflicts')
      .getByText('1 reader has both works on their list', { exact: true })
      .waitFor();
    await noViolationsAtBothWidths(page, 'works-editions-group-preview');

    await tabAndPress(page, preview.getByRole('button', { name: 'Group editions' }), { what: 'Group editions' });
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Group the editions of "${novel}"`) });
    await dialog.waitFor();
    await tabAndPress(page, dialog.getByRole('button', { name: 'Group editions', exact: true }), {
      max: 4,
      what: 'the confirmation',
    });
    // The grouping may take a while: what counts is its toast, then the kept work listing the other edition.
    await toast(page, new RegExp(`^"${novel}" grouped with "${novel}"`), 30000);
    await page
      .getByRole('region', { name: `Other editions of ${novel}` })
      .getByRole('button', { name: /^Split edition: / })
      .waitFor({ timeout: 30000 });

    // Each record's page lists the other under Other editions.
    await bookPage(page, hardcover);
    await editionLink(page, paperback._id).waitFor();
    await bookPage(page, paperback);
    await editionLink(page, hardcover._id).waitFor();

    // The reader who had both keeps one entry, at the status furthest along.
    const entries = await apiCall<(Entry & { status: string })[]>('GET', '/reading-list', readerToken);
    const mine = entries.filter((e) => [hardcover._id, paperback._id].includes(e.book._id));
    expect(mine.map((e) => e.status)).toEqual(['reading']);
  });

  it("a review written about one edition shows on the other's page, naming its edition", async () => {
    await apiCall('POST', '/reviews', readerToken, {
      book: hardcover._id,
      rating: 4,
      title: reviewTitle,
      content: 'Written about the hardcover, read in the paperback too.',
    });
    const { page } = readerSide;
    await bookPage(page, paperback);
    const review = page.getByRole('article', { name: reviewTitle });
    await review.waitFor();
    const about = review.getByRole('link', { name: 'About the hardcover edition' });
    await about.waitFor();
    expect(await about.getAttribute('href')).toBe(`/books/${hardcover._id}`);
  });

  it('the administrator splits an edition out again, after its confirmation, and the book page no longer lists it', async () => {
    const { page } = adminSide;
    await chooseKeptBook(page, novel);

    const work = page.getByRole('region', { name: `Other editions of ${novel}` });
    const split = work.getByRole('button', { name: /^Split edition: / });
    await split.waitFor();
    // Whichever record was chosen, the other is the one its work lists.
    const label = (await split.getAttribute('aria-label')) ?? '';
    const [splitOut, stays] = label.includes('Hardcover') ? [hardcover, paperback] : [paperback, hardcover];
    await tabAndPress(page, split, { what: 'Split edition' });
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Split "${novel}" out of this work`) });
    await dialog.waitFor();
    await tabAndPress(page, dialog.getByRole('button', { name: 'Split edition', exact: true }), {
      max: 4,
      what: 'the confirmation',
    });
    await toast(page, new RegExp(`^"${novel}" is now a work of its own`), 30000);
    await work.getByText('This book is the only edition of its work.').waitFor({ timeout: 30000 });

    // Neither page lists the other any more.
    expect(await apiCall<Edition[]>('GET', `/books/${stays._id}/editions`)).toEqual([]);
    await bookPage(page, stays);
    await waitForSettled(page);
    expect(await page.getByRole('region', { name: 'Other editions' }).count()).toBe(0);
    expect(await page.locator(`a[href="/books/${splitOut._id}"]`).count()).toBe(0);
  });
});
