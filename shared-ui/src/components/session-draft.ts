/**
 * A form's values kept in this tab (sessionStorage) while it is filled in, so that nothing typed is lost when the
 * session ends under it: a 401 (a token that expired while the device slept, a sign-out elsewhere) sends the user to
 * /login and back, where the screen opens the form again with the draft. The key names the form, and the user, so
 * that another account signing in on the tab never sees it. `isDraft` checks what is read back (unreadable or of
 * another shape: no draft). Storage that is full or disabled (private modes) only means no draft.
 */
export interface SessionDraft<T> {
  read(): T | null;
  save(draft: T): void;
  clear(): void;
}

export function sessionDraft<T>(key: string, isDraft: (value: unknown) => value is T): SessionDraft<T> {
  return {
    read() {
      try {
        const raw = sessionStorage.getItem(key);
        const value: unknown = raw ? JSON.parse(raw) : null;
        return isDraft(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(draft) {
      try {
        sessionStorage.setItem(key, JSON.stringify(draft));
      } catch {
        /* not kept */
      }
    },
    clear() {
      try {
        sessionStorage.removeItem(key);
      } catch {
        /* nothing kept */
      }
    },
  };
}
