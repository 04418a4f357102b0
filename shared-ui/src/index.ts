// The public surface of the UI kit (components, styles, helpers, validation). Apps import it only as
// '@book/shared-ui' (never a deep path). Module Federation shares it by semver range, not as a singleton: a remote
// built against a newer kit loads its own copy while the others keep theirs. What must be one instance per page
// (session store, API client, toaster) lives in '@book/core'.
import './styles/kit.css';

export * from './validation/validation';
export * from './validation/account-messages';
export * from './validation/password-rules';
export * from './components';
