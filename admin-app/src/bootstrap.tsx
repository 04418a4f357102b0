import { createRoot } from 'react-dom/client';
import RemoteApp from './remote-entry';

createRoot(document.getElementById('root')!).render(<RemoteApp page="home" />);
