import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@book/core';
import { ReportDialog } from './ReportDialog';

afterEach(() => jest.restoreAllMocks());

describe('Report dialog', () => {
  it('offers unmarked spoilers for a review only', () => {
    const { rerender } = render(<ReportDialog kind="review" target="r1" open onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Report this review' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'spam',
      'harassment',
      'spoilers',
      'other',
    ]);
    rerender(<ReportDialog kind="comment" target="c1" open onClose={() => undefined} />);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['spam', 'harassment', 'other']);
    rerender(<ReportDialog kind="reader" target="bob" open onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Report this profile' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Unmarked spoilers')).not.toBeInTheDocument();
  });

  it('needs a reason, and for "Other" a text of at most 500 characters; then thanks the reader', async () => {
    const user = userEvent.setup();
    const create = jest
      .spyOn(api.reports, 'create')
      .mockResolvedValue({ message: 'Thanks, an administrator will look at it' });
    render(<ReportDialog kind="comment" target="c1" open onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Please choose a reason')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Other'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Please say what is wrong')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('What is wrong'), { target: { value: 'y'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Details must be at most 500 characters')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('What is wrong'), { target: { value: '  Insults me  ' } });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks, an administrator will look at it')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ kind: 'comment', target: 'c1', reason: 'other', text: 'Insults me' });
    // The thanks replaced the form: the focus is on its Close (the one with the word, not the dialog's cross).
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Close$/));
  });

  it("sends a reason alone, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const create = jest
      .spyOn(api.reports, 'create')
      .mockRejectedValue(new ApiError(409, 'You have already reported this', undefined, true));
    const onClose = jest.fn();
    render(<ReportDialog kind="review" target="r1" open onClose={onClose} />);
    await user.click(screen.getByLabelText('Unmarked spoilers'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ kind: 'review', target: 'r1', reason: 'spoilers' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
