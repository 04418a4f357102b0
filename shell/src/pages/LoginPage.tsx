import { useSession } from '@book/core';
import { TextField } from '@book/shared-ui';
import { AuthForm, AuthLayout } from './AuthLayout';
import { useAuthForm } from './use-auth-form';

interface LoginForm {
  email: string;
  password: string;
}

const DEMO = [
  { role: 'Admin', email: 'admin@example.com', password: 'admin123' },
  { role: 'User', email: 'user@example.com', password: 'user123' },
];

export function LoginPage() {
  const login = useSession((s) => s.login);
  const { field, submission } = useAuthForm<LoginForm>({
    defaultValues: { email: '', password: '' },
    serverFields: ['email', 'password'],
    send: ({ email, password }) => login(email.trim(), password),
    succeeded: 'Login successful!',
    failed: 'Login failed',
  });

  return (
    <AuthLayout title="Login" subtitle="Welcome back! Sign in to your BookNook account.">
      <AuthForm
        submission={submission}
        submit="Login"
        busyLabel="Logging in..."
        other={{ question: "Don't have an account?", to: '/register', label: 'Register' }}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email', { validate: (v) => v.trim() !== '' || 'Email is required' })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password', { required: 'Password is required' })}
        />
      </AuthForm>
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
