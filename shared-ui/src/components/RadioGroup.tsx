import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface RadioChoice<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  legend: string;
  /** The radios' shared name (one choice per group). */
  name: string;
  choices: readonly RadioChoice<V>[];
  /** The chosen value; nothing is chosen while it matches no choice. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Shown under the choices, announced, and describing the group. */
  error?: string;
  /** Side by side (a few short choices) rather than one under the other. */
  inline?: boolean;
  className?: string;
}

/** One choice among a few, as radios in a fieldset with its legend. */
export function RadioGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  inline,
  className,
}: RadioGroupProps<V>) {
  const errorId = `ui-${useId().replace(/:/g, '')}-error`;
  return (
    <fieldset
      className={cx('ui-radios', inline && 'ui-radios--inline', className)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="ui-field__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="ui-radios__choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
