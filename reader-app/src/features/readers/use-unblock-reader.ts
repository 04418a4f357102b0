import { errorMessage, toast } from '@book/core';
import { useUnblock } from './api/blocks';

/** Unblocks a reader and says so, or why not: the profile's Unblock and the blocked readers' list. */
export function useUnblockReader() {
  const unblock = useUnblock();
  const { mutateAsync } = unblock;
  const unblockReader = async (username: string) => {
    try {
      await mutateAsync(username);
      toast.success(`${username} is no longer blocked`);
    } catch (err) {
      toast.error(errorMessage(err, `Could not unblock ${username}`));
    }
  };
  return { ...unblock, unblockReader };
}
