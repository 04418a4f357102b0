import type { ReactNode } from 'react';
import { cx } from './cx';
import type { useFieldIds } from './field-ids';

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
