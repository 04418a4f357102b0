import { queryOptions } from '@tanstack/react-query';
import { clubsApi, type DirectoryQuery } from '../../../common/api/clubs-calls';
import { queryKeys } from '../../../common/query-keys';

export const DIRECTORY_PAGE_SIZE = 20;

/** One page of the directory of clubs. */
export const directoryQuery = (query: DirectoryQuery) =>
  queryOptions({
    queryKey: queryKeys.clubs.directory(query),
    queryFn: ({ signal }) => clubsApi.directory({ ...query, limit: DIRECTORY_PAGE_SIZE }, signal),
  });

/** The clubs the signed-in reader is a member of, invited to or asked to join. */
export const myClubsQuery = () =>
  queryOptions({ queryKey: queryKeys.clubs.mine, queryFn: ({ signal }) => clubsApi.mine(signal) });
