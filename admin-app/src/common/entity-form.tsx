import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@book/shared-ui';

/** What the admin adds and edits in a form modal. */
export type EntityNoun = 'Book' | 'Author' | 'Genre';

/**
 * An entity's add/edit dialog: `modal`, what AdminFormModal takes besides the submit (its form's id, its texts, open
 * and close), and the `toasts` of its save. The texts follow one pattern (spec: "Add New Book or Edit Book, with
 * submit button Create Book or Update Book"; "Book created successfully" ..., "the same pattern for Author and Genre").
 */
export function entityDialog(
  noun: EntityNoun,
  editing: boolean,
  { open, onClose }: { open: boolean; onClose: () => void },
) {
  return {
    modal: {
      id: `admin-${noun.toLowerCase()}-form`,
      open,
      onClose,
      title: editing ? `Edit ${noun}` : `Add New ${noun}`,
      submitLabel: editing ? `Update ${noun}` : `Create ${noun}`,
    },
    toasts: {
      success: `${noun} ${editing ? 'updated' : 'created'} successfully`,
      failure: `Failed to save ${noun.toLowerCase()}`,
    },
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
