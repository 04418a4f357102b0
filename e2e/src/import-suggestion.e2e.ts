/**
 * A reader's import suggested a book the catalogue lacks (done through the API: the import itself is the
 * import-journey's); an administrator approves it from the pre-filled Add New Book modal, which links the reader's
 * imported row to the new book. The Suggestions screen and the modal are checked with axe and recorded at desktop and
 * phone width in e2e/screenshots/.
 */
import { ADMIN, newPage, signIn, toast } from './support/browser';
import { checkScreen, WIDTHS } from './support/checked-screen';
import { oneReader } from './support/file-readers';
import { importAndSuggest, UNMATCHED } from './support/imports';
import { apiCall, apiLogin, contextAs, waitForRemote } from './support/session';

jest.setTimeout(120000);

const T = 15000;

describe('reading-history import, export and suggestions', () => {
  const the = oneReader('suggester', importAndSuggest);

  it('an admin approves the suggestion from the pre-filled Add New Book modal; the reader gets the book', async () => {
    const phone = await contextAs(the.browser, ADMIN, WIDTHS.phone);
    try {
      await phone.page.goto('/admin/suggestions');
      await waitForRemote(phone.page, 'admin-app');
      await phone.page.getByText(UNMATCHED).first().waitFor({ timeout: T });
      await checkScreen(phone.page, 'admin-suggestions-open', 'phone');
      await phone.page.getByRole('button', { name: `Approve ${UNMATCHED}` }).click();
      const modal = phone.page.getByRole('dialog', { name: 'Add New Book' });
      await modal.waitFor({ timeout: T });
      await phone.page.waitForTimeout(300);
      await checkScreen(phone.page, 'admin-suggestion-approve', 'phone');
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await modal.waitFor({ state: 'detached', timeout: T });
    } finally {
      await phone.context.close();
    }

    const { context, page } = await newPage(the.browser, WIDTHS.desktop);
    try {
      await signIn(page, ADMIN.email, ADMIN.password);
      // The screen comes with the admin remote's own menu entry.
      await page
        .getByRole('button', { name: /^admin/i })
        .first()
        .click();
      await page
        .getByRole('menuitem', { name: 'Suggestions' })
        .or(page.getByRole('link', { name: 'Suggestions' }))
        .first()
        .click();
      await page.waitForURL('**/admin/suggestions');
      await waitForRemote(page, 'admin-app');
      const row = page.getByTestId('admin-suggestion-row').filter({ hasText: UNMATCHED });
      await row.waitFor({ timeout: T });
      await row.getByText('9780306406157').waitFor();
      await checkScreen(page, 'admin-suggestions-open', 'desktop');

      await row.getByRole('button', { name: `Approve ${UNMATCHED}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Book' });
      await dialog.waitFor({ timeout: T });
      expect(await dialog.getByLabel('Title').inputValue()).toBe(UNMATCHED);
      expect(await dialog.getByLabel('ISBN').inputValue()).toBe('9780306406157');
      expect(await dialog.getByLabel('Published Date').inputValue()).toBe('2019-01-01');
      expect(await dialog.getByLabel('Page Count').inputValue()).toBe('321');
      expect(await dialog.getByLabel('Publisher').inputValue()).toBe('Fictional Press');
      // The author of that name in the catalogue is found on the server and picked.
      await page.waitForFunction(() =>
        Boolean(document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]')?.value),
      );
      expect(await dialog.getByRole('combobox', { name: /^Author/ }).inputValue()).toBe('Mara Ellison');
      await page.waitForTimeout(300);
      await checkScreen(page, 'admin-suggestion-approve', 'desktop');

      await dialog.getByRole('button', { name: 'Image URL' }).click();
      await dialog.getByLabel('Cover Image URL').fill('https://images.example.com/glass-orchard.jpg');

      // The ISBN field: a wrong check digit is refused in the page, a taken ISBN by the server (409), at the field.
      const isbn = dialog.getByLabel('ISBN');
      await isbn.fill('978-0-306-40615-8');
      await dialog.getByRole('button', { name: 'Create Book' }).click();
      await dialog.getByText('ISBN must be a valid ISBN-10 or ISBN-13').waitFor({ timeout: T });
      await isbn.fill('979-8-000-00010-6'); // The Quiet Engine's
      await dialog.getByRole('button', { name: 'Create Book' }).click();
      await dialog.getByText('A book with this ISBN already exists').waitFor({ timeout: T });
      expect(await isbn.getAttribute('aria-invalid')).toBe('true');
      await isbn.fill('9780306406157');
      await dialog.getByRole('button', { name: 'Create Book' }).click();
      await toast(page, `Suggestion approved: 1 reader linked to ${UNMATCHED}`, T);
      await row.waitFor({ state: 'detached', timeout: T });
    } finally {
      await context.close();
    }

    // The reader's imported row now points at the new book (their wishlist).
    const session = await apiLogin(the.reader);
    const list = await apiCall<{ status: string; book: { _id: string; title: string } }[]>(
      'GET',
      '/reading-list',
      session.token,
    );
    const added = list.find((e) => e.book.title === UNMATCHED);
    expect(added).toMatchObject({ status: 'wishlist' });
    // The entry shows the book's card; the book is the one made from the suggestion, ISBN included.
    expect(await apiCall<{ isbn?: string }>('GET', `/books/${added?.book._id}`, session.token)).toMatchObject({
      isbn: '9780306406157',
    });

    // Leave the demo catalogue as the other journeys expect it.
    const admin = await apiLogin(ADMIN);
    await apiCall('DELETE', `/books/${added!.book._id}`, admin.token);
  });
});
