import type { CatalogueJob } from '../../common/api/merges-calls';

/**
 * A running merge's, grouping's or split's progress, in place of the button that started it: "Step 2 of 8: Moving
 * reviews…" in a polite status, and a bar named `label` (without a value until the server has answered the job).
 */
export function JobProgress({ job, label }: { job: CatalogueJob | undefined; label: string }) {
  return (
    <div className="admin-job-progress">
      <p className="admin-job-progress__step" role="status" aria-live="polite">
        {job ? `Step ${job.step} of ${job.steps}: ${job.stepLabel}…` : 'Starting…'}
      </p>
      <progress className="admin-job-progress__bar" aria-label={label} max={job?.steps} value={job?.step} />
    </div>
  );
}
