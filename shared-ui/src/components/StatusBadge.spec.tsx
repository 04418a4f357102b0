import { render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['published', 'Published', 'ui-badge--green'],
    ['draft', 'Draft', 'ui-badge--yellow'],
    ['archived', 'Archived', 'ui-badge--grey'],
  ])('%s is %s in %s', (status, text, tone) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(text)).toHaveClass('ui-badge', tone);
  });

  it('takes a label and a tone (role badges)', () => {
    render(<StatusBadge status="admin" label="Admin" tone="purple" />);
    expect(screen.getByText('Admin')).toHaveClass('ui-badge--purple');
  });
});
