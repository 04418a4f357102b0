import { useId, useRef, type KeyboardEvent } from 'react';
import { cx } from './cx';
import { FieldMessages } from './field-parts';
import { StarIcon } from './icons';

export interface StarInputProps {
  /** 0 means no rating chosen yet. */
  value: number;
  onChange: (value: number) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

const STARS = [1, 2, 3, 4, 5];

/** A 1-to-5 star picker: a radiogroup, arrows move the choice, each star a radio "{n} star(s)". */
export function StarInput({ value, onChange, label = 'Rating', error, disabled = false, className }: StarInputProps) {
  const base = `ui-stars-${useId().replace(/:/g, '')}`;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusable = value >= 1 && value <= 5 ? value : 1;

  const choose = (n: number) => {
    if (disabled) return;
    onChange(n);
    refs.current[n - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = n >= 5 ? 1 : n + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = n <= 1 ? 5 : n - 1;
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = 5;
    if (next !== null) {
      event.preventDefault();
      choose(next);
    }
  };

  return (
    <div className={cx('ui-field', className)}>
      <span id={`${base}-label`} className="ui-field__label">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${base}-label`}
        aria-describedby={error ? `${base}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        className="ui-star-input__stars"
      >
        {STARS.map((n) => (
          <button
            key={n}
            ref={(el) => {
              refs.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={`${n} star${n === 1 ? '' : 's'}`}
            tabIndex={n === focusable ? 0 : -1}
            disabled={disabled}
            className={cx('ui-star-input__star', n <= value && 'is-on')}
            onClick={() => choose(n)}
            onKeyDown={(e) => onKeyDown(e, n)}
          >
            <StarIcon />
          </button>
        ))}
      </div>
      <FieldMessages ids={{ errorId: `${base}-error` }} error={error} />
    </div>
  );
}
