import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../common/FormActions';
import { Checkbox, StarInput, TextArea, TextField } from '@book/shared-ui';
import type { ReviewValues } from './api/reviews-mutations';

export interface ReviewFormProps {
  mode: 'new' | 'editing';
  initial?: ReviewValues;
  busy: boolean;
  onSubmit: (values: ReviewValues) => void | Promise<void>;
  onCancel: () => void;
  /** Every edit, with the form's values (the page keeps them as a draft). */
  onChange?: (values: ReviewValues) => void;
  /** A moderator marked the review as containing spoilers: the mark stays, and the form says why. */
  spoilerByModerator?: boolean;
}

const EMPTY: ReviewValues = { rating: 0, title: '', content: '', spoiler: false };
const MODERATOR_SPOILER_HINT = 'A moderator marked this review as containing spoilers, so the mark stays.';

/** The review form, open for a new review or for editing one's own. */
export function ReviewForm({ mode, initial, busy, onSubmit, onCancel, onChange, spoilerByModerator }: ReviewFormProps) {
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewValues>({ defaultValues: initial ?? EMPTY });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    // Fires on the reader's edits only, not on the initial values.
    const subscription = watch((values) => changed.current?.({ ...EMPTY, ...values } as ReviewValues));
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    await onSubmit({
      rating: values.rating,
      title: values.title.trim(),
      content: values.content.trim(),
      spoiler: spoilerByModerator || values.spoiler,
    });
  });

  return (
    <form className="reader-review-form" onSubmit={submit} noValidate aria-labelledby="reader-review-form-title">
      <h3 id="reader-review-form-title" ref={heading} tabIndex={-1}>
        {mode === 'editing' ? 'Edit Your Review' : 'Write a Review'}
      </h3>
      <Controller
        control={control}
        name="rating"
        rules={{ validate: (v) => v > 0 || 'Please select a rating' }}
        render={({ field, fieldState }) => (
          <StarInput
            value={field.value}
            onChange={field.onChange}
            label="Your rating"
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Title"
        placeholder="Sum up your review"
        maxLength={200}
        error={errors.title?.message}
        {...register('title', { validate: (v) => v.trim().length > 0 || 'Title is required' })}
      />
      <TextArea
        label="Content"
        rows={5}
        placeholder="What did you think of this book?"
        error={errors.content?.message}
        {...register('content', { validate: (v) => v.trim().length > 0 || 'Content is required' })}
      />
      {spoilerByModerator ? (
        <>
          <Checkbox
            label="This review contains spoilers"
            className="reader-review-form__spoiler"
            checked
            disabled
            readOnly
            aria-describedby="reader-review-form-spoiler-hint"
          />
          <p id="reader-review-form-spoiler-hint" className="ui-field__hint">
            {MODERATOR_SPOILER_HINT}
          </p>
        </>
      ) : (
        <Checkbox
          label="This review contains spoilers"
          className="reader-review-form__spoiler"
          {...register('spoiler')}
        />
      )}
      <FormActions
        className="reader-review-form__actions"
        submit={mode === 'editing' ? 'Update Review' : 'Submit Review'}
        busy={busy}
        busyLabel={mode === 'editing' ? 'Updating...' : 'Submitting...'}
        onCancel={onCancel}
      />
    </form>
  );
}
