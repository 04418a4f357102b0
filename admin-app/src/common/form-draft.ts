import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSession } from '@book/core';
import { sessionDraft } from '@book/shared-ui';
import { useFormModal } from './use-form-modal';

/**
 * What an admin form (a book, an author) keeps in this tab while it is filled in: the item being edited (null for a
 * new one), the form's values and its image's URL (a chosen file that is not uploaded yet cannot be kept). A session
 * that ends mid-edit (a 401: a token that expired while the laptop slept) sends the administrator to /login and back
 * to the screen, which opens the form again with it. One per form and administrator: opening another replaces it.
 */
export interface AdminFormDraft<Item, Values> {
  item: Item | null;
  values: Values;
  image: string;
}

type Guard<T> = (value: unknown) => value is T;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A guard of an item (it has an `_id`) and of the form's values (each field of `defaults` has the same type). */
function draftGuard<Item, Values extends object>(defaults: Values): Guard<AdminFormDraft<Item, Values>> {
  const sameShape = (values: unknown): values is Values =>
    isObject(values) &&
    Object.entries(defaults).every(
      ([field, value]) =>
        (value === null ? true : typeof values[field] === typeof value) &&
        Array.isArray(value) === Array.isArray(values[field]),
    );
  return (d): d is AdminFormDraft<Item, Values> =>
    isObject(d) &&
    (d.item === null || (isObject(d.item) && typeof d.item._id === 'string')) &&
    typeof d.image === 'string' &&
    sameShape(d.values);
}

/**
 * The screen's side: its add/edit modal (useFormModal) whose form is kept as a draft of the signed-in administrator.
 * On arrival, a draft found (back from signing in) opens the form again with it; `keepDraft` is the form's
 * `onDraftChange`; `close` (cancelled or saved) forgets it; `formProps` wires the form modal with all of it.
 */
export function useDraftedFormModal<Item extends { _id: string }, Values extends object>(
  form: 'book' | 'author',
  defaults: Values,
) {
  const modal = useFormModal<Item>();
  const userId = useSession((s) => s.user?._id ?? null);
  const store = useMemo(
    () => (userId ? sessionDraft(`admin.${form}-draft:${userId}`, draftGuard<Item, Values>(defaults)) : null),
    [form, userId, defaults],
  );
  const [restored, setRestored] = useState(() => store?.read() ?? null);
  const { openCreate, openEdit, close: closeModal, editing } = modal;
  const first = useRef(restored);
  useEffect(() => {
    const found = first.current;
    if (found?.item) openEdit(found.item);
    else if (found) openCreate();
  }, [openCreate, openEdit]);
  const close = useCallback(() => {
    store?.clear();
    setRestored(null);
    closeModal();
  }, [store, closeModal]);
  const keepDraft = useCallback(
    (values: Values, image: string) => store?.save({ item: editing, values, image }),
    [store, editing],
  );
  // What the form modal takes besides its item: saving or cancelling closes it and forgets the draft.
  const formProps = { open: modal.open, onClose: close, onSaved: close, draft: restored, onDraftChange: keepDraft };
  return { ...modal, close, draft: restored, keepDraft, formProps };
}

/**
 * The form's side: calls `keep` with the form's values and its image's URL after each change of a field by the
 * administrator (not on the form's own resets), while it is open.
 */
export function useKeepDraft<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  image: string,
  open: boolean,
  keep?: (values: Values, image: string) => void,
) {
  const latest = useRef({ image, keep });
  latest.current = { image, keep };
  const { watch, getValues } = form;
  useEffect(() => {
    if (!open) return;
    const subscription = watch((_values, { name }) => {
      if (name) latest.current.keep?.(getValues(), latest.current.image);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, open]);
}
