import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@book/core';
import { clubsApi } from '../../common/api/clubs-calls';
import { makeClub, makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, silenceToasts } from '../../testing/render';
import { StartClub } from './StartClub';

let toasts: ReturnType<typeof silenceToasts>;
beforeEach(() => {
  signInAs(makeUser());
  toasts = silenceToasts();
});
afterEach(() => jest.restoreAllMocks());

describe('starting a club', () => {
  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    const start = jest.spyOn(clubsApi, 'start');
    renderPage(<StartClub basePath="/clubs" />);
    await user.click(screen.getByRole('button', { name: 'Start the club' }));
    expect(await screen.findByText('Give your club a name')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(start).not.toHaveBeenCalled();
  });

  it('starts a private club and opens its page', async () => {
    const user = userEvent.setup();
    const start = jest.spyOn(clubsApi, 'start').mockResolvedValue(makeClub({ _id: 'c7', name: 'Night Owls' }));
    renderPage(<StartClub basePath="/clubs" />);
    await user.type(screen.getByLabelText(/^Name/), '  Night Owls ');
    await user.type(screen.getByLabelText(/^Description/), 'We read after dark.');
    await user.selectOptions(screen.getByLabelText('Who can join'), 'private');
    await user.click(screen.getByRole('button', { name: 'Start the club' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/clubs/c7'));
    expect(start).toHaveBeenCalledWith({
      name: 'Night Owls',
      description: 'We read after dark.',
      visibility: 'private',
    });
    expect(toasts.success).toHaveBeenCalledWith('Night Owls is open');
  });

  it("shows the server's message when it refuses", async () => {
    const user = userEvent.setup();
    jest
      .spyOn(clubsApi, 'start')
      .mockRejectedValue(new ApiError(429, 'Too many clubs; try again later', undefined, true));
    renderPage(<StartClub basePath="/clubs" />);
    await user.type(screen.getByLabelText(/^Name/), 'Night Owls');
    await user.click(screen.getByRole('button', { name: 'Start the club' }));
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Too many clubs; try again later'));
  });
});
