import { useId } from 'react';

/** Ids tying a field to its error and hint (aria-describedby). */
export function useFieldIds(
  id: string | undefined,
  describedBy: string | undefined,
  hasError: boolean,
  hasHint: boolean,
) {
  const generated = useId();
  const fieldId = id ?? `ui-${generated.replace(/:/g, '')}`;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedByIds =
    [describedBy, hasError ? errorId : undefined, hasHint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return { fieldId, errorId, hintId, describedBy: describedByIds };
}
