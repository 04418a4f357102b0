import { Schema } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { RefProp } from '../../platform/database/ref-prop';
import { LikeOf, likeSchema } from './like-of';

@Schema({ collection: 'shelf_likes' })
class ShelfLike extends LikeOf('shelf', 'Shelf') {
  @RefProp('Library')
  library: Types.ObjectId;
}

describe('a like of a thing', () => {
  const schema = likeSchema(ShelfLike, 'shelf');

  it("keeps the liked thing, the reader and the like's own references, each required", () => {
    for (const [path, ref] of [
      ['shelf', 'Shelf'],
      ['user', 'User'],
      ['library', 'Library'],
    ]) {
      expect(schema.path(path).instance).toBe('ObjectId');
      expect(schema.path(path).options).toMatchObject({ ref, required: true });
    }
  });

  it('is one like per reader and thing: the database refuses a second', () => {
    expect(schema.indexes()).toContainEqual([{ shelf: 1, user: 1 }, expect.objectContaining({ unique: true })]);
  });
});
