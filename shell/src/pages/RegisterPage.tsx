import { useSession } from '@book/core';
import { USERNAME_MIN, usernameProblem } from '@book/rules';
import { EMAIL_PATTERN, NewPasswordFields, TextField, USERNAME_REQUIRED, USERNAME_TOO_SHORT } from '@book/shared-ui';
import { AuthForm, AuthLayout } from './AuthLayout';
import { useAuthForm } from './use-auth-form';

interface RegisterForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const filled = (v: string) => v.trim() !== '';

export function RegisterPage() {
  const signUp = useSession((s) => s.register);
  const { form, field, submission } = useAuthForm<RegisterForm>({
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
    serverFields: ['firstName', 'lastName', 'username', 'email', 'password'],
    // The confirmation is checked here and never sent.
    send: ({ confirmPassword: _confirm, ...values }) =>
      signUp({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      }),
    succeeded: 'Registration successful!',
    failed: 'Registration failed',
  });

  return (
    <AuthLayout title="Register" subtitle="Create your BookNook account to review books and keep a reading list.">
      <AuthForm
        submission={submission}
        submit="Register"
        busyLabel="Registering..."
        other={{ question: 'Already have an account?', to: '/login', label: 'Login' }}
      >
        <div className="shell-auth__row">
          <TextField
            label="First Name"
            autoComplete="given-name"
            {...field('firstName', { validate: (v) => filled(v) || 'First name is required' })}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            {...field('lastName', { validate: (v) => filled(v) || 'Last name is required' })}
          />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          {...field('username', {
            required: USERNAME_REQUIRED,
            minLength: { value: USERNAME_MIN, message: USERNAME_TOO_SHORT },
            // Then what the API checks beyond them, in its order: length once trimmed, characters, one alphabet.
            validate: (v) => usernameProblem(v) ?? true,
          })}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email', {
            validate: (v) =>
              !filled(v) ? 'Email is required' : !EMAIL_PATTERN.test(v.trim()) ? 'Email is invalid' : true,
          })}
        />
        <NewPasswordFields form={form} names={{ password: 'password', confirm: 'confirmPassword' }} say="Password" />
      </AuthForm>
    </AuthLayout>
  );
}
