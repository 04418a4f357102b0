import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ReaderSummaryView } from '../people/readers/reader.view';
import { CLUB_ROLES, MEMBERSHIP_STATES, type ClubRole, type MembershipState } from './club-members/club-member.schema';
import { CLUB_VISIBILITIES, type ClubVisibility } from './clubs/club.schema';

/** A club as the directory shows it: a private club's name, description and member count only. */
@ApiSchema({ name: 'ClubSummary' })
export class ClubSummaryView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ enum: CLUB_VISIBILITIES, enumName: 'ClubVisibility' })
  visibility: ClubVisibility;

  @ApiProperty({ type: 'integer' })
  memberCount: number;

  @ApiPropertyOptional({ description: 'Image URL or ""; absent for a private club' })
  coverImage?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Absent for a private club' })
  lastActivityAt?: string;
}

/** Where the caller stands in a club. */
@ApiSchema({ name: 'ClubStanding' })
export class ClubStandingView {
  @ApiProperty({ type: String, enum: MEMBERSHIP_STATES, enumName: 'ClubMembershipState', nullable: true })
  state: MembershipState | null;

  @ApiProperty({
    type: String,
    enum: CLUB_ROLES,
    enumName: 'ClubRole',
    nullable: true,
    description: 'null unless a member',
  })
  role: ClubRole | null;

  @ApiPropertyOptional({ description: "A member's: whether they muted the club (told nothing of it)" })
  muted?: boolean;
}

@ApiSchema({ name: 'ClubBook' })
export class ClubBookView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: 'integer', nullable: true })
  pageCount: number | null;
}

@ApiSchema({ name: 'ClubPastRead' })
export class ClubPastReadView {
  @ApiProperty()
  book: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, format: 'date-time' })
  finishedAt: string;
}

/** A club's page: its summary and the caller's standing; the rest only where its content may be sent to them. */
@ApiSchema({ name: 'Club' })
export class ClubView extends ClubSummaryView {
  @ApiProperty({ type: ClubStandingView })
  viewer: ClubStandingView;

  @ApiPropertyOptional({
    type: ReaderSummaryView,
    nullable: true,
    description: 'Absent for non-members of a private club',
  })
  owner?: ReaderSummaryView | null;

  @ApiPropertyOptional({ type: ClubBookView, nullable: true, description: 'Absent for non-members of a private club' })
  currentRead?: ClubBookView | null;

  @ApiPropertyOptional({
    type: ClubPastReadView,
    isArray: true,
    description: 'Absent for non-members of a private club',
  })
  pastReads?: ClubPastReadView[];

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Absent for non-members of a private club' })
  createdAt?: string;
}

/** One of the caller's clubs, with their standing in it ("Your clubs": memberships, invitations, requests). */
@ApiSchema({ name: 'MyClub' })
export class MyClubView extends ClubSummaryView {
  @ApiProperty({ type: ClubStandingView })
  viewer: ClubStandingView;
}

@ApiSchema({ name: 'ClubMember' })
export class ClubMemberView {
  @ApiProperty({ type: ReaderSummaryView })
  reader: ReaderSummaryView;

  @ApiProperty({ enum: MEMBERSHIP_STATES, enumName: 'ClubMembershipState' })
  state: MembershipState;

  @ApiProperty({ enum: CLUB_ROLES, enumName: 'ClubRole' })
  role: ClubRole;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  joinedAt: string | null;
}

/** A section of a club's schedule, as the caller sees it (open or not, by the spoiler gate). */
@ApiSchema({ name: 'ClubSection' })
export class ClubSectionView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: 'integer' })
  order: number;

  @ApiProperty({ minimum: 0, maximum: 1, description: 'Where the section ends, as a fraction of the book' })
  endFraction: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The end as a page of the named edition' })
  endPage: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The end as a percentage' })
  endPercent: number | null;

  @ApiProperty({ nullable: true, type: String, description: 'The edition (book id) whose page ends the section' })
  edition: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: "The club's pace, never a lock" })
  dueDate: string | null;

  @ApiProperty({ type: 'integer', description: 'Posts and replies in its thread' })
  postCount: number;

  @ApiProperty({ description: "Whether its thread's posts are sent to the caller" })
  open: boolean;

  @ApiProperty({ description: 'What the caller must reach to see its thread: "page 120", "45%"' })
  until: string;

  @ApiProperty({ description: 'Whether the caller chose to see it before reaching its end' })
  shownAnyway: boolean;

  @ApiProperty({
    type: 'integer',
    description: "Posts the caller has not read yet (a member's, in a section open to them; else 0)",
  })
  unread: number;
}

@ApiSchema({ name: 'ClubSchedule' })
export class ClubScheduleView {
  @ApiProperty({ type: ClubBookView, nullable: true })
  book: ClubBookView | null;

  @ApiProperty({ type: ClubSectionView, isArray: true })
  sections: ClubSectionView[];

  @ApiProperty({ minimum: 0, maximum: 1, description: "The caller's progress in the book (0 without one)" })
  progress: number;
}

@ApiSchema({ name: 'ClubPostReply' })
export class ClubReplyView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  section: string;

  @ApiProperty({ type: String, nullable: true, description: 'The post replied to, or null' })
  parent: string | null;

  @ApiProperty({ type: ReaderSummaryView, nullable: true, description: 'null: "a deleted reader"' })
  author: ReaderSummaryView | null;

  @ApiProperty()
  body: string;

  @ApiProperty()
  pinned: boolean;

  @ApiProperty({ type: 'integer' })
  replyCount: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  likeCount: number;

  @ApiProperty({ description: 'The caller likes it' })
  likedByMe: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  editedAt: string | null;
}

@ApiSchema({ name: 'ClubPost' })
export class ClubPostView extends ClubReplyView {
  @ApiPropertyOptional({ type: ClubReplyView, isArray: true, description: 'Its replies, oldest first (posts only)' })
  replies?: ClubReplyView[];
}

/** The caller's like of a club post or reply after a like or an unlike, and its count then. */
@ApiSchema({ name: 'ClubPostLikeResult' })
export class ClubPostLikeView {
  @ApiProperty({ description: 'The caller likes the post' })
  liked: boolean;

  @ApiProperty({ type: 'integer', minimum: 0 })
  likeCount: number;
}

/** A section's thread: its posts when the gate opens for the caller, else how many wait and until where. */
@ApiSchema({ name: 'ClubThread' })
export class ClubThreadView {
  @ApiProperty({ type: ClubSectionView })
  section: ClubSectionView;

  @ApiProperty({ type: 'integer', description: 'Posts the caller may not see yet (0 when open)' })
  waiting: number;

  @ApiProperty({ type: String, nullable: true, description: '"12 posts after page 120", or null when open' })
  waitingText: string | null;

  @ApiProperty({ type: ClubPostView, isArray: true, description: 'Empty unless open' })
  posts: ClubPostView[];

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty()
  hasMore: boolean;
}
