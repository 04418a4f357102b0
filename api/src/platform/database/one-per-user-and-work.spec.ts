import { Schema } from 'mongoose';
import { indexOnePerUserAndWork } from './one-per-user-and-work';

describe('indexOnePerUserAndWork', () => {
  it('declares a unique (user, work) index, named, that leaves out the documents without a work', () => {
    const schema = new Schema({ user: Schema.Types.ObjectId, work: Schema.Types.ObjectId });
    indexOnePerUserAndWork(schema, 'things_one_per_user_and_work');
    expect(schema.indexes()).toEqual([
      [
        { user: 1, work: 1 },
        {
          unique: true,
          name: 'things_one_per_user_and_work',
          partialFilterExpression: { work: { $exists: true } },
        },
      ],
    ]);
  });
});
