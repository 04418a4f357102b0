import { api, errorMessage, toast } from '@book/core';

/**
 * Image handling of the admin forms (books and authors): the upload that precedes a save, and the removal of an
 * image from a form. The kit's ImageInput does the picking, preview and file check; the ordering and the server
 * calls live here.
 */

type UploadResponse = Partial<Record<'imageUrl' | 'url', unknown>> & {
  data?: Partial<Record<'imageUrl' | 'url', unknown>>;
};

/** The URL of an upload answer: `imageUrl` or `url`, at the top level or inside `data`. */
export function uploadedUrl(response: unknown): string | null {
  if (!response || typeof response !== 'object') return null;
  const res = response as UploadResponse;
  const candidates = [res.imageUrl, res.url, res.data?.imageUrl, res.data?.url];
  const found = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  return found ?? null;
}

/**
 * The public id of an image we uploaded ourselves (served at `/api/uploads/<publicId>.<ext>`, relative or absolute),
 * else null. Seeded images (`/api/uploads/seed/...`) and foreign URLs are not deletable uploads.
 */
export function ownUploadPublicId(url: string | null | undefined): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const match = /^\/api\/uploads\/([^/]+)\.[A-Za-z0-9]+$/.exec(path);
  return match ? decodeURIComponent(match[1]) : null;
}

export type UploadPolicy =
  /** Books: a failed upload aborts the save (`Failed to upload image: <reason>`). */
  | 'abort'
  /** Authors: a failed upload is reported (`Failed to upload image`) and the save goes on without it. */
  | 'continue';

export type ImageResolution = { proceed: true; url: string } | { proceed: false };

/**
 * Uploads the chosen file (if any) before a save. Returns the URL to save, or `proceed: false` when the save must
 * not happen (policy 'abort' and the upload failed or answered without a URL).
 */
export async function resolveImageForSave(
  file: File | null,
  currentUrl: string,
  policy: UploadPolicy,
): Promise<ImageResolution> {
  if (!file) return { proceed: true, url: currentUrl };
  let response: unknown;
  try {
    response = await api.upload.image(file);
  } catch (err) {
    if (policy === 'abort') {
      const reason = errorMessage(err, err instanceof Error && err.message ? err.message : 'Unknown error');
      toast.error(`Failed to upload image: ${reason}`);
      return { proceed: false };
    }
    toast.error('Failed to upload image');
    return { proceed: true, url: currentUrl };
  }
  const url = uploadedUrl(response);
  if (!url) {
    toast.error('Upload successful but no URL received');
    return policy === 'abort' ? { proceed: false } : { proceed: true, url: currentUrl };
  }
  toast.success('Image uploaded successfully');
  return { proceed: true, url };
}

/**
 * Removes an image from a form: deletes it on the server when it is one of our uploads, then clears the field in
 * every case (`Image removed successfully`, or `Image removed from form` when the server delete failed).
 */
export async function removeImage(url: string, clearField: () => void): Promise<void> {
  const publicId = ownUploadPublicId(url);
  if (publicId) {
    try {
      await api.upload.remove(publicId);
      toast.success('Image removed successfully');
    } catch {
      toast('Image removed from form');
    }
  }
  clearField();
}
