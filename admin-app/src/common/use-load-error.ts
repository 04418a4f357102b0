import { useEffect, useRef } from 'react';
import { toast } from '@book/core';

interface LoadState {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/** Runs `report` once per failed load of `query` (query definitions never report: the screen decides how). */
function useOnLoadError(query: LoadState, report: (error: unknown) => void): void {
  const reportRef = useRef(report);
  reportRef.current = report;
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) reportRef.current(error);
  }, [isError, error, errorUpdatedAt]);
}

/** A list load failure shows the screen's message once (spec 8: "Failed to load books", ...). */
export function useLoadErrorToast(query: LoadState, message: string): void {
  useOnLoadError(query, () => toast.error(message, { id: message }));
}

/** A lookup or statistics failure is only logged, with no user message (spec 8). */
export function useLoadErrorLog(query: LoadState, message: string): void {
  useOnLoadError(query, (error) => console.error(message, error));
}
