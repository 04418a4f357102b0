import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input with a generated id', () => {
    render(<TextField label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input.id).toBeTruthy();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows its error under the field, tied with aria-describedby', () => {
    render(<TextField label="Email" id="email" error="Email is required" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required We never share it');
    expect(screen.getByText('Email is required')).toHaveAttribute('id', 'email-error');
  });

  it('can hide its label visually', () => {
    render(<TextField label="Search" hideLabel />);
    expect(screen.getByText('Search')).toHaveClass('ui-visually-hidden');
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
  });

  it('works with react-hook-form register (forwards its ref)', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string }>({ defaultValues: { name: 'Ann' } });
      return (
        <form onSubmit={handleSubmit((v) => onSubmit(v))}>
          <TextField label="Name" {...register('name')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveValue('Ann');
    await userEvent.clear(input);
    await userEvent.type(input, 'Bob');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Bob' });
  });
});
