import { useState } from 'react';
import { errorMessage, selectIsSignedIn, toast, useSession } from '@book/core';
import { Button, useConfirm, ReportDialog } from '@book/shared-ui';
import { useBlock } from './api/blocks';
import { useUnblockReader } from './use-unblock-reader';

/**
 * Block (after confirming) or Unblock another reader, and report their profile: for signed-in readers only.
 */
export function ReaderSafety({ username, blocked }: { username: string; blocked: boolean }) {
  const signedIn = useSession(selectIsSignedIn);
  const block = useBlock();
  const unblock = useUnblockReader();
  const [confirm, confirmDialog] = useConfirm();
  const [reporting, setReporting] = useState(false);
  if (!signedIn) return null;

  const onBlock = async () => {
    const sure = await confirm(
      `Block ${username}? They will no longer see your profile or reviews, follow you, or like or comment on your reviews; follows between you end.`,
      { confirmLabel: 'Block' },
    );
    if (!sure) return;
    try {
      await block.mutateAsync(username);
      toast.success(`You blocked ${username}`);
    } catch (err) {
      toast.error(errorMessage(err, `Could not block ${username}`));
    }
  };

  // One button: Unblock while the reader is blocked, else Block (after confirming).
  const toggle = blocked
    ? {
        label: 'Unblock',
        busyLabel: 'Unblocking...',
        busy: unblock.isPending,
        run: () => unblock.unblockReader(username),
      }
    : { label: 'Block', busyLabel: 'Blocking...', busy: block.isPending, run: onBlock };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void toggle.run()}
        busy={toggle.busy}
        busyLabel={toggle.busyLabel}
      >
        {toggle.label}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setReporting(true)} aria-label={`Report ${username}'s profile`}>
        Report
      </Button>
      {reporting && <ReportDialog kind="reader" target={username} open onClose={() => setReporting(false)} />}
      {confirmDialog}
    </>
  );
}
