import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextArea } from '@book/shared-ui';
import { MAX_COMMENT_LENGTH } from './api/comments';

const checkBody = (value: string) => {
  const length = value.trim().length;
  if (length === 0) return 'Comment is required';
  if (length > MAX_COMMENT_LENGTH)
    return `Comment must be at most ${MAX_COMMENT_LENGTH.toLocaleString('en-US')} characters`;
  return true;
};

/** Writes a comment, or edits one: 1 to 2,000 characters after trimming, plain text. */
export function CommentForm({
  label,
  initial = '',
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ body: string }>({ defaultValues: { body: initial } });
  const { ref: registerRef, ...bodyField } = register('body', { validate: checkBody });
  const field = useRef<HTMLTextAreaElement | null>(null);

  const submit = handleSubmit(async ({ body }) => {
    if (busy) return;
    if ((await onSubmit(body.trim())) && !onCancel) {
      reset({ body: '' });
      // Posting disabled the focused button for a moment: the focus goes back to the emptied field.
      field.current?.focus();
    }
  });

  return (
    <form className="reader-comment-form" onSubmit={submit} noValidate>
      <TextArea
        label={label}
        rows={2}
        error={errors.body?.message}
        {...bodyField}
        ref={(el) => {
          registerRef(el);
          field.current = el;
        }}
      />
      <div className="reader-comment-form__actions">
        <Button type="submit" size="sm" busy={busy} busyLabel="Saving...">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
