import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is labelled, toggles and forwards its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(<Checkbox ref={ref} label="Fantasy" value="g1" onChange={(e) => onChange(e.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Fantasy' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
    expect(ref.current).toBe(box);
  });
});
