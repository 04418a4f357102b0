import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, toast, useSession } from '@book/core';
import {
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  passwordBytes,
  passwordTooLong,
  USERNAME_MIN,
  usernameProblem,
} from '@book/rules';
import {
  Button,
  CONFIRM_PASSWORD_REQUIRED,
  EMAIL_PATTERN,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  TextField,
  USERNAME_REQUIRED,
  USERNAME_TOO_SHORT,
  usePageTitle,
} from '@book/shared-ui';
import { returnPath } from '../app/redirect';
import { AuthLayout } from './AuthLayout';
import { applyServerErrors } from './server-errors';

interface RegisterForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const SERVER_FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;
const filled = (v: string) => v.trim() !== '';

export function RegisterPage() {
  usePageTitle('Register');
  const signUp = useSession((s) => s.register);
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
  });

  // The confirmation is checked here and never sent.
  const onSubmit = async ({ confirmPassword: _confirm, ...values }: RegisterForm) => {
    try {
      await signUp({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      toast.success('Registration successful!');
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      applyServerErrors(error, SERVER_FIELDS, setError);
      toast.error(errorMessage(error, 'Registration failed'));
    }
  };

  return (
    <AuthLayout title="Register" subtitle="Create your BookNook account to review books and keep a reading list.">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className="shell-auth__row">
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName', { validate: (v) => filled(v) || 'First name is required' })}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName', { validate: (v) => filled(v) || 'Last name is required' })}
          />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username', {
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
          error={errors.email?.message}
          {...register('email', {
            validate: (v) =>
              !filled(v) ? 'Email is required' : !EMAIL_PATTERN.test(v.trim()) ? 'Email is invalid' : true,
          })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', {
            required: PASSWORD_REQUIRED,
            minLength: { value: PASSWORD_MIN, message: PASSWORD_TOO_SHORT },
            validate: (v) => passwordBytes(v) <= PASSWORD_MAX_BYTES || passwordTooLong('Password'),
          })}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', {
            required: CONFIRM_PASSWORD_REQUIRED,
            validate: (v) => v === getValues('password') || PASSWORDS_DO_NOT_MATCH,
          })}
        />
        <Button type="submit" className="shell-auth__submit" busy={isSubmitting} busyLabel="Registering...">
          Register
        </Button>
      </form>
      <p className="shell-auth__switch">
        Already have an account?{' '}
        <Link to="/login" state={location.state}>
          Login
        </Link>
      </p>
    </AuthLayout>
  );
}
