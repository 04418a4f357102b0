import type { ReactNode } from 'react';
import { cx } from './cx';
import { useFieldIds } from './field-ids';

type FieldIds = ReturnType<typeof useFieldIds>;

/** The label of a text, select or text-area field, with the required star (hidden from assistive technology). */
export function FieldLabel({
  ids,
  label,
  required,
  hideLabel,
}: {
  ids: FieldIds;
  label: string;
  required?: boolean;
  hideLabel?: boolean;
}) {
  return (
    <label htmlFor={ids.fieldId} className={cx('ui-field__label', hideLabel && 'ui-visually-hidden')}>
      {label}
      {required ? (
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/**
 * A field's error, then its hint, under it: their ids are the ones the field's aria-describedby names. Every field of
 * the kit shows its messages this way; exported for an app's own field (e.g. a combobox).
 */
export function FieldMessages({
  ids,
  error,
  hint,
}: {
  ids: { errorId: string; hintId?: string };
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p id={ids.errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** What every labelled field of the kit takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  /** Shown under the field; marks it aria-invalid and describes it. */
  error?: string;
  hint?: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Class of the wrapping element. */
  className?: string;
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
}

/**
 * Splits a field's props: its frame's (label, messages), the attributes tying its control to them (id, required,
 * aria-invalid, aria-describedby), and the rest, which go to the control as they are.
 */
export function useField<P extends FieldProps>({
  label,
  error,
  hint,
  hideLabel,
  className,
  id,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: P) {
  const ids = useFieldIds(id, ariaDescribedBy, !!error, !!hint);
  return {
    frame: { ids, label, error, hint, hideLabel, className, required },
    control: {
      id: ids.fieldId,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.describedBy,
    },
    rest,
  };
}

/** A field's frame: its label, its control, then its error and hint. */
export function FieldFrame({
  ids,
  label,
  error,
  hint,
  hideLabel,
  className,
  required,
  children,
}: ReturnType<typeof useField>['frame'] & { children: ReactNode }) {
  return (
    <div className={cx('ui-field', className)}>
      <FieldLabel ids={ids} label={label} required={required} hideLabel={hideLabel} />
      {children}
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
