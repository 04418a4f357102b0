import { Button, type ButtonProps } from '@book/shared-ui';

/** A part of a page whose read failed: what could not be loaded, and a button that reads it again. */
export function LoadFailed({
  children,
  onRetry,
  variant,
}: {
  /** "The reviews could not be loaded." */
  children: string;
  onRetry: () => unknown;
  variant: ButtonProps['variant'];
}) {
  return (
    <p className="reader-muted">
      {children}{' '}
      <Button variant={variant} size="sm" onClick={() => void onRetry()}>
        Try again
      </Button>
    </p>
  );
}
