import { cx } from './cx';

export interface SpinnerProps {
  /** Announced to assistive technology (visually hidden). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = 'Loading...', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner', `ui-spinner--${size}`, className)}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}

/** The full-screen wait of the application start and of guarded routes (spec 2): a spinner and "Loading...". */
export function FullScreenSpinner() {
  return (
    <div className="ui-fullscreen" role="status" aria-live="polite" data-testid="fullscreen-spinner">
      <span className="ui-spinner ui-spinner--lg" aria-hidden="true">
        <span className="ui-spinner__circle" />
      </span>
      <p>Loading...</p>
    </div>
  );
}
