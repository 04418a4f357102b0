import { useEffect } from 'react';

const PRODUCT = 'BookNook';

/**
 * Names the page in the browser's tab and history ("rita · BookNook"); the product's name again when the page goes,
 * since the remote's other pages do not set one.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
    return () => {
      document.title = PRODUCT;
    };
  }, [title]);
}
