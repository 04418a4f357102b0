import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '@book/core';
import { AppRoutes } from './AppRoutes';
import '../styles/shell.css';

/** The shell: the one router, the routes, and the one toaster of the page (top right). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <Toaster
        position="top-right"
        toastOptions={{
          duration: 3500,
          className: 'shell-toast',
          success: { iconTheme: { primary: '#2f7a3b', secondary: '#fff' } },
          error: { duration: 5000, iconTheme: { primary: '#b42318', secondary: '#fff' } },
        }}
      />
    </BrowserRouter>
  );
}
