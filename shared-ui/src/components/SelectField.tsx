import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { useFieldIds } from './field-ids';
import { FieldLabel, FieldMessages } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: SelectOption[];
  hideLabel?: boolean;
  /** An empty first option (value ""), e.g. "Select an author". */
  placeholder?: string;
  className?: string;
}

/** A labelled native select. Forwards its ref (react-hook-form `register`). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    error,
    hint,
    options,
    hideLabel,
    placeholder,
    className,
    id,
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
      <select
        ref={ref}
        id={ids.fieldId}
        required={required}
        className="ui-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
});
