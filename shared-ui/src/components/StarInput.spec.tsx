import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarInput } from './StarInput';

function Controlled({ initial = 0, onChange }: { initial?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarInput
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

describe('StarInput', () => {
  it('is a radiogroup "Rating" of five labelled stars', () => {
    render(<StarInput value={0} onChange={jest.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(radios.every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('selects by click', async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is operable with the arrow keys', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={2} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('shows its error tied to the group, and a custom label', () => {
    render(<StarInput value={0} onChange={jest.fn()} label="Your rating" error="Please select a rating" />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toHaveAccessibleDescription('Please select a rating');
  });
});
