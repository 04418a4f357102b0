import type { FormEventHandler, ReactNode } from 'react';
import { errorMessage, toast } from '@book/core';
import { FormActions } from '../../common/FormActions';

interface ProfileFormProps {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The submit button's text, and its text while the change is saved. */
  submit: string;
  busyLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/** A form of the profile page that replaces its view (editing the profile, changing the password): save or cancel. */
export function ProfileForm({ id, title, onSubmit, busy, submit, busyLabel, onCancel, children }: ProfileFormProps) {
  return (
    <form className="reader-profile-form" onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <FormActions
        className="reader-profile-form__actions"
        submit={submit}
        busy={busy}
        busyLabel={busyLabel}
        onCancel={onCancel}
      />
    </form>
  );
}

interface ProfileSave<Input> {
  mutation: { isPending: boolean; mutateAsync: (input: Input) => Promise<unknown> };
  success: string;
  /** The toast when the server gives no message of its own. */
  failure: string;
  /** Sees the failure first, to put a field's message under the field. */
  onError?: (err: unknown) => void;
  /** Back to the view, once saved. */
  onDone: () => void;
}

/** A profile form's save, one at a time: its success toast and back to the view, or its failure's toast. */
export function profileSave<Input>({ mutation, success, failure, onError, onDone }: ProfileSave<Input>) {
  return async (input: Input) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync(input);
      toast.success(success);
      onDone();
    } catch (err) {
      onError?.(err);
      toast.error(errorMessage(err, failure));
    }
  };
}
