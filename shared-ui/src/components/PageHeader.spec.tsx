import { render, screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the h1, subtitle and actions', () => {
    render(
      <PageHeader title="Manage Books" subtitle="All books of the catalogue" actions={<button>Add New Book</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Books' })).toBeInTheDocument();
    expect(screen.getByText('All books of the catalogue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Book' })).toBeInTheDocument();
  });
});
