import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@book/core';
import { makeUser } from '../../testing/fixtures';
import { makePage, makeReaderProfile, makeReaderSummary } from '../../testing/readers';
import { renderPage, signInAs, signOut, signedInWithToasts } from '../../testing/render';
import { BlockedReaders } from './BlockedReaders';
import { fakeReader, openProfile } from './profile-fakes';

jest.setTimeout(30000);

const toasts = signedInWithToasts();

describe('blocking a reader from their profile', () => {
  it('asks to confirm in a dialog, blocks only when confirmed, and reads the profile again', async () => {
    const user = userEvent.setup();
    const { get } = fakeReader();
    const block = jest.spyOn(api.blocks, 'block').mockResolvedValue(null);
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Block bookworm?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(block).not.toHaveBeenCalled();

    get.mockResolvedValue(
      makeReaderProfile({ relationship: { self: false, follow: 'none', followsYou: false, blocked: true } }),
    );
    await user.click(screen.getByRole('button', { name: 'Block' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(block).toHaveBeenCalledWith('bookworm'));
    expect(toasts.success).toHaveBeenCalledWith('You blocked bookworm');
    // Blocked: Unblock instead, and no Follow (refused across a block).
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it("offers a report of the profile, and neither to visitors nor on one's own profile", async () => {
    const user = userEvent.setup();
    fakeReader();
    const report = jest
      .spyOn(api.reports, 'create')
      .mockResolvedValue({ message: 'Thanks, an administrator will look at it' });
    const view = openProfile();
    await user.click(await screen.findByRole('button', { name: "Report bookworm's profile" }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    await user.click(within(dialog).getByLabelText('Spam'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thanks, an administrator will look at it')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith({ kind: 'reader', target: 'bookworm', reason: 'spam' });
    view.unmount();

    signOut();
    const visitor = openProfile();
    await screen.findByRole('heading', { level: 1, name: 'bookworm' });
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    visitor.unmount();

    signInAs(makeUser({ username: 'bookworm' }));
    fakeReader(makeReaderProfile({ relationship: { self: true, follow: 'none', followsYou: false, blocked: false } }));
    openProfile();
    await screen.findByRole('link', { name: 'Edit profile' });
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });
});

describe('Blocked readers (profile)', () => {
  it('lists the blocked readers and unblocks one', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(api.blocks, 'list')
      .mockResolvedValueOnce(
        makePage([
          makeReaderSummary({ id: 'u2', username: 'troll' }),
          makeReaderSummary({ id: 'u3', username: 'spammer' }),
        ]),
      )
      .mockResolvedValue(makePage([makeReaderSummary({ id: 'u3', username: 'spammer' })]));
    const unblock = jest.spyOn(api.blocks, 'unblock').mockResolvedValue(null);
    renderPage(<BlockedReaders />);
    expect(screen.getByRole('heading', { level: 2, name: 'Blocked readers' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Unblock troll' }));
    await waitFor(() => expect(unblock).toHaveBeenCalledWith('troll'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unblock troll' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Unblock spammer' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
    expect(toasts.success).toHaveBeenCalledWith('troll is no longer blocked');
  });

  it('says when nobody is blocked', async () => {
    jest.spyOn(api.blocks, 'list').mockResolvedValue(makePage([]));
    renderPage(<BlockedReaders />);
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});
