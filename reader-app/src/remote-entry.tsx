import { useSession } from '@book/shared-ui';

export default function RemoteApp({ page }: { page: string }) {
  const status = useSession((s) => s.status);
  return <div data-remote="reader-app" data-version={__APP_VERSION__}>reader-app page {page} session {status}</div>;
}
