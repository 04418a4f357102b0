import { useState, type FormEvent } from 'react';
import { errorMessage, toast } from '@book/core';
import { Button, SelectField, TextField } from '@book/shared-ui';
import { FINISHED_TEXT, useLogProgress } from './api/club-mutations';

const UNITS = [
  { value: 'page', label: 'Page' },
  { value: 'percent', label: 'Percent' },
];

/** Logging where the reader is in the club's book, as a page of their edition or a percentage. */
export function ProgressForm({ clubId, book }: { clubId: string; book: { _id: string; title: string } }) {
  const [unit, setUnit] = useState<'page' | 'percent'>('page');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const log = useLogProgress(clubId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value);
    if (!value.trim() || !Number.isFinite(number))
      return setError(`Enter the ${unit === 'page' ? 'page' : 'percentage'} you reached`);
    if (unit === 'page' && (!Number.isInteger(number) || number < 0)) return setError('A page is a whole number');
    if (unit === 'percent' && (number < 0 || number > 100)) return setError('A percentage is between 0 and 100');
    setError(undefined);
    try {
      await log.mutateAsync({ bookId: book._id, input: unit === 'page' ? { page: number } : { percent: number } });
      toast.success(unit === 'page' ? `Progress saved: page ${number}` : `Progress saved: ${number}%`);
      setValue('');
    } catch (failure) {
      toast.error(
        failure instanceof Error && failure.message === FINISHED_TEXT
          ? FINISHED_TEXT
          : errorMessage(failure, 'Your progress could not be saved. Please try again.'),
      );
    }
  };

  return (
    <form className="club-progress" onSubmit={submit} noValidate aria-label={`Log your progress in ${book.title}`}>
      <TextField
        label={unit === 'page' ? 'Page you reached' : 'Percent you reached'}
        inputMode="numeric"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <SelectField
        label="Counted in"
        options={UNITS}
        value={unit}
        onChange={(event) => setUnit(event.target.value as 'page' | 'percent')}
      />
      <Button type="submit" busy={log.isPending} busyLabel="Saving…">
        Log progress
      </Button>
    </form>
  );
}
