import { UPLOAD_STORES, type UploadStoreKind } from '../config/app-config';
import { createAdmin, setUpApp } from '../../testing/fixtures';
import { createAuthor, createBook } from '../../testing/books';
import { uploadImage } from '../../testing/accounts';
import { storedCount } from '../../testing/test-images';

describe.each(UPLOAD_STORES)('unreferenced images are deleted (UPLOAD_STORE=%s)', (store: UploadStoreKind) => {
  const { t } = setUpApp({ env: { UPLOAD_STORE: store } });

  it('deletes an uploaded avatar once it is removed or replaced, and keeps one still in use', async () => {
    const user = await createAdmin(t);
    const setAvatar = (avatar: string) => t.http.put('/api/auth/avatar').set(user.auth).send({ avatar }).expect(200);

    const first = await uploadImage(t, user);
    await setAvatar(first);
    const second = await uploadImage(t, user);
    await setAvatar(second);
    await t.http.get(first).expect(404);
    await t.http.get(second).expect(200);

    // The same image as a book cover keeps it alive when the avatar goes; deleting the book then releases it.
    const book = await createBook(t, user, { coverImage: second });
    await setAvatar('');
    await t.http.get(second).expect(200);
    await t.http.delete(`/api/books/${book._id}`).set(user.auth).expect(200);
    await t.http.get(second).expect(404);
    expect(await storedCount(t)).toBe(0);
  });
});

describe.each(UPLOAD_STORES)('unreferenced book covers are deleted (UPLOAD_STORE=%s)', (store: UploadStoreKind) => {
  const { t } = setUpApp({ env: { UPLOAD_STORE: store } });

  it('deletes a replaced cover, and the cover of a deleted book', async () => {
    const admin = await createAdmin(t);
    const first = await uploadImage(t, admin);
    const book = await createBook(t, admin, { coverImage: first });
    const second = await uploadImage(t, admin);
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ coverImage: second }).expect(200);
    await t.http.get(first).expect(404);
    await t.http.get(second).expect(200);

    await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
    await t.http.get(second).expect(404);
  });
});

describe.each(UPLOAD_STORES)('unreferenced author photos are deleted (UPLOAD_STORE=%s)', (store: UploadStoreKind) => {
  const { t } = setUpApp({ env: { UPLOAD_STORE: store } });

  it('deletes a replaced photo and the photo of a deleted author, and keeps one a book cover still uses', async () => {
    const admin = await createAdmin(t);
    const first = await uploadImage(t, admin);
    const author = await createAuthor(t, admin, { avatar: first });
    const second = await uploadImage(t, admin);
    await t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ avatar: second }).expect(200);
    await t.http.get(first).expect(404);
    await t.http.get(second).expect(200);

    // The same image as a book cover: deleting the author keeps it; deleting the book too releases it.
    const book = await createBook(t, admin, { coverImage: second });
    await t.http.delete(`/api/authors/${author._id}`).set(admin.auth).expect(200);
    await t.http.get(second).expect(200);
    await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
    await t.http.get(second).expect(404);
  });
});
