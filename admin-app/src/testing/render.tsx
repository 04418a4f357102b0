import type { ReactElement } from 'react';
import { render, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAdminQueryClient } from '../common/query-client';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders an admin screen with its own query cache inside a router (as the shell would). */
export function renderAdmin(ui: ReactElement, { route = '/admin', state }: { route?: string; state?: unknown } = {}) {
  const queryClient = createAdminQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: route, state }]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Chooses an author in the book form's Author combobox: types the name, then clicks its option. */
export async function pickAuthor(user: UserEvent, scope: HTMLElement, name: string) {
  const box = within(scope).getByRole('combobox', { name: /^Author/ });
  await user.clear(box);
  await user.type(box, name);
  await user.click(await within(scope).findByRole('option', { name }));
}
