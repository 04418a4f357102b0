import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';

const options = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

describe('SelectField', () => {
  it('renders labelled options and reports changes', async () => {
    const onChange = jest.fn();
    render(
      <SelectField label="Role" options={options} defaultValue="user" onChange={(e) => onChange(e.target.value)} />,
    );
    const select = screen.getByLabelText('Role');
    expect(select).toHaveValue('user');
    await userEvent.selectOptions(select, 'admin');
    expect(onChange).toHaveBeenCalledWith('admin');
  });

  it('has an optional placeholder option, error and hidden label', () => {
    render(
      <SelectField
        label="Author"
        hideLabel
        options={options}
        placeholder="Select an author"
        error="Author is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Author' });
    expect(screen.getByRole('option', { name: 'Select an author' })).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Author is required');
    expect(screen.getByText('Author')).toHaveClass('ui-visually-hidden');
  });
});
