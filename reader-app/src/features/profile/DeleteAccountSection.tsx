import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, toast, useSession } from '@book/core';
import { Modal, Button, TextField } from '@book/shared-ui';
import { useDeleteAccount } from './api/profile-mutations';

/** Deleting the account: said plainly, the export offered first, confirmed in a dialog with the current password. */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const openDialog = () => {
    setPassword('');
    setError('');
    setOpen(true);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (remove.isPending) return;
    if (!password) return setError('Enter your current password to delete your account');
    try {
      await remove.mutateAsync(password);
      // The account is gone, and every session with it: home first (this page is for signed-in readers), then sign out.
      navigate('/', { replace: true });
      useSession.getState().logout();
      toast.success('Your account has been deleted');
    } catch (err) {
      const wrongPassword = err instanceof ApiError && err.status === 400;
      const message = errorMessage(err, 'Failed to delete your account');
      if (wrongPassword) setError(err.errors?.password?.[0] ?? message);
      toast.error(message);
    }
  };

  return (
    <section className="reader-profile-panel reader-profile-danger" aria-labelledby="reader-delete-title">
      <h2 id="reader-delete-title">Delete my account</h2>
      <p>
        This removes your profile, reviews, reading list, goals and followers for good. Before you go, you can download
        everything we hold about you as JSON from <Link to="/reading-list/import">Import &amp; export</Link>.
      </p>
      <Button variant="danger" onClick={openDialog}>
        Delete my account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onClose={() => setOpen(false)}
        busy={remove.isPending}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              type="submit"
              form="reader-delete-form"
              busy={remove.isPending}
              busyLabel="Deleting..."
            >
              Delete my account
            </Button>
          </>
        }
      >
        <form id="reader-delete-form" onSubmit={(e) => void submit(e)} noValidate>
          <p>This cannot be undone. Enter your current password to confirm.</p>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError('');
            }}
            error={error || undefined}
          />
        </form>
      </Modal>
    </section>
  );
}
