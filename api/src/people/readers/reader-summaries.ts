import { trusted, Types, type Model } from 'mongoose';
import type { WithId } from '../../platform/common/find-by-ids';
import type { User } from '../../accounts/users/user.schema';
import { SUMMARY_FIELDS, toReaderSummary, type ReaderSummaryView } from './reader.view';

/** The summaries of these readers by id, in one read of the users (none without ids; an id twice is read once). */
export async function readerSummaries(
  users: Model<User>,
  ids: readonly (Types.ObjectId | string)[],
): Promise<Map<string, ReaderSummaryView>> {
  const unique = [...new Set(ids.map(String))].map((id) => new Types.ObjectId(id));
  if (!unique.length) return new Map();
  const found = await users
    .find({ _id: trusted({ $in: unique }) })
    .select(SUMMARY_FIELDS)
    .lean<WithId<User>[]>();
  return new Map(found.map((u) => [String(u._id), toReaderSummary(u)]));
}

/** These readers' summaries in the order of `ids`, leaving out any no longer there: one read. */
export async function readerSummariesInOrder(
  users: Model<User>,
  ids: readonly (Types.ObjectId | string)[],
): Promise<ReaderSummaryView[]> {
  const byId = await readerSummaries(users, ids);
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}
