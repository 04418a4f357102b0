import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useField, type FieldProps } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps> {
  options: SelectOption[];
  /** An empty first option (value ""), e.g. "Select an author". */
  placeholder?: string;
}

/** A labelled native select. Forwards its ref (react-hook-form `register`). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, placeholder, ...props },
  ref,
) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select ref={ref} className="ui-select" {...control} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
