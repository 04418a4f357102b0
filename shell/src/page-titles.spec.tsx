import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from '@book/core';
import { PAGE_ANNOUNCER_ID } from '@book/shared-ui';
import { AppRoutes } from './app/AppRoutes';
import { resetSessionBootstrap } from './app/SessionManager';
import { RemoteErrorBoundary } from './remotes/RemoteErrorBoundary';

const announcer = () => document.getElementById(PAGE_ANNOUNCER_ID);

beforeEach(() => {
  resetSessionBootstrap();
  act(() => useSession.setState({ token: null, user: null, status: 'anonymous', bootstrap: async () => undefined }));
  announcer()?.remove();
  document.title = '';
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

describe("the shell's own pages", () => {
  it.each([
    ['/login', 'Login · BookNook'],
    ['/register', 'Register · BookNook'],
  ])('%s is named in the tab', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(announcer()).toHaveTextContent('');
  });

  it('announces the register page after following its link from the login page', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    await waitFor(() => expect(announcer()).toHaveTextContent('Register · BookNook'));
  });

  it.each([
    ['a load failure', new Error('Loading script failed'), 'This page could not be loaded · BookNook'],
    [
      'a core too old for it',
      new Error(
        'Version 1.6.0 from shell of shared singleton module @book/core does not satisfy the requirement of reader_app which needs ^2.0.0)',
      ),
      'This page needs a newer version · BookNook',
    ],
  ])('names the page a remote could not show after %s', async (_why, error, title) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Failing = () => {
      throw error;
    };
    render(
      <MemoryRouter initialEntries={['/books']}>
        <RemoteErrorBoundary remote="reader_app" label="This page" onRetry={() => undefined}>
          <Failing />
        </RemoteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.title).toBe(title);
    jest.restoreAllMocks();
  });
});
