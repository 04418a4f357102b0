import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, useField, type FieldProps } from './field-parts';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps> {
  /** Class of the input itself. */
  inputClassName?: string;
}

/** A labelled input. Forwards its ref, so `{...register('email')}` of react-hook-form works. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { inputClassName, type = 'text', ...props },
  ref,
) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input ref={ref} type={type} className={cx('ui-input', inputClassName)} {...control} {...rest} />
    </FieldFrame>
  );
});
