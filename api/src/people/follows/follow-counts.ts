/**
 * What an accepted follow that begins (+1) or ends (-1) does to the counts kept on its two readers (the `$inc` of
 * each): FollowsService applies it to the users, the seed to the readers it writes in bulk.
 */
export const followCountChanges = (by: 1 | -1) => ({
  follower: { followingCount: by },
  followee: { followerCount: by },
});
