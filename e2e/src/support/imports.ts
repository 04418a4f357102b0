// The reading-history import of the browser journeys: the Goodreads export in e2e/fixtures, uploaded on the page or
// imported through the API.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { API_URL } from './ports';
import { apiCall, pollFor, type ApiSession } from './session';

export const FIXTURE = join(__dirname, '..', '..', 'fixtures', 'goodreads_library_export.csv');
/** The title of the fixture's one book that the catalogue lacks. */
export const UNMATCHED = 'The Glass Orchard Almanac';

/** Upload the fixture and wait for its preview. */
export async function uploadFixture(page: Page, timeout: number): Promise<void> {
  await page.getByLabel('Export file (CSV)').setInputFiles(FIXTURE);
  await page.getByRole('button', { name: 'Preview import' }).click();
  await page.getByText(/Goodreads export: 5 rows\./).waitFor({ timeout });
}

/** A reader imports the fixture (its ambiguous row skipped) and suggests the book the catalogue lacks, by the API. */
export async function importAndSuggest(session: ApiSession): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(FIXTURE)], { type: 'text/csv' }), 'goodreads_library_export.csv');
  const res = await fetch(`${API_URL}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`import preview failed: ${res.status} ${await res.text()}`);
  const preview = ((await res.json()) as { data: { id: string; unmatched: { row: number; title: string }[] } }).data;
  const rows = preview.unmatched.filter((r) => r.title === UNMATCHED).map((r) => r.row);
  if (rows.length !== 1) throw new Error(`the fixture's unmatched rows are ${JSON.stringify(preview.unmatched)}`);
  await apiCall('POST', `/imports/${preview.id}/confirm`, session.token, {});
  const status = () =>
    apiCall<{ status: string }>('GET', `/imports/${preview.id}`, session.token).then((s) => s.status);
  const done = await pollFor(status, 'done', 60000);
  if (done !== 'done') throw new Error(`the import ended ${done}`);
  await apiCall('POST', `/imports/${preview.id}/suggestions`, session.token, { rows });
}
