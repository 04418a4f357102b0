import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { useFieldIds } from './field-ids';
import { FieldLabel, FieldMessages } from './field-parts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field; marks it aria-invalid and describes it. */
  error?: string;
  hint?: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Class of the wrapping element. */
  className?: string;
  /** Class of the input itself. */
  inputClassName?: string;
}

/** A labelled input. Forwards its ref, so `{...register('email')}` of react-hook-form works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    hint,
    hideLabel,
    className,
    inputClassName,
    id,
    type = 'text',
    required,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id, ariaDescribedBy, !!error, !!hint);
  return (
    <div className={cx('ui-field', className)}>
      <FieldLabel ids={ids} label={label} required={required} hideLabel={hideLabel} />
      <input
        ref={ref}
        id={ids.fieldId}
        type={type}
        required={required}
        className={cx('ui-input', inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
});
