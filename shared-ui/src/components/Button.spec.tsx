import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './Button';

describe('Button', () => {
  it('is a primary type=button by default and clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-btn', 'ui-btn--primary', 'ui-btn--md');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes variant, size and submit type', () => {
    render(
      <Button type="submit" variant="danger" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('ui-btn--danger', 'ui-btn--sm');
  });

  it('is disabled with a spinner and its busy label while busy', async () => {
    const onClick = jest.fn();
    render(
      <Button busy busyLabel="Logging in..." onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.ui-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label when busy without busyLabel, renders an icon, forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(
      <Button ref={ref} icon={<svg data-testid="icon" />}>
        Add
      </Button>,
    );
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
    rerender(<Button busy>Add</Button>);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });
});
