import { waitFor, within } from '@testing-library/react';
import { api } from '@book/core';
import { pickAuthor } from '../../testing/render';
import { authorsPage, fakeCatalogue, openCreateForm } from './manage-books-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeCatalogue);

describe('Author picker of the book form', () => {
  const box = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /^Author/ });
  const choices = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('listbox', { name: /^Author/ }))
      .queryAllByRole('option')
      .map((o) => o.textContent);

  it('lists the first 20 authors by name when opened, without downloading every author', async () => {
    const { user, dialog } = await openCreateForm();
    expect(authorsPage).not.toHaveBeenCalled();
    await user.click(box(dialog));
    expect(await within(dialog).findByRole('option', { name: 'Frank Herbert' })).toBeInTheDocument();
    expect(choices(dialog)).toEqual(['Frank Herbert', 'Ursula K. Le Guin']);
    expect(authorsPage).toHaveBeenCalledWith(
      { sort: 'name', search: undefined, page: 1, limit: 20 },
      expect.anything(),
    );
    expect(api.authors.list).not.toHaveBeenCalled();
  });

  it('searches on the server as the admin types, and the keyboard chooses', async () => {
    const { user, dialog } = await openCreateForm();
    await user.type(box(dialog), 'ursu');
    await waitFor(() =>
      expect(authorsPage).toHaveBeenLastCalledWith(
        { sort: 'name', search: 'ursu', page: 1, limit: 20 },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(choices(dialog)).toEqual(['Ursula K. Le Guin']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box(dialog)).toHaveValue('Ursula K. Le Guin');
    expect(choices(dialog)).toEqual([]);
  });

  it('says "No authors found" when the search finds none', async () => {
    const { user, dialog } = await openCreateForm();
    await user.type(box(dialog), 'zzz');
    expect(await within(dialog).findByText('No authors found')).toBeInTheDocument();
  });

  it('clearing the text clears the author: the form then requires one', async () => {
    const { user, dialog } = await openCreateForm();
    await pickAuthor(user, dialog, 'Frank Herbert');
    await user.clear(box(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    expect(await within(dialog).findByText('Author is required')).toBeInTheDocument();
    expect(box(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(box(dialog)).toHaveAccessibleDescription('Author is required');
  });
});
