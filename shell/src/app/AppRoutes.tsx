import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { FullScreenSpinner, useSession, type AdminPage, type ReaderPage } from '@book/shared-ui';
import { Layout } from '../layout/Layout';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { SessionManager } from './SessionManager';

const Reader = ({ page }: { page: ReaderPage }) => <RemoteSlot remote="reader_app" props={{ page }} />;
const Admin = ({ page }: { page: AdminPage }) => <RemoteSlot remote="admin_app" props={{ page }} />;

/** The route table of spec section 2. */
export function AppRoutes() {
  const status = useSession((s) => s.status);
  return (
    <>
      <SessionManager />
      {status === 'checking' ? (
        <FullScreenSpinner />
      ) : (
        <Routes>
          <Route
            path="/login"
            element={
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            }
          />
          <Route
            path="/register"
            element={
              <GuestOnly>
                <RegisterPage />
              </GuestOnly>
            }
          />
          <Route element={<Layout />}>
            <Route index element={<Reader page="home" />} />
            <Route path="books" element={<Reader page="books" />} />
            <Route path="books/:id" element={<Reader page="book-detail" />} />
            <Route path="authors" element={<Reader page="authors" />} />
            <Route
              path="profile"
              element={
                <RequireAuth>
                  <Reader page="profile" />
                </RequireAuth>
              }
            />
            <Route
              path="reading-list"
              element={
                <RequireAuth>
                  <Reader page="reading-list" />
                </RequireAuth>
              }
            />
            <Route
              path="admin"
              element={
                <RequireAdmin>
                  <Outlet />
                </RequireAdmin>
              }
            >
              <Route index element={<Admin page="dashboard" />} />
              <Route path="books" element={<Admin page="books" />} />
              <Route path="authors" element={<Admin page="authors" />} />
              <Route path="genres" element={<Admin page="genres" />} />
              <Route path="users" element={<Admin page="users" />} />
              <Route path="reviews" element={<Admin page="reviews" />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      )}
    </>
  );
}
