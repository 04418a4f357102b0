import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast, type ImportStatus } from '@book/core';
import { makeUser } from '../../testing/fixtures';
import { renderPage, signInAs } from '../../testing/render';
import ImportExportPage from './ImportExportPage';
import { saveFile } from './save-file';
import { makePreview, makeReport } from './fixtures';

jest.mock('./save-file', () => ({ saveFile: jest.fn() }));
jest.setTimeout(30000);

const csv = () => new File(['Title,Author\n'], 'goodreads_library_export.csv', { type: 'text/csv' });
const running = (processed: number): ImportStatus => ({ id: 'imp1', status: 'running', processed, total: 4 });

let failure: jest.SpyInstance;
let success: jest.SpyInstance;

beforeEach(() => {
  signInAs(makeUser());
  failure = jest.spyOn(toast, 'error').mockImplementation(() => '');
  success = jest.spyOn(toast, 'success').mockImplementation(() => '');
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  (saveFile as jest.Mock).mockReset();
});

async function uploadFile(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Export file (CSV)'), csv());
  await user.click(screen.getByRole('button', { name: 'Preview import' }));
}

describe('Import & export page', () => {
  it('explains the accepted formats and asks for a file before uploading', async () => {
    const preview = jest.spyOn(api.imports, 'preview');
    const user = userEvent.setup();
    renderPage(<ImportExportPage />, { route: '/reading-list/import' });
    expect(screen.getByRole('heading', { level: 1, name: 'Import & export' })).toBeInTheDocument();
    expect(screen.getByLabelText('Export file (CSV)')).toHaveAccessibleDescription(
      /Goodreads.*goodreads_library_export\.csv.*StoryGraph/,
    );
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a CSV file');
    expect(preview).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB without uploading it', async () => {
    const preview = jest.spyOn(api.imports, 'preview');
    const user = userEvent.setup();
    renderPage(<ImportExportPage />, { route: '/reading-list/import' });
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Export file (CSV)'), big);
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(preview).not.toHaveBeenCalled();
  });

  it("shows the server's message for a bad file, under the field, and clears it for a new file", async () => {
    jest.spyOn(api.imports, 'preview').mockRejectedValue(new ApiError(400, 'Broken quote on row 7', undefined, true));
    const user = userEvent.setup();
    renderPage(<ImportExportPage />, { route: '/reading-list/import' });
    await uploadFile(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Broken quote on row 7');
    expect(screen.getByLabelText('Export file (CSV)')).toHaveAttribute('aria-invalid', 'true');
    await user.upload(screen.getByLabelText('Export file (CSV)'), csv());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('previews, confirms with the choices, follows the progress and shows the report', async () => {
    const preview = jest.spyOn(api.imports, 'preview').mockResolvedValue(makePreview());
    const confirm = jest.spyOn(api.imports, 'confirm').mockResolvedValue(running(0));
    const status = jest
      .spyOn(api.imports, 'status')
      .mockResolvedValueOnce(running(1))
      .mockResolvedValueOnce(running(3))
      .mockResolvedValue({ id: 'imp1', status: 'done', processed: 4, total: 4, report: makeReport() });
    const user = userEvent.setup();
    renderPage(<ImportExportPage />, { route: '/reading-list/import' });
    await uploadFile(user);
    expect(preview).toHaveBeenCalledWith(expect.objectContaining({ name: 'goodreads_library_export.csv' }));
    const ambiguous = await screen.findByRole('region', { name: /Needs your choice/ });
    await user.click(within(ambiguous).getByRole('radio', { name: /^Emma by Jane Austen/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm import of 2 books' }));
    expect(confirm).toHaveBeenCalledWith('imp1', { choices: { '2': 'b2', '3': null } });
    // Followed in the URL, so a reload keeps following it.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reading-list/import?import=imp1'));
    const bar = await screen.findByRole('progressbar', { name: 'Importing your books...' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '3'), { timeout: 5000 });
    expect(screen.getByText(/3 of 4 rows \(75%\)/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Import report' }, { timeout: 5000 });
    expect(status).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('link', { name: 'Go to my reading list' })).toHaveAttribute('href', '/reading-list');
    // Polling stops once the import is done.
    await act(() => new Promise((r) => setTimeout(r, 1300)));
    expect(status).toHaveBeenCalledTimes(3);
  });

  it('downloads the report and suggests unmatched rows', async () => {
    jest
      .spyOn(api.imports, 'status')
      .mockResolvedValue({ id: 'imp1', status: 'done', processed: 4, total: 4, report: makeReport() });
    const file = { blob: new Blob(['row']), filename: 'import-report.csv' };
    const report = jest.spyOn(api.imports, 'report').mockResolvedValue(file);
    const suggest = jest.spyOn(api.imports, 'suggest').mockResolvedValue({ suggested: 2 });
    const user = userEvent.setup();
    renderPage(<ImportExportPage />, { route: '/reading-list/import?import=imp1' });
    await user.click(await screen.findByRole('button', { name: 'Download report (CSV)' }));
    expect(report).toHaveBeenCalledWith('imp1');
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    await user.click(screen.getByRole('button', { name: 'Suggest these books' }));
    expect(suggest).toHaveBeenCalledWith('imp1', [4, 7]);
    await waitFor(() => expect(success).toHaveBeenCalledWith('2 books suggested to the catalogue'));
    expect(screen.getAllByText('Suggested')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Suggest these books' })).not.toBeInTheDocument();
  });

  it('keeps following the import through a failed poll', async () => {
    const status = jest
      .spyOn(api.imports, 'status')
      .mockResolvedValueOnce(running(1))
      .mockRejectedValueOnce(new ApiError(503, 'The database is not answering', undefined, true))
      .mockResolvedValue({ id: 'imp1', status: 'done', processed: 4, total: 4, report: makeReport() });
    const { client } = renderPage(<ImportExportPage />, { route: '/reading-list/import?import=imp1' });
    await screen.findByRole('progressbar', { name: 'Importing your books...' });
    // The second poll fails: the progress stays on screen.
    await waitFor(() => expect(client.getQueryState(['imports', 'imp1'])?.status).toBe('error'), { timeout: 5000 });
    expect(screen.getByRole('progressbar', { name: 'Importing your books...' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load the import')).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Import report' }, { timeout: 5000 });
    expect(status).toHaveBeenCalledTimes(3);
  });

  it('says when the import cannot be loaded', async () => {
    jest.spyOn(api.imports, 'status').mockRejectedValue(new ApiError(404, 'Import not found', undefined, true));
    renderPage(<ImportExportPage />, { route: '/reading-list/import?import=nope' });
    expect(await screen.findByText('Failed to load the import')).toBeInTheDocument();
    expect(screen.getByText('Import not found')).toBeInTheDocument();
  });

  it('says so when an import failed', async () => {
    jest.spyOn(api.imports, 'status').mockResolvedValue({
      id: 'imp1',
      status: 'failed',
      processed: 2,
      total: 4,
      failure: 'The database stopped answering.',
    });
    renderPage(<ImportExportPage />, { route: '/reading-list/import?import=imp1' });
    expect(await screen.findByText('The import stopped')).toBeInTheDocument();
    expect(screen.getByText(/^The database stopped answering\. What was imported stays/)).toBeInTheDocument();
  });

  it("shows the server's message when confirming fails, and keeps the preview", async () => {
    jest.spyOn(api.imports, 'preview').mockResolvedValue(makePreview());
    jest.spyOn(api.imports, 'confirm').mockRejectedValue(new ApiError(404, 'Import not found', undefined, true));
    const user = userEvent.setup();
    renderPage(<ImportExportPage />, { route: '/reading-list/import' });
    await uploadFile(user);
    await user.click(await screen.findByRole('button', { name: /Confirm import/ }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Import not found'));
    expect(screen.getByRole('region', { name: /Matched/ })).toBeInTheDocument();
  });

  it('exports the Goodreads CSV and the JSON', async () => {
    const csvFile = { blob: new Blob(['Title']), filename: 'goodreads_library_export.csv' };
    const jsonFile = { blob: new Blob(['{}']), filename: 'my-data.json' };
    jest.spyOn(api.exports, 'csv').mockResolvedValue(csvFile);
    jest.spyOn(api.exports, 'json').mockResolvedValue(jsonFile);
    const user = userEvent.setup();
    renderPage(<ImportExportPage />, { route: '/reading-list/import' });
    const section = screen.getByRole('region', { name: 'Export my data' });
    await user.click(within(section).getByRole('button', { name: 'Download Goodreads CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(csvFile));
    await user.click(within(section).getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(jsonFile));
  });

  it("shows the server's message when an export fails", async () => {
    jest
      .spyOn(api.exports, 'csv')
      .mockRejectedValue(new ApiError(503, 'The database is not answering', undefined, true));
    const user = userEvent.setup();
    renderPage(<ImportExportPage />, { route: '/reading-list/import' });
    await user.click(screen.getByRole('button', { name: 'Download Goodreads CSV' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('The database is not answering'));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
