import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '@book/core';
import { formFields } from '@book/shared-ui';
import { returnPath } from '../app/redirect';
import { applyServerErrors } from './server-errors';

interface AuthFormOptions<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** The fields the server may name in its answer; its messages go under them. */
  serverFields: readonly FieldPath<T>[];
  send: (values: T) => Promise<unknown>;
  succeeded: string;
  /** The toast when the server gives no message of its own. */
  failed: string;
}

/**
 * The login and register forms: once the account answers, a toast and back to the page the visitor came from;
 * else the server's messages under their fields and in a toast. `backTo` is the state the other form's link passes on.
 */
export function useAuthForm<T extends FieldValues>({
  defaultValues,
  serverFields,
  send,
  succeeded,
  failed,
}: AuthFormOptions<T>) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<T>({ defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      toast.success(succeeded);
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      applyServerErrors(error, serverFields, form.setError);
      toast.error(errorMessage(error, failed));
    }
  });
  // What AuthForm needs: the submit, whether the account is answering, where to return to after the other form.
  const submission = { onSubmit, busy: form.formState.isSubmitting, backTo: location.state as unknown };
  return { form, field: formFields(form), submission };
}
