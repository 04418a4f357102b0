import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx';
import { useFieldIds } from './field-ids';
import { FieldLabel, FieldMessages } from './field-parts';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  /** With `maxLength`, shows a `{n}/{max}` counter under the field. */
  showCount?: boolean;
  className?: string;
}

/** A labelled textarea with the TextField contract, plus an optional character counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    error,
    hint,
    hideLabel,
    showCount,
    className,
    id,
    required,
    maxLength,
    value,
    defaultValue,
    onChange,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  forwardedRef,
) {
  const counting = !!showCount && typeof maxLength === 'number';
  const ids = useFieldIds(id, ariaDescribedBy, !!error, !!hint);
  const countId = `${ids.fieldId}-count`;
  const [length, setLength] = useState(() => String(value ?? defaultValue ?? '').length);
  const inner = useRef<HTMLTextAreaElement | null>(null);

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      inner.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  // Uncontrolled use (react-hook-form): the value may be set after mount (reset()), so read it back after each
  // render; setLength bails out when the length is unchanged, so this cannot loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (value === undefined && inner.current) setLength(inner.current.value.length);
  });

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  const shown = value !== undefined ? String(value).length : length;

  return (
    <div className={cx('ui-field', className)}>
      <FieldLabel ids={ids} label={label} required={required} hideLabel={hideLabel} />
      <textarea
        ref={setRef}
        id={ids.fieldId}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className="ui-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={[ids.describedBy, counting ? countId : undefined].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {error || hint || counting ? (
        <div className="ui-field__footer">
          <div>
            <FieldMessages ids={ids} error={error} hint={hint} />
          </div>
          {counting ? (
            <span id={countId} className="ui-field__count" aria-live="polite">
              {shown}/{maxLength}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
