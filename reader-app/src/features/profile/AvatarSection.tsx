import { useRef } from 'react';
import { errorMessage, toast, type User } from '@book/core';
import { checkImageFile, Avatar, Button } from '@book/shared-ui';
import { useUpdateAvatar } from './api/profile-mutations';

/** The profile picture with upload and removal. */
export function AvatarSection({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateAvatar();
  const removing = update.isPending && update.variables === null;
  const uploading = update.isPending && update.variables !== null;

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || update.isPending) return;
    const problem = checkImageFile(file);
    if (problem === 'type') {
      toast.error('Please select an image file');
      return;
    }
    if (problem === 'size') {
      toast.error('Image size must be less than 5MB');
      return;
    }
    try {
      await update.mutateAsync(file);
      toast.success('Profile picture updated successfully!');
    } catch (err) {
      toast.error(errorMessage(err, 'Avatar update failed'));
    }
  };

  const onRemove = async () => {
    if (update.isPending) return;
    try {
      await update.mutateAsync(null);
      toast.success('Profile picture updated successfully!');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to remove image'));
    }
  };

  return (
    <div className="reader-avatar-section">
      <div
        className="reader-avatar-section__picture"
        data-testid="profile-avatar"
        data-has-avatar={Boolean(user.avatar)}
      >
        <Avatar src={user.avatar || undefined} name={user.username} size="xl" />
      </div>
      <input
        ref={input}
        id="reader-avatar-file"
        type="file"
        accept="image/*"
        className="ui-visually-hidden"
        aria-label="Upload profile picture"
        tabIndex={-1}
        onChange={(e) => void onFile(e)}
      />
      <div className="reader-avatar-section__actions">
        <Button
          size="sm"
          onClick={() => input.current?.click()}
          busy={uploading}
          busyLabel="Uploading..."
          disabled={removing}
        >
          {user.avatar ? 'Change Photo' : 'Upload Photo'}
        </Button>
        {user.avatar && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void onRemove()}
            busy={removing}
            busyLabel="Removing..."
            disabled={uploading}
          >
            Remove Photo
          </Button>
        )}
      </div>
      <p className="reader-muted reader-avatar-section__hint">JPG, PNG, GIF or WebP, up to 5MB</p>
    </div>
  );
}
