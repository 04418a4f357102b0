import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/**
 * Ties a react-hook-form form to the kit's fields: `field(name, rules)` registers the field and passes it its own
 * error message, so `<TextField label="Email" {...field('email', rules)} />` cannot show another field's error.
 * Call it while rendering: reading the form's errors then is what re-renders the form when they change.
 */
export function formFields<T extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return <N extends FieldPath<T> & keyof T>(name: N, rules?: RegisterOptions<T, N>) => ({
    ...register(name, rules),
    error: formState.errors[name]?.message as string | undefined,
  });
}
