import { useEffect } from 'react';
import { toast } from '@book/core';

/** What the screen needs of a query to report its failures (query definitions never report: the screen decides). */
export interface LoadState {
  isError: boolean;
  error: unknown;
  /** Changes with every failed attempt, so a retry that fails again is reported again. */
  errorUpdatedAt: number;
}

/** A list load failure shows the screen's message once (spec 8: "Failed to load books", ...). */
export function useLoadErrorToast({ isError, errorUpdatedAt }: LoadState, message: string): void {
  useEffect(() => {
    if (isError) toast.error(message, { id: message });
  }, [isError, errorUpdatedAt, message]);
}

/** A lookup or statistics failure is only logged, with no user message (spec 8). */
export function useLoadErrorLog({ isError, error, errorUpdatedAt }: LoadState, message: string): void {
  useEffect(() => {
    if (isError) console.error(message, error);
  }, [isError, error, errorUpdatedAt, message]);
}
