import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from '@book/core';
import type { CatalogueJob } from '../common/api/merges-calls';

/** A merge's, grouping's or split's job on the server: running at its second step unless told otherwise. */
export const catalogueJob = (over: Partial<CatalogueJob> & Pick<CatalogueJob, 'kind' | 'steps'>): CatalogueJob => ({
  _id: 'job1',
  status: 'running',
  step: 2,
  stepLabel: 'Moving reviews',
  ...over,
});

/** Types into a merge's picker and chooses the option with the given name, once searched on the server. */
export async function pickRecord(user: UserEvent, label: string, typed: string, option: string | RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await user.clear(box);
  await user.type(box, typed);
  // Searched on the server once the typing pauses.
  await waitFor(() => expect(screen.queryByText('Searching...')).not.toBeInTheDocument());
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Clicks the preview's button, then the confirmation's: the job starts. */
export async function startJob(user: UserEvent, panel: HTMLElement, button: string, confirm: string) {
  await user.click(within(panel).getByRole('button', { name: button }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
}

/** The running job in place of the preview's button: its step in a polite status, and its labelled bar. */
export async function expectJobProgress(panel: HTMLElement, label: string, job: CatalogueJob) {
  expect(await within(panel).findByRole('status')).toHaveTextContent(
    `Step ${job.step} of ${job.steps}: ${job.stepLabel}…`,
  );
  const bar = within(panel).getByRole('progressbar', { name: label });
  expect(bar).toHaveAttribute('value', String(job.step));
  expect(bar).toHaveAttribute('max', String(job.steps));
}

/** A job that stopped says why in an error toast, and no success. */
export async function expectJobStopped(message: string) {
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message), { timeout: 3000 });
  expect(toast.success).not.toHaveBeenCalled();
}
