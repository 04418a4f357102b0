import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ImportPreview } from './ImportPreview';
import { makePreview, makeRow, makeSummary } from './fixtures';

jest.setTimeout(30000);

function renderPreview(preview = makePreview()) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <MemoryRouter>
      <ImportPreview preview={preview} confirming={false} onConfirm={onConfirm} onCancel={onCancel} />
    </MemoryRouter>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('Import preview', () => {
  it('shows matched rows with the catalogue book they matched', () => {
    renderPreview();
    expect(
      screen.getByText(
        /Goodreads export: 4 rows\. 1 matched, 2 need your choice, 1 not in the catalogue\. Nothing has been imported yet\./,
      ),
    ).toBeInTheDocument();
    const matched = screen.getByRole('region', { name: /Matched/ });
    const row = within(matched).getByRole('listitem');
    expect(within(row).getByText('Dune (Dune, #1)')).toBeInTheDocument();
    expect(within(row).getByText('Row 1')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(within(row).getByText('Review')).toBeInTheDocument();
    expect(within(row).getByLabelText('Rated 5 out of 5')).toBeInTheDocument();
    // Read on May 2, 2023: that day, also in Los Angeles where the tests run.
    expect(
      within(row).getByText(
        `Read ${new Date(Date.UTC(2023, 4, 2)).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}`,
      ),
    ).toBeInTheDocument();
    // The catalogue side: its cover, title and author.
    expect(within(row).getByAltText('Cover of Dune')).toBeInTheDocument();
    expect(within(row).getByText('Dune')).toBeInTheDocument();
  });

  it('lets the reader pick a candidate or skip each ambiguous row, and confirms with those choices', async () => {
    const { onConfirm, user } = renderPreview();
    const ambiguous = screen.getByRole('region', { name: /Needs your choice/ });
    const [emma, persuasion] = within(ambiguous).getAllByRole('group');
    expect(within(emma).getAllByRole('radio')).toHaveLength(3);
    // Skipped unless the reader picks.
    expect(within(emma).getByRole('radio', { name: 'Skip this row' })).toBeChecked();
    await user.click(within(emma).getByRole('radio', { name: /Emma \(Annotated\)/ }));
    expect(within(persuasion).getByRole('radio', { name: 'Skip this row' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm import of 2 books' }));
    expect(onConfirm).toHaveBeenCalledWith({ '2': 'b3', '3': null });
  });

  it('lists unmatched rows as not imported', () => {
    renderPreview();
    const unmatched = screen.getByRole('region', { name: /Not in the catalogue/ });
    expect(within(unmatched).getByText('An Unknown Book')).toBeInTheDocument();
    expect(within(unmatched).getByText('by Nobody Known · ISBN 9780000000002')).toBeInTheDocument();
    expect(within(unmatched).getByText('Currently Reading')).toBeInTheDocument();
    expect(within(unmatched).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('cancels without confirming', async () => {
    const { onConfirm, onCancel, user } = renderPreview();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the first 50 rows of a long list and the rest on demand; empty sections are left out', async () => {
    const matched = Array.from({ length: 60 }, (_, i) =>
      makeRow({ row: i + 1, title: `Book ${i + 1}`, book: makeSummary({ _id: `b${i}` }) }),
    );
    const { user } = renderPreview(makePreview({ total: 60, matched, ambiguous: [], unmatched: [] }));
    const section = screen.getByRole('region', { name: /Matched/ });
    // Counted by selector: role queries over many rows are slow in jsdom.
    expect(section.querySelectorAll('li')).toHaveLength(50);
    await user.click(within(section).getByRole('button', { name: 'Show all 60 rows' }));
    expect(section.querySelectorAll('li')).toHaveLength(60);
    expect(screen.queryByRole('region', { name: /Needs your choice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Not in the catalogue/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm import of 60 books' })).toBeEnabled();
  });
});
