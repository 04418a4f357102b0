import type { FormEventHandler, ReactNode } from 'react';
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
