import { useState, type FormEvent } from 'react';
import { errorMessage, toast, type YearStats } from '@book/core';
import { FormActions } from '../../common/FormActions';
import { Button, TextField, formatNumber } from '@book/shared-ui';
import { plural } from './format';
import { useSaveGoal } from './api/goals-mutations';

const GOAL_MAX = 1000;

/** "12 of 30 books, 4 ahead of schedule" (this year), "goal reached" or "... short of the goal" (a past year). */
export function goalSummary(progress: NonNullable<YearStats['goal']>, year: number, thisYear: number): string {
  const { finished, aheadBy } = progress;
  const target = progress.goal.target;
  const head = `${formatNumber(finished)} of ${plural(target, 'book')}`;
  if (finished >= target) return `${head}, goal reached`;
  if (year < thisYear) return `${head}, ${formatNumber(target - finished)} short of the goal`;
  if (year > thisYear) return head;
  if (aheadBy === 0) return `${head}, on schedule`;
  return `${head}, ${formatNumber(Math.abs(aheadBy))} ${aheadBy > 0 ? 'ahead of' : 'behind'} schedule`;
}

/** The year's goal: progress towards it, and a small form to set, change or clear it. */
export function GoalCard({
  year,
  progress,
  thisYear,
}: {
  year: number;
  progress: YearStats['goal'];
  thisYear: number;
}) {
  const save = useSaveGoal(year);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  const open = () => {
    setValue(progress ? String(progress.goal.target) : '');
    setError('');
    setEditing(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = Number(value);
    if (!Number.isInteger(target) || target < 1 || target > GOAL_MAX) {
      setError(`Enter a whole number of books from 1 to ${formatNumber(GOAL_MAX)}`);
      return;
    }
    try {
      await save.mutateAsync(target);
      toast.success('Reading goal saved');
      setEditing(false);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to save reading goal'));
    }
  };

  const clear = async () => {
    try {
      await save.mutateAsync(null);
      toast.success('Reading goal cleared');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to clear reading goal'));
    }
  };

  return (
    <section className="reader-my-year__goal" aria-labelledby="my-year-goal-title">
      <h2 id="my-year-goal-title" className="reader-my-year__section-title">
        {year} reading goal
      </h2>
      {editing ? (
        <form className="reader-my-year__goal-form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={`Books to finish in ${year}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={GOAL_MAX}
            step={1}
            value={value}
            error={error || undefined}
            onChange={(e) => setValue(e.target.value)}
            autoFocus
          />
          <FormActions
            className="reader-my-year__goal-actions"
            submit="Save goal"
            busy={save.isPending}
            busyLabel="Saving..."
            onCancel={() => setEditing(false)}
          />
        </form>
      ) : progress ? (
        <>
          <p className="reader-my-year__goal-summary" data-testid="goal-summary">
            {goalSummary(progress, year, thisYear)}
          </p>
          <div
            className="reader-my-year__progress"
            role="progressbar"
            aria-label={`Progress towards the ${year} goal`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={`${progress.percent}%`}
          >
            <span style={{ width: `${progress.percent}%` }} />
          </div>
          <div className="reader-my-year__goal-actions">
            <Button variant="secondary" size="sm" onClick={open}>
              Change goal
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void clear()}
              busy={save.isPending}
              busyLabel="Clearing..."
            >
              Clear goal
            </Button>
          </div>
        </>
      ) : (
        <div className="reader-my-year__goal-empty">
          <p className="reader-muted">No goal set for {year}. How many books would you like to finish?</p>
          <Button size="sm" onClick={open}>
            Set a goal
          </Button>
        </div>
      )}
    </section>
  );
}
