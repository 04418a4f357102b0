import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { formFields } from './form-field';
import { TextField } from './TextField';

describe('formFields', () => {
  it("registers each field and shows it its own error, none of another field's", async () => {
    const onSubmit = jest.fn();
    function Form() {
      const form = useForm<{ name: string; city: string }>({ defaultValues: { name: '', city: 'Oslo' } });
      const field = formFields(form);
      return (
        <form onSubmit={form.handleSubmit(onSubmit)}>
          <TextField label="Name" {...field('name', { required: 'Name is required' })} />
          <TextField label="City" {...field('city')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', city: 'Oslo' }, expect.anything());
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});
