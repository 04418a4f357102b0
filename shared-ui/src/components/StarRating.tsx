import { cx } from './cx';
import { StarIcon } from './icons';

export interface StarRatingProps {
  /** 0 to 5, fractional values fill stars partially. */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  /** Shows the value with one decimal next to the stars. */
  showValue?: boolean;
  className?: string;
}

function label(value: number): string {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `Rated ${shown} out of 5`;
}

/** A read-only star rating, labelled "Rated {value} out of 5". */
export function StarRating({ value, size = 'md', showValue = false, className }: StarRatingProps) {
  const v = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  return (
    <span className={cx('ui-stars', `ui-stars--${size}`, className)}>
      <span className="ui-stars__row" role="img" aria-label={label(v)}>
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.max(0, Math.min(1, v - i));
          return (
            <span key={i} className="ui-star">
              <StarIcon />
              {fill > 0 ? (
                <span className="ui-star__fill" style={{ width: `${fill * 100}%` }}>
                  <StarIcon />
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      {showValue ? (
        <span className="ui-stars__value" aria-hidden="true">
          {v.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
