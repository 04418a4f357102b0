import { useCallback, useState } from 'react';

/** The admin form modal (spec 4): closed, or open to create, or open to edit one item. Saving is the form's own state. */
export type FormModalState<T> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; item: T };

export function useFormModal<T>() {
  const [state, setState] = useState<FormModalState<T>>({ mode: 'closed' });
  const openCreate = useCallback(() => setState({ mode: 'create' }), []);
  const openEdit = useCallback((item: T) => setState({ mode: 'edit', item }), []);
  const close = useCallback(() => setState({ mode: 'closed' }), []);
  return {
    state,
    open: state.mode !== 'closed',
    editing: state.mode === 'edit' ? state.item : null,
    openCreate,
    openEdit,
    close,
  };
}
