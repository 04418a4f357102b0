import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, useConfirm } from './ConfirmDialog';

const MESSAGE = 'Are you sure you want to delete this book?';

describe('ConfirmDialog', () => {
  it('shows the message, Delete and Cancel, with Cancel focused', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open message={MESSAGE} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('takes custom labels and disables both buttons while busy', () => {
    render(
      <ConfirmDialog
        open
        busy
        message="Change?"
        confirmLabel="Remove"
        cancelLabel="Keep"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
  });

  it('useConfirm resolves true on confirm and false on cancel or Escape', async () => {
    let confirmFn: (m: string) => Promise<boolean> = async () => false;
    function Host() {
      const [confirm, dialog] = useConfirm();
      confirmFn = confirm;
      return dialog;
    }
    render(<Host />);
    expect(screen.queryByRole('dialog')).toBeNull();

    let answer: Promise<boolean>;
    act(() => {
      answer = confirmFn(MESSAGE);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(answer!).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      answer = confirmFn(MESSAGE);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer!).resolves.toBe(false);

    act(() => {
      answer = confirmFn(MESSAGE);
    });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(answer!).resolves.toBe(false);
  });
});
