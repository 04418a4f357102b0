import { api, ApiError, toast } from '@book/core';
import { ownUploadPublicId, removeImage, resolveImageForSave, uploadedUrl } from './image-upload';
import { pngFile } from '../testing/fixtures';

jest.mock('@book/core', () => jest.requireActual('../testing/fake-core').fakeCore());

const upload = api.upload.image as jest.Mock;
const removeUpload = api.upload.remove as jest.Mock;

beforeEach(() => jest.clearAllMocks());

describe('uploadedUrl', () => {
  it('reads imageUrl or url, at the top level or inside data', () => {
    expect(uploadedUrl({ imageUrl: '/api/uploads/a.png' })).toBe('/api/uploads/a.png');
    expect(uploadedUrl({ url: '/api/uploads/b.png' })).toBe('/api/uploads/b.png');
    expect(uploadedUrl({ data: { imageUrl: '/api/uploads/c.png' } })).toBe('/api/uploads/c.png');
    expect(uploadedUrl({ data: { url: '/api/uploads/d.png' } })).toBe('/api/uploads/d.png');
  });
  it('is null without a URL', () => {
    expect(uploadedUrl({ publicId: 'x' })).toBeNull();
    expect(uploadedUrl({ imageUrl: '' })).toBeNull();
    expect(uploadedUrl(null)).toBeNull();
  });
});

describe('ownUploadPublicId', () => {
  const id = '0123456789abcdef0123456789abcdef';
  it('is the last path segment without its extension for our uploads, relative or absolute', () => {
    expect(ownUploadPublicId(`/api/uploads/${id}.png`)).toBe(id);
    expect(ownUploadPublicId(`http://localhost:3000/api/uploads/${id}.jpeg`)).toBe(id);
    expect(ownUploadPublicId(`/api/uploads/${id}.webp?v=2`)).toBe(id);
  });
  it('is null for seeded images and foreign URLs', () => {
    expect(ownUploadPublicId('/api/uploads/seed/dune.jpg')).toBeNull();
    expect(ownUploadPublicId('https://images.example.com/cover.jpg')).toBeNull();
    expect(ownUploadPublicId('https://cdn.example.com/api/uploads/seed/x.png')).toBeNull();
    expect(ownUploadPublicId('')).toBeNull();
  });
});

describe('resolveImageForSave', () => {
  it('keeps the current URL when no file was chosen, without uploading', async () => {
    await expect(resolveImageForSave(null, 'https://x.test/a.jpg', 'abort')).resolves.toEqual({
      proceed: true,
      url: 'https://x.test/a.jpg',
    });
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads the chosen file and returns its URL', async () => {
    upload.mockResolvedValue({ imageUrl: '/api/uploads/abc.png', url: '/api/uploads/abc.png', publicId: 'abc' });
    const file = pngFile();
    await expect(resolveImageForSave(file, '', 'abort')).resolves.toEqual({
      proceed: true,
      url: '/api/uploads/abc.png',
    });
    expect(upload).toHaveBeenCalledWith(file);
    expect(toast.success).toHaveBeenCalledWith('Image uploaded successfully');
  });

  it('books: a failed upload aborts with the reason', async () => {
    upload.mockRejectedValue(new ApiError(415, 'Please select a valid image file', undefined, true));
    await expect(resolveImageForSave(pngFile(), '', 'abort')).resolves.toEqual({ proceed: false });
    expect(toast.error).toHaveBeenCalledWith('Failed to upload image: Please select a valid image file');
  });

  it('books: a network failure gives its message as the reason', async () => {
    upload.mockRejectedValue(new Error('Network down'));
    await resolveImageForSave(pngFile(), '', 'abort');
    expect(toast.error).toHaveBeenCalledWith('Failed to upload image: Network down');
  });

  it('authors: a failed upload is reported and the save proceeds with the current URL', async () => {
    upload.mockRejectedValue(new ApiError(500, 'boom', undefined, true));
    await expect(resolveImageForSave(pngFile(), '', 'continue')).resolves.toEqual({ proceed: true, url: '' });
    expect(toast.error).toHaveBeenCalledWith('Failed to upload image');
  });

  it('an answer without a URL is reported; books abort, authors go on', async () => {
    upload.mockResolvedValue({ publicId: 'abc' });
    await expect(resolveImageForSave(pngFile(), '', 'abort')).resolves.toEqual({ proceed: false });
    await expect(resolveImageForSave(pngFile(), 'old', 'continue')).resolves.toEqual({ proceed: true, url: 'old' });
    expect(toast.error).toHaveBeenCalledWith('Upload successful but no URL received');
  });
});

describe('removeImage', () => {
  const own = '/api/uploads/0123456789abcdef0123456789abcdef.png';

  it('deletes our upload on the server, then clears the field', async () => {
    removeUpload.mockResolvedValue(null);
    const clear = jest.fn();
    await removeImage(own, clear);
    expect(removeUpload).toHaveBeenCalledWith('0123456789abcdef0123456789abcdef');
    expect(toast.success).toHaveBeenCalledWith('Image removed successfully');
    expect(clear).toHaveBeenCalled();
  });

  it('clears the field anyway when the server delete fails', async () => {
    removeUpload.mockRejectedValue(new ApiError(404, 'Image not found', undefined, true));
    const clear = jest.fn();
    await removeImage(own, clear);
    expect(toast).toHaveBeenCalledWith('Image removed from form');
    expect(clear).toHaveBeenCalled();
  });

  it('never deletes seeded or foreign images', async () => {
    const clear = jest.fn();
    await removeImage('/api/uploads/seed/dune.jpg', clear);
    await removeImage('https://images.example.com/a.jpg', clear);
    expect(removeUpload).not.toHaveBeenCalled();
    expect(clear).toHaveBeenCalledTimes(2);
  });
});
