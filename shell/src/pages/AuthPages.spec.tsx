import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, toast, useSession } from '@book/core';
import { makeUser } from '@book/core/testing';
import {
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  passwordTooLong,
  USERNAME_CHARACTERS,
  USERNAME_ONE_SCRIPT,
  USERNAME_REQUIRED,
  USERNAME_TOO_SHORT,
} from '@book/rules';
import { CONFIRM_PASSWORD_REQUIRED, PASSWORDS_DO_NOT_MATCH } from '@book/shared-ui';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

jest.spyOn(toast, 'success').mockImplementation(() => '');
jest.spyOn(toast, 'error').mockImplementation(() => '');

const renderPage = (page: 'login' | 'register', state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: `/${page}`, state }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<p>landed</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => jest.clearAllMocks());

describe('LoginPage', () => {
  it('shows the demo credentials and a link to Register', () => {
    renderPage('login');
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('admin123')).toBeInTheDocument();
    expect(screen.getByText('user@example.com')).toBeInTheDocument();
    expect(screen.getByText('user123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('requires email and password, errors tied to the fields', async () => {
    const login = jest.fn();
    act(() => useSession.setState({ login }));
    renderPage('login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, toasts and returns to the page the user came from', async () => {
    let finish!: () => void;
    const login = jest.fn(() => new Promise<ReturnType<typeof makeUser>>((r) => (finish = () => r(makeUser()))));
    act(() => useSession.setState({ login }));
    renderPage('login', { from: { pathname: '/books/b1', search: '?x=1' } });
    await userEvent.type(screen.getByLabelText('Email'), 'user@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'user123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await act(async () => finish());
    expect(login).toHaveBeenCalledWith('user@example.com', 'user123');
    expect(toast.success).toHaveBeenCalledWith('Login successful!');
    expect(await screen.findByText('landed')).toBeInTheDocument();
  });

  it('toasts the server message, else "Login failed"', async () => {
    const login = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'Invalid email or password', undefined, true))
      .mockRejectedValueOnce(new ApiError(0, 'Network'));
    act(() => useSession.setState({ login }));
    renderPage('login');
    await userEvent.type(screen.getByLabelText('Email'), 'user@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(toast.error).toHaveBeenLastCalledWith('Invalid email or password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(toast.error).toHaveBeenLastCalledWith('Login failed');
  });

  it("shows a suspended account the server's message, with until when, and stays on the login page", async () => {
    const login = jest
      .fn()
      .mockRejectedValue(new ApiError(403, 'Your account is suspended until December 24, 2026', undefined, true));
    act(() => useSession.setState({ login }));
    renderPage('login');
    await userEvent.type(screen.getByLabelText('Email'), 'user@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'user123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(toast.error).toHaveBeenLastCalledWith('Your account is suspended until December 24, 2026');
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

describe('RegisterPage', () => {
  const VALID_REGISTRATION = {
    'First Name': 'Ann',
    'Last Name': 'Reader',
    Username: 'annr',
    Email: 'ann@example.com',
    Password: 'secret1',
    'Confirm Password': 'secret1',
  };
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
  };

  it('shows every required message under its field', async () => {
    renderPage('register');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    // The account rules' texts (@book/rules, whose spec holds them to the product spec's words).
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(USERNAME_REQUIRED);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(PASSWORD_REQUIRED);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(CONFIRM_PASSWORD_REQUIRED);
  });

  it('checks lengths, email pattern and the confirmation', async () => {
    renderPage('register');
    await fill({ Username: 'ab', Email: 'not-an-email', Password: '12345', 'Confirm Password': '54321' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(USERNAME_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
  });

  it("refuses what the server would, in the server's words: a username's characters and alphabet, a long password", async () => {
    const register = jest.fn(async () => makeUser());
    act(() => useSession.setState({ register }));
    renderPage('register');
    // 37 two-byte letters: 74 bytes, over the 72 bcrypt reads.
    await fill({ Username: 'ann reader', Password: 'é'.repeat(37) });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(USERNAME_CHARACTERS);
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(passwordTooLong('Password'));
    await userEvent.clear(screen.getByLabelText('Username'));
    await fill({ Username: 'p\u0430ypal' }); // a Cyrillic а among Latin letters
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(USERNAME_ONE_SCRIPT);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers without the confirmation, toasts and goes on', async () => {
    const register = jest.fn(async () => makeUser());
    act(() => useSession.setState({ register }));
    renderPage('register');
    await fill(VALID_REGISTRATION);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ann',
      lastName: 'Reader',
      username: 'annr',
      email: 'ann@example.com',
      password: 'secret1',
    });
    expect(toast.success).toHaveBeenCalledWith('Registration successful!');
    expect(await screen.findByText('landed')).toBeInTheDocument();
  });

  it('shows server field errors under their fields and the fallback toast', async () => {
    const register = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError(409, 'Username already taken', { username: ['Username already taken'] }, true),
      )
      .mockRejectedValueOnce(new ApiError(500, 'Request failed (500)'));
    act(() => useSession.setState({ register }));
    renderPage('register');
    await fill(VALID_REGISTRATION);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username already taken');
    expect(toast.error).toHaveBeenLastCalledWith('Username already taken');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(toast.error).toHaveBeenLastCalledWith('Registration failed');
  });
});
