// Generated from api/openapi.json (the paths in clubs-app/src/common/api/api-paths.json) by `npm run api:openapi` (tools/gen-openapi.mjs). Do not edit.

export interface paths {
    "/api/reading-list/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Log where you are in a book you are reading: a page of its edition or a percentage, with a note */
        put: operations["ReadingListController_logProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports grouped by item (admin): open ones oldest first, or the resolved ones newest first */
        get: operations["ReportsController_list"];
        put?: never;
        /** Report a review, a comment or a reader's profile (one open report per reader and item) */
        post: operations["ReportsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/open-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many items have open reports (admin) */
        get: operations["ReportsController_openCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{kind}/{target}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve an item's open reports (admin): dismiss, remove the content, mark a review as containing spoilers, or suspend its author */
        post: operations["ReportsController_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The directory of clubs by members or recent activity, searched by name (of a private club: its name, description and member count only) */
        get: operations["ClubsController_directory"];
        put?: never;
        /** Start a club: you are its owner */
        post: operations["ClubsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your clubs: those you are a member of, invited to or asked to join */
        get: operations["ClubsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's page and your standing in it (a private club's non-members get its summary only) */
        get: operations["ClubsController_view"];
        /** Edit a club's name, description, visibility or cover (its owner and moderators) */
        put: operations["ClubsController_update"];
        post?: never;
        /** Delete a club with its members, schedule and discussion (its owner, or an administrator) */
        delete: operations["ClubsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's members with their roles, the longest-serving first (its requests, invitations and bans: moderators only) */
        get: operations["ClubMembersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a public club, accept an invitation, or ask to join a private club */
        post: operations["ClubMembersController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave a club, withdraw your request or decline an invitation (the owner hands over first) */
        delete: operations["ClubMembersController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mute the club (be told nothing of it), or unmute it (members) */
        put: operations["ClubMembersController_mute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a reader by username (moderators); a reader who asked to join is accepted */
        post: operations["ClubMembersController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/requests/{username}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a reader's request to join (moderators) */
        post: operations["ClubMembersController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/members/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member, decline a request or withdraw an invitation (moderators) */
        delete: operations["ClubMembersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/bans/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ban a reader: out of the club, and they cannot rejoin or ask to (moderators) */
        post: operations["ClubMembersController_ban"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/members/{username}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Appoint a member moderator, or make a moderator a member again (the owner) */
        put: operations["ClubMembersController_setRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the club over to a member (the owner, who stays on as a moderator) */
        post: operations["ClubMembersController_handOver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club's read and its sections, each open or not to you by your progress */
        get: operations["ClubScheduleController_get"];
        /** Set the club's book and its sections, each ending at a page of the edition or a percentage (moderators) */
        put: operations["ClubScheduleController_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/schedule/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish the current read: it moves to past reads with its threads (moderators) */
        post: operations["ClubScheduleController_finish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/sections/{sectionId}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show this section anyway: its posts before you reach its end (remembered) */
        post: operations["ClubScheduleController_show"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{id}/sections/{sectionId}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A section's thread: its posts once your progress reaches the section's end (or you chose to see it), else how many wait and until where */
        get: operations["ClubPostsController_thread"];
        put?: never;
        /** Post in a section's thread, or reply to a post of it (members; plain text, 1 to 4,000 characters) */
        post: operations["ClubPostsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit your own post */
        put: operations["ClubPostsController_edit"];
        post?: never;
        /** Delete a post with its replies (its author, or a moderator) */
        delete: operations["ClubPostsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-posts/{id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pin a post to the top of its thread, or unpin it (moderators) */
        put: operations["ClubPostsController_pin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a post or reply (members who may see it; liking twice is one like) */
        post: operations["ClubPostsController_like"];
        /** Take back your like of a post or reply (none to take back is no error) */
        delete: operations["ClubPostsController_unlike"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            /** @enum {boolean} */
            success: false;
            /** @example Email is invalid */
            message: string;
            /**
             * @description Messages per field, for validation errors
             * @example {
             *       "email": [
             *         "Email is invalid"
             *       ]
             *     }
             */
            errors?: {
                [key: string]: string[];
            };
            /** @description A merged record (301, 410): the id of the record it was merged into */
            keptId?: string;
        };
        PageMeta: {
            /** @description Number of matching items on all pages */
            total: number;
            /** @description 1-based page number */
            page: number;
            limit: number;
            /** @description True when a further page exists */
            hasMore: boolean;
        };
        NamedRef: {
            _id: string;
            name: string;
        };
        ReadingListBook: {
            _id: string;
            title: string;
            /** @description false once the book is no longer published: then only its id and title are sent */
            available: boolean;
            /** @description Absent when not available */
            coverImage?: string;
            /** @description null when the author was deleted; absent when not available */
            author?: components["schemas"]["NamedRef"] | null;
            /** @description Absent when not available */
            averageRating?: number;
            /** @description Absent when not available */
            reviewCount?: number;
            /**
             * @description The edition's format; absent when not available
             * @enum {string|null}
             */
            format?: "hardcover" | "paperback" | "ebook" | "audiobook" | null;
        };
        /** @enum {string} */
        ReadingStatus: "wishlist" | "reading" | "completed" | "favourite" | "abandoned";
        ReadingProgress: {
            /** @description The share of the book read, whatever the edition */
            fraction: number;
            /** @description The page logged, or null for a percentage */
            page: number | null;
            /** @description The percentage logged, or null for a page */
            percent: number | null;
            /** @description The edition's pages when a page was logged */
            pageCount: number | null;
            /** @description The reader's note, or "" */
            note: string;
            /** Format: date-time */
            loggedAt: string;
        };
        ReadingListEntry: {
            _id: string;
            /** @description The edition the reader has */
            book: components["schemas"]["ReadingListBook"];
            /** @description The work of that edition: one entry per reader and work */
            work: string;
            status: components["schemas"]["ReadingStatus"];
            /**
             * Format: date-time
             * @description When the reader started the book
             */
            startedAt: string | null;
            /**
             * Format: date-time
             * @description When the reader finished the book
             */
            finishedAt: string | null;
            /** @description The reader's own rating kept without a review */
            rating: number | null;
            /** @description The progress last logged, or null */
            progress: components["schemas"]["ReadingProgress"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ReadingProgressInput: {
            /**
             * @description A page of the entry's edition
             * @example 120
             */
            page?: number;
            /**
             * @description A percentage of the book
             * @example 30
             */
            percent?: number;
            /** @example The storm begins. */
            note?: string;
        };
        ReaderSummary: {
            id: string;
            username: string;
            /** @description Image URL, or "" when none */
            avatar: string;
            bio: string;
        };
        ReportReceipt: {
            /** @example Thanks, an administrator will look at it */
            message: string;
        };
        /** @enum {string} */
        ReportKind: "review" | "comment" | "reader" | "club-post" | "club";
        /** @enum {string} */
        ReportReason: "spam" | "harassment" | "spoilers" | "other";
        ReportInput: {
            kind: components["schemas"]["ReportKind"];
            /** @description The review's, comment's, club post's (or reply's) or club's id, or the reader's username */
            target: string;
            reason: components["schemas"]["ReportReason"];
            /** @description What is wrong (required for "other") */
            text?: string;
        };
        ReportedContent: {
            /** @description The review's text, the comment's, the reader's bio, the club post's, or the club's description */
            text: string;
            /** @description The review's title, the reader's username, or the club's name */
            title?: string;
            bookId?: string;
            bookTitle?: string;
            /** @description A club post's or a club's: the club's id */
            clubId?: string;
            /** @description A club post's or a club's: the club's name */
            clubName?: string;
        };
        ReasonCount: {
            reason: components["schemas"]["ReportReason"];
            count: number;
        };
        /** @enum {string} */
        ReportStatus: "open" | "resolved";
        /** @enum {string} */
        ReportAction: "dismiss" | "remove" | "spoiler" | "suspend";
        ReportResolutionInfo: {
            action: components["schemas"]["ReportAction"];
            /** @description The administrator (null once their account is gone) */
            by: components["schemas"]["ReaderSummary"] | null;
            /** Format: date-time */
            at: string;
            note: string;
        };
        ReportGroup: {
            kind: components["schemas"]["ReportKind"];
            /** @description The review's, comment's, reader's, club post's or club's id (what resolve takes) */
            target: string;
            /** @description null when the content is gone (resolved: as it was then) */
            content: components["schemas"]["ReportedContent"] | null;
            author: components["schemas"]["ReaderSummary"] | null;
            reasons: components["schemas"]["ReasonCount"][];
            /** @description The reporters' texts */
            texts: string[];
            reporters: number;
            /** Format: date-time */
            firstReportedAt: string;
            status: components["schemas"]["ReportStatus"];
            resolution: components["schemas"]["ReportResolutionInfo"] | null;
        };
        OpenReportCount: {
            /** @description Items with open reports */
            count: number;
        };
        ResolveReportInput: {
            action: components["schemas"]["ReportAction"];
            /** @description suspend: whole days from now; null or absent: until lifted */
            days?: number | null;
            /** @description Why (the author is told, for remove, spoiler and suspend) */
            note?: string;
        };
        /** @enum {string} */
        ClubVisibility: "public" | "private";
        ClubSummary: {
            _id: string;
            name: string;
            description: string;
            visibility: components["schemas"]["ClubVisibility"];
            memberCount: number;
            /** @description Image URL or ""; absent for a private club */
            coverImage?: string;
            /**
             * Format: date-time
             * @description Absent for a private club
             */
            lastActivityAt?: string;
        };
        /** @enum {string} */
        ClubSort: "members" | "activity";
        ClubStanding: {
            /** @enum {string|null} */
            state: "member" | "invited" | "requested" | "banned" | null;
            /**
             * @description null unless a member
             * @enum {string|null}
             */
            role: "owner" | "moderator" | "member" | null;
            /** @description A member's: whether they muted the club (told nothing of it) */
            muted?: boolean;
        };
        MyClub: {
            _id: string;
            name: string;
            description: string;
            visibility: components["schemas"]["ClubVisibility"];
            memberCount: number;
            /** @description Image URL or ""; absent for a private club */
            coverImage?: string;
            /**
             * Format: date-time
             * @description Absent for a private club
             */
            lastActivityAt?: string;
            viewer: components["schemas"]["ClubStanding"];
        };
        ClubBook: {
            _id: string;
            title: string;
            pageCount: number | null;
        };
        ClubPastRead: {
            book: string;
            title: string;
            /** Format: date-time */
            finishedAt: string;
        };
        Club: {
            _id: string;
            name: string;
            description: string;
            visibility: components["schemas"]["ClubVisibility"];
            memberCount: number;
            /** @description Image URL or ""; absent for a private club */
            coverImage?: string;
            /**
             * Format: date-time
             * @description Absent for a private club
             */
            lastActivityAt?: string;
            viewer: components["schemas"]["ClubStanding"];
            /** @description Absent for non-members of a private club */
            owner?: components["schemas"]["ReaderSummary"] | null;
            /** @description Absent for non-members of a private club */
            currentRead?: components["schemas"]["ClubBook"] | null;
            /** @description Absent for non-members of a private club */
            pastReads?: components["schemas"]["ClubPastRead"][];
            /**
             * Format: date-time
             * @description Absent for non-members of a private club
             */
            createdAt?: string;
        };
        ClubInput: {
            /** @example Slow Readers of Deadfall */
            name: string;
            description?: string;
            /** @description public when omitted */
            visibility?: components["schemas"]["ClubVisibility"];
            /** @description An image you uploaded (POST /upload/image), or "" */
            coverImage?: string;
        };
        ClubUpdate: {
            /** @example Slow Readers of Deadfall */
            name?: string;
            description?: string;
            /** @description public when omitted */
            visibility?: components["schemas"]["ClubVisibility"];
            /** @description An image you uploaded (POST /upload/image), or "" */
            coverImage?: string;
        };
        /** @enum {string} */
        ClubMembershipState: "member" | "invited" | "requested" | "banned";
        /** @enum {string} */
        ClubRole: "owner" | "moderator" | "member";
        ClubMember: {
            reader: components["schemas"]["ReaderSummary"];
            state: components["schemas"]["ClubMembershipState"];
            role: components["schemas"]["ClubRole"];
            /** Format: date-time */
            joinedAt: string | null;
        };
        ClubMuteInput: {
            /** @description true: be told nothing of the club */
            muted: boolean;
        };
        ClubInvitationInput: {
            /** @example ada */
            username: string;
        };
        ClubRoleInput: {
            /** @enum {string} */
            role: "moderator" | "member";
        };
        ClubSection: {
            _id: string;
            title: string;
            order: number;
            /** @description Where the section ends, as a fraction of the book */
            endFraction: number;
            /** @description The end as a page of the named edition */
            endPage: number | null;
            /** @description The end as a percentage */
            endPercent: number | null;
            /** @description The edition (book id) whose page ends the section */
            edition: string | null;
            /**
             * Format: date
             * @description The club's pace, never a lock
             */
            dueDate: string | null;
            /** @description Posts and replies in its thread */
            postCount: number;
            /** @description Whether its thread's posts are sent to the caller */
            open: boolean;
            /** @description What the caller must reach to see its thread: "page 120", "45%" */
            until: string;
            /** @description Whether the caller chose to see it before reaching its end */
            shownAnyway: boolean;
            /** @description Posts the caller has not read yet (a member's, in a section open to them; else 0) */
            unread: number;
        };
        ClubSchedule: {
            book: components["schemas"]["ClubBook"] | null;
            sections: components["schemas"]["ClubSection"][];
            /** @description The caller's progress in the book (0 without one) */
            progress: number;
        };
        ClubSectionInput: {
            /** @description The id of a section kept from the schedule (its thread stays with it) */
            _id?: string;
            /** @example Chapters 1 to 5 */
            title: string;
            /**
             * @description A page of the book's edition
             * @example 120
             */
            endPage?: number;
            /**
             * @description A percentage of the book
             * @example 30
             */
            endPercent?: number;
            /**
             * Format: date
             * @example 2026-12-05
             */
            dueDate?: string;
        };
        ClubScheduleInput: {
            /** @description The book the club reads (from the catalogue) */
            book: string;
            sections: components["schemas"]["ClubSectionInput"][];
        };
        ClubPostReply: {
            _id: string;
            section: string;
            /** @description The post replied to, or null */
            parent: string | null;
            /** @description null: "a deleted reader" */
            author: components["schemas"]["ReaderSummary"] | null;
            body: string;
            pinned: boolean;
            replyCount: number;
            likeCount: number;
            /** @description The caller likes it */
            likedByMe: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            editedAt: string | null;
        };
        ClubPost: {
            _id: string;
            section: string;
            /** @description The post replied to, or null */
            parent: string | null;
            /** @description null: "a deleted reader" */
            author: components["schemas"]["ReaderSummary"] | null;
            body: string;
            pinned: boolean;
            replyCount: number;
            likeCount: number;
            /** @description The caller likes it */
            likedByMe: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            editedAt: string | null;
            /** @description Its replies, oldest first (posts only) */
            replies?: components["schemas"]["ClubPostReply"][];
        };
        ClubThread: {
            section: components["schemas"]["ClubSection"];
            /** @description Posts the caller may not see yet (0 when open) */
            waiting: number;
            /** @description "12 posts after page 120", or null when open */
            waitingText: string | null;
            /** @description Empty unless open */
            posts: components["schemas"]["ClubPost"][];
            page: number;
            hasMore: boolean;
        };
        ClubPostInput: {
            /** @example That storm scene! */
            body: string;
            /** @description The post replied to (a post of the same thread, not a reply) */
            parent?: string;
        };
        ClubPostBodyInput: {
            /** @example That storm scene! */
            body: string;
        };
        ClubPinInput: {
            pinned: boolean;
        };
        ClubPostLikeResult: {
            /** @description The caller likes the post */
            liked: boolean;
            likeCount: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    ReadingListController_logProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reading-list entry id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadingProgressInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ReadingListEntry"];
                    };
                };
            };
            /** @description Validation failed, malformed id, a page past the edition, or a book you are not reading */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such entry in your reading list (also for entries of other users) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReportsController_list: {
        parameters: {
            query?: {
                status?: components["schemas"]["ReportStatus"];
                /** @description Only the reports of this club and of its posts and replies (a club's id) */
                club?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ReportGroup"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Invalid query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReportsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ReportReceipt"];
                    };
                };
            };
            /** @description Invalid fields, spoilers of anything but a review, or your own content */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Unknown review, comment or reader */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You have already reported this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many reports; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReportsController_openCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["OpenReportCount"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReportsController_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's, comment's or reader's id (a reader's username too) */
                target: string;
                kind: "review" | "comment" | "reader" | "club-post" | "club";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveReportInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {object|null} */
                        data: never | null;
                    };
                };
            };
            /** @description Invalid action, spoiler of anything but a review, or a suspension refused (yourself, the last administrator) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No open reports of this item */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubsController_directory: {
        parameters: {
            query?: {
                /** @description Clubs whose name contains this text */
                search?: string;
                sort?: components["schemas"]["ClubSort"];
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubSummary"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Invalid query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Club"];
                    };
                };
            };
            /** @description Validation failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The cover is not an image you uploaded */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["MyClub"][];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubsController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Club"];
                    };
                };
            };
            /** @description Malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The club has been suspended (an administrator still sees it) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubUpdate"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Club"];
                    };
                };
            };
            /** @description Validation failed or malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this; or the cover is not an image you uploaded */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {object|null} */
                        data: never | null;
                    };
                };
            };
            /** @description Malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's owner can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_list: {
        parameters: {
            query?: {
                /** @description member: the club's members; invited, requested, banned: its moderators only */
                state?: components["schemas"]["ClubMembershipState"];
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubMember"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Invalid query parameter or malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A private club's members are for its members; requests, invitations and bans for its moderators */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubStanding"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You cannot join this club (banned, or blocked by its owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You are already a member of this club */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {object|null} */
                        data: never | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found, or you are not in it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The owner cannot leave without handing the club over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_mute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubMuteInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubStanding"];
                    };
                };
            };
            /** @description Validation failed or malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Members only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubInvitationInput"];
            };
        };
        responses: {
            /** @description Invited */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubMember"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this; or a block stands between you and the reader */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club or reader not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Already a member, or banned */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
                /** @description A reader's username */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubMember"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club, reader or request not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
                /** @description A reader's username */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {object|null} */
                        data: never | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this (only its owner to a moderator; nobody to the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club or reader not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_ban: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
                /** @description A reader's username */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubMember"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this (only its owner to a moderator; nobody to the owner) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club or reader not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_setRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
                /** @description A reader's username */
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubRoleInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubMember"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's owner can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club or member not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubMembersController_handOver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubInvitationInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubMember"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's owner can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club or member not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubScheduleController_get: {
        parameters: {
            query?: {
                /** @description A past read's book: its schedule (the current read's when omitted) */
                book?: string;
            };
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubSchedule"];
                    };
                };
            };
            /** @description Malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A private club's schedule is for its members */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found, or a book it has not read */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubScheduleController_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubScheduleInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubSchedule"];
                    };
                };
            };
            /** @description Validation failed, or sections out of order */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club or book not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A section with posts left out, or another book before the current read is finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubScheduleController_finish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {object|null} */
                        data: never | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club not found, or no current read */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubScheduleController_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
                /** @description Section id */
                sectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubSection"];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Members only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club or section not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubPostsController_thread: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Club id */
                id: string;
                /** @description Section id */
                sectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubThread"];
                    };
                };
            };
            /** @description Invalid query parameter or malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A private club's discussion is for its members */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club or section not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubPostsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                id: string;
                /** @description Section id */
                sectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubPostInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubPost"];
                    };
                };
            };
            /** @description Validation failed, malformed id, or a reply to a reply */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Members only; or a block stands between you and the author replied to */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Club, section or post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubPostsController_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubPostBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubPost"];
                    };
                };
            };
            /** @description Validation failed or malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You can only edit your own posts */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubPostsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        /** @enum {object|null} */
                        data: never | null;
                    };
                };
            };
            /** @description Malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubPostsController_pin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubPinInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubPost"];
                    };
                };
            };
            /** @description Validation failed, malformed id, or a reply */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Only the club's moderators can do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubPostsController_like: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubPostLikeResult"];
                    };
                };
            };
            /** @description Malformed id, or your own post */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Members only; the section is ahead of you; or a block stands between you and its author */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ClubPostsController_unlike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club post id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ClubPostLikeResult"];
                    };
                };
            };
            /** @description Malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many clubs; try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
