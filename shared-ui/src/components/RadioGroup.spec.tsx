import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup';

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
] as const;

function Sizes({ error, onChange }: { error?: string; onChange: (value: string) => void }) {
  const [size, setSize] = useState<string | null>(null);
  return (
    <RadioGroup
      legend="Size"
      name="size"
      choices={SIZES}
      value={size}
      error={error}
      onChange={(value) => {
        setSize(value);
        onChange(value);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('names its radios by the legend, checks none until one is chosen, then the chosen one only', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Sizes onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Large' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(onChange).toHaveBeenCalledWith('large');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('small');
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Large' })).not.toBeChecked();
  });

  it('shows its error as an alert that describes the group', () => {
    render(<Sizes error="Please choose a size" onChange={jest.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please choose a size');
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAttribute('aria-describedby', alert.id);
  });
});
