// The public surface of shared-ui. Remotes and the shell import only from '@book/shared-ui' (never a deep path),
// so Module Federation can share one instance of it, and with it one session store and one toaster.
import './styles/kit.css';

export * from './api/types';
export * from './api/client';
export * from './session/session-store';
export * from './validation/validation';
export * from './components';
export { toast, Toaster } from 'react-hot-toast';
