import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@book/shared-ui';

/** What the admin adds and edits in a form modal. */
export type EntityNoun = 'Book' | 'Author' | 'Genre';

/** The texts of an entity's dialog, written out as the spec gives them so that each can be found by what it says. */
const DIALOG_TEXTS: Record<EntityNoun, [add: string, edit: string, create: string, update: string]> = {
  Book: ['Add New Book', 'Edit Book', 'Create Book', 'Update Book'],
  Author: ['Add New Author', 'Edit Author', 'Create Author', 'Update Author'],
  Genre: ['Add New Genre', 'Edit Genre', 'Create Genre', 'Update Genre'],
};
const SAVE_TOASTS: Record<EntityNoun, [created: string, updated: string, failed: string]> = {
  Book: ['Book created successfully', 'Book updated successfully', 'Failed to save book'],
  Author: ['Author created successfully', 'Author updated successfully', 'Failed to save author'],
  Genre: ['Genre created successfully', 'Genre updated successfully', 'Failed to save genre'],
};

/**
 * An entity's add/edit dialog: `modal`, what AdminFormModal takes besides the submit (its form's id, its texts, open
 * and close), and the `toasts` of its save.
 */
export function entityDialog(
  noun: EntityNoun,
  editing: boolean,
  { open, onClose }: { open: boolean; onClose: () => void },
) {
  const [add, edit, create, update] = DIALOG_TEXTS[noun];
  const [created, updated, failed] = SAVE_TOASTS[noun];
  return {
    modal: {
      id: `admin-${noun.toLowerCase()}-form`,
      open,
      onClose,
      title: editing ? edit : add,
      submitLabel: editing ? update : create,
    },
    toasts: { success: editing ? updated : created, failure: failed },
  };
}

interface RequiredTextFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
}

/** The text an entity is known by (a book's title, an author's name): spaces alone leave it "<label> is required". */
export function RequiredTextField<V extends FieldValues>({ form, name, label }: RequiredTextFieldProps<V>) {
  const formState = useFormState({ control: form.control, name });
  return (
    <TextField
      label={label}
      required
      autoComplete="off"
      error={form.getFieldState(name, formState).error?.message}
      {...form.register(name, {
        validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '') || `${label} is required`,
      })}
    />
  );
}
