/** "1 member", "12 members": a club's size, as the directory and the club's page say it. */
export const membersText = (count: number) => (count === 1 ? '1 member' : `${count} members`);
