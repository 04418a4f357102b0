import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, toast, useSession } from '@book/core';
import { Button, TextField, usePageTitle } from '@book/shared-ui';
import { returnPath } from '../app/redirect';
import { AuthLayout } from './AuthLayout';
import { applyServerErrors } from './server-errors';

interface LoginForm {
  email: string;
  password: string;
}

const DEMO = [
  { role: 'Admin', email: 'admin@example.com', password: 'admin123' },
  { role: 'User', email: 'user@example.com', password: 'user123' },
];

export function LoginPage() {
  usePageTitle('Login');
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  const onSubmit = async ({ email, password }: LoginForm) => {
    try {
      await login(email.trim(), password);
      toast.success('Login successful!');
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      applyServerErrors(error, ['email', 'password'] as const, setError);
      toast.error(errorMessage(error, 'Login failed'));
    }
  };

  return (
    <AuthLayout title="Login" subtitle="Welcome back! Sign in to your BookNook account.">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { validate: (v) => v.trim() !== '' || 'Email is required' })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { required: 'Password is required' })}
        />
        <Button type="submit" className="shell-auth__submit" busy={isSubmitting} busyLabel="Logging in...">
          Login
        </Button>
      </form>
      <p className="shell-auth__switch">
        Don&apos;t have an account?{' '}
        <Link to="/register" state={location.state}>
          Register
        </Link>
      </p>
      <section className="shell-auth__demo" aria-labelledby="demo-credentials">
        <h2 id="demo-credentials">Demo credentials</h2>
        <dl>
          {DEMO.map((d) => (
            <div key={d.email}>
              <dt>{d.role}</dt>
              <dd>
                <code>{d.email}</code> / <code>{d.password}</code>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </AuthLayout>
  );
}
