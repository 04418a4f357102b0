import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThanksPanel } from './ThanksPanel';

describe('ThanksPanel', () => {
  it('says the thanks as a status and moves the focus to its Close, which closes', async () => {
    const onClose = jest.fn();
    render(
      <ThanksPanel className="ui-report" onClose={onClose}>
        Thanks, an administrator will look at it
      </ThanksPanel>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Thanks, an administrator will look at it');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(close.parentElement).toHaveClass('ui-report');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
