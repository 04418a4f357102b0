import { Spinner } from '@book/shared-ui';

/** Shown while a page's code or first data loads. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="reader-page-loader">
      <Spinner size="lg" label={label} />
    </div>
  );
}
