import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from './NewPasswordFields';

interface Values {
  secret: string;
  again: string;
}

function Form({ say, onSubmit }: { say: 'Password' | 'New password'; onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { secret: '', again: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <NewPasswordFields form={form} names={{ password: 'secret', confirm: 'again' }} say={say} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it("registration's password: both fields required, then they must match", async () => {
    const onSubmit = jest.fn();
    render(<Form say="Password" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a new password: its own texts, and an empty confirmation is a mismatch', async () => {
    const onSubmit = jest.fn();
    render(<Form say="New password" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('New Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('New password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New Password'), 'defg');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'abcdefg');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ secret: 'abcdefg', again: 'abcdefg' }, expect.anything());
  });
});
