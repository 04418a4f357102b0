import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportReport } from './ImportReport';
import { makeReport } from './fixtures';

jest.setTimeout(30000);

function renderReport(props: Partial<Parameters<typeof ImportReport>[0]> = {}) {
  const onDownload = jest.fn();
  const onSuggest = jest.fn();
  const utils = render(
    <ImportReport
      report={makeReport()}
      downloading={false}
      onDownload={onDownload}
      suggesting={false}
      suggested={[]}
      onSuggest={onSuggest}
      {...props}
    />,
  );
  return { ...utils, onDownload, onSuggest, user: userEvent.setup() };
}

const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Import report', () => {
  it('shows how many rows were added, updated, skipped and unmatched', () => {
    renderReport({ report: makeReport({ added: 1234, updated: 5, skipped: 0, unmatched: 2 }) });
    expect(count('Added')).toBe('1,234');
    expect(count('Updated')).toBe('5');
    expect(count('Skipped')).toBe('0');
    expect(count('Unmatched')).toBe('2');
  });

  it('downloads the report', async () => {
    const { onDownload, user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Download report (CSV)' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('suggests the unmatched rows the reader keeps ticked', async () => {
    const { onSuggest, user } = renderReport();
    const section = screen.getByRole('region', { name: 'Not in the catalogue' });
    expect(within(section).getByText('An Unknown Book')).toBeInTheDocument();
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);
    await user.click(within(section).getByRole('checkbox', { name: 'Suggest row 7, Another Missing Book' }));
    await user.click(within(section).getByRole('button', { name: 'Suggest these books' }));
    expect(onSuggest).toHaveBeenCalledWith([4]);
  });

  it('marks suggested rows done and offers the button only while some remain', () => {
    const { rerender, onDownload, onSuggest } = renderReport({ suggested: [4] });
    const section = screen.getByRole('region', { name: 'Not in the catalogue' });
    const first = within(section).getByRole('checkbox', { name: 'Suggest row 4, An Unknown Book' });
    expect(first).toBeChecked();
    expect(first).toBeDisabled();
    expect(within(section).getByText('Suggested')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Suggest these books' })).toBeEnabled();
    rerender(
      <ImportReport
        report={makeReport()}
        downloading={false}
        onDownload={onDownload}
        suggesting={false}
        suggested={[4, 7]}
        onSuggest={onSuggest}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Suggest these books' })).not.toBeInTheDocument();
    expect(screen.getByText('Thank you: the catalogue team has your suggestions.')).toBeInTheDocument();
  });

  it('has nothing to suggest when every row matched', () => {
    renderReport({ report: makeReport({ unmatched: 0, unmatchedRows: [] }) });
    expect(screen.queryByRole('region', { name: 'Not in the catalogue' })).not.toBeInTheDocument();
  });
});
