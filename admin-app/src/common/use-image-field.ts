import { useCallback, useRef, useState } from 'react';
import { removeImage, resolveImageForSave, type ImageResolution, type UploadPolicy } from './image-upload';

/** State of one image field of an admin form (the URL being edited and a chosen, not yet uploaded, file). */
export function useImageField(policy: UploadPolicy) {
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);
  // Bumped by reset(): the kit's ImageInput picks its source mode when mounted, so it is remounted (key) per form.
  const [version, setVersion] = useState(0);
  const latest = useRef({ url, file });
  latest.current = { url, file };

  const reset = useCallback((next = '') => {
    setUrl(next);
    setFile(null);
    setVersion((v) => v + 1);
  }, []);

  const remove = useCallback(async (target: string) => {
    setRemoving(true);
    try {
      await removeImage(target, () => setUrl(''));
    } finally {
      setRemoving(false);
    }
  }, []);

  /** Uploads the chosen file first (see resolveImageForSave); on success the field holds the uploaded URL. */
  const resolveForSave = useCallback(async (): Promise<ImageResolution> => {
    const { url: current, file: chosen } = latest.current;
    const result = await resolveImageForSave(chosen, current, policy);
    if (chosen && result.proceed && result.url !== current) {
      // The file is now on the server: a retried save must not upload it twice.
      setUrl(result.url);
      setFile(null);
    }
    return result;
  }, [policy]);

  return {
    url,
    setUrl,
    file,
    setFile,
    removing,
    version,
    remove,
    reset,
    resolveForSave,
    hasImage: Boolean(file || url.trim()),
  };
}
