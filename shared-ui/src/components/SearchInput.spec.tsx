import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput } from './SearchInput';

describe('SearchInput', () => {
  it('is a labelled search box reporting its value', async () => {
    const seen: string[] = [];
    function Host() {
      const [value, setValue] = useState('');
      return (
        <SearchInput
          label="Search authors"
          placeholder="Search by name or nationality..."
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Host />);
    const box = screen.getByRole('searchbox', { name: 'Search authors' });
    expect(box).toHaveAttribute('placeholder', 'Search by name or nationality...');
    await userEvent.type(box, 'Tol');
    expect(box).toHaveValue('Tol');
    expect(seen).toEqual(['T', 'To', 'Tol']);
  });
});
