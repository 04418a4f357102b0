// Generated from api/openapi.json by `npm run api:openapi` (tools/gen-openapi.mjs). Do not edit.

export interface paths {
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the signed-in user's profile (a new email needs `currentPassword`) */
        put: operations["AuthController_updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in user's password (ends every other session; returns this session's new token) */
        put: operations["AuthController_changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere: every token of the user issued so far stops working */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a valid token for a fresh one (tokens are short-lived; clients renew them while in use, until the session ends SESSION_MAX_AGE after the sign-in) */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set (the URL of an image you uploaded) or remove ("") the signed-in user's avatar */
        put: operations["AuthController_updateAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users newest first, searched by username or email and filtered by role, a page at a time (admin) */
        get: operations["UsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Number of users, administrators and regular users (admin) */
        get: operations["UsersController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a user's role (admin); the last administrator cannot be demoted */
        put: operations["UsersController_updateRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Suspend a user for whole days, or until lifted (admin): their sessions end at once and they cannot sign in */
        put: operations["UsersController_suspend"];
        post?: never;
        /** Lift a user's suspension (admin) */
        delete: operations["UsersController_lift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search, filter, sort and page the catalogue
         * @description Visitors and users only ever see published books; administrators may pass `status`.
         */
        get: operations["BooksController_list"];
        put?: never;
        /** Create a book (admin) */
        post: operations["BooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One book with its rating histogram (draft/archived: administrators only) */
        get: operations["BooksController_get"];
        /** Update a book (admin); only the fields sent change */
        put: operations["BooksController_update"];
        post?: never;
        /** Delete a book with its reviews and reading-list entries (admin) */
        delete: operations["BooksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books/{id}/editions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The other editions of a book's work, by publication date then title
         * @description Published editions; administrators also get draft and archived ones.
         */
        get: operations["BooksController_editions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books/{id}/preview-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A published book's link preview picture: its cover on a 1200x630 JPEG
         * @description Drawn from the cover the API stores (an upload or a seeded SVG cover) the first time it is asked for, then stored; a strong ETag (304 on a matching If-None-Match). A cover linked from another site has no preview.
         */
        get: operations["BooksController_previewImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List authors (default by name), searched by name or nationality; paged with page and limit */
        get: operations["AuthorsController_list"];
        put?: never;
        /** Create an author (admin) */
        post: operations["AuthorsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One author */
        get: operations["AuthorsController_get"];
        /** Update an author (admin); only the fields sent change */
        put: operations["AuthorsController_update"];
        post?: never;
        /** Delete an author (admin); their books keep existing with author null */
        delete: operations["AuthorsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/genres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All genres, by name */
        get: operations["GenresController_list"];
        put?: never;
        /** Create a genre (admin) */
        post: operations["GenresController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/genres/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One genre */
        get: operations["GenresController_get"];
        /** Update a genre (admin); only the fields sent change */
        put: operations["GenresController_update"];
        post?: never;
        /** Delete a genre (admin); it is removed from every book */
        delete: operations["GenresController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews, newest first, filtered by book, user and/or rating (of draft and archived books: administrators only) */
        get: operations["ReviewsController_list"];
        put?: never;
        /** Review a book (one review per user and book) */
        post: operations["ReviewsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count, mean rating and rating distribution (all reviews or one book; of draft and archived books: administrators only) */
        get: operations["ReviewsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit your own review (nobody else may, administrators included) */
        put: operations["ReviewsController_update"];
        post?: never;
        /** Delete a review (its author or an administrator) */
        delete: operations["ReviewsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reading-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your reading list, newest first */
        get: operations["ReadingListController_list"];
        put?: never;
        /** Add a book to your reading list */
        post: operations["ReadingListController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reading-list/years/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your year in books: figures of the books you finished that year and your goal */
        get: operations["ReadingListController_year"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reading-list/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the status and/or the reading dates of one of your entries */
        put: operations["ReadingListController_update"];
        post?: never;
        /** Remove one of your entries */
        delete: operations["ReadingListController_remove"];
        options?: never;
        head?: never;
        /** Switch one of your entries to another edition of its work */
        patch: operations["ReadingListController_switchEdition"];
        trace?: never;
    };
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
    "/api/goals/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your reading goal for a year (data is null when none is set) */
        get: operations["GoalsController_find"];
        /** Set or change your reading goal for a year (1 to 1,000 books) */
        put: operations["GoalsController_set"];
        post?: never;
        /** Clear your reading goal for a year */
        delete: operations["GoalsController_clear"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (jpeg, png, gif or webp by content, at most 5 MB and 40 megapixels)
         * @description Stored re-encoded, upright and without metadata (EXIF, GPS, comments), at `imageUrl` in its own format (at most 1280 px wide) and as WebP at `<publicId>.160.webp`, `.320.webp` and `.640.webp` beside it (never enlarged).
         */
        post: operations["UploadController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/image/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an uploaded image (its uploader or an admin) that no avatar, book cover or author photo uses */
        delete: operations["UploadController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site totals: the published books and their reviews (every one when an administrator asks: counts=all), users and authors */
        get: operations["StatsController_totals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the process and the database (503 within a second when the database does not answer) */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers (never touches the database) */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a Goodreads or StoryGraph export: its rows matched to the catalogue (nothing is imported yet)
         * @description Rows match by ISBN-13/ISBN-10, then by normalised title and author. At most 10 MB and 20,000 rows; a cell the import reads at most 1,000 characters (a review 20,000), a list of names at most 50, a row at most 128 KB. A row that breaks a date rule of the reading list shows its skipReason.
         */
        post: operations["ImportsController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import the previewed rows (a background job: poll GET /imports/{id}) */
        post: operations["ImportsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's progress, and its report once done */
        get: operations["ImportsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the import report (CSV: each row of the file and what became of it) */
        get: operations["ImportsController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download my reading list, ratings and reviews as a Goodreads library export (CSV) */
        get: operations["ExportsController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/export.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download everything the product holds about me (JSON) */
        get: operations["ExportsController_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest unmatched rows of my import to the catalogue (the same book from several readers is one suggestion) */
        post: operations["SuggestionsController_suggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open suggestions, newest or most requested first (admin) */
        get: operations["SuggestionsController_list"];
        put?: never;
        /**
         * Flag that a book is the same as another ("This is the same book as…"); it reaches the Suggestions queue
         * @description One open suggestion per pair of books, counting the readers who flagged it; a reader flagging it again adds nothing (`suggested: 0`). Counts against the daily suggestions.
         */
        post: operations["SuggestionsController_flag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a suggestion (admin) */
        post: operations["SuggestionsController_dismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suggestions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a suggestion with the book created for it (admin): the suggesting readers' rows are imported to it */
        post: operations["SuggestionsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/readers/{username}/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reader's followers, newest first */
        get: operations["FollowsController_followers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/readers/{username}/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The readers a reader follows, newest first */
        get: operations["FollowsController_following"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/readers/{username}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a reader (a request when they approve followers); following twice is one follow */
        post: operations["FollowsController_follow"];
        /** Unfollow a reader, or withdraw a follow request */
        delete: operations["FollowsController_unfollow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readers asking to follow you, oldest first */
        get: operations["FollowRequestsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-requests/{username}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a reader's follow request */
        post: operations["FollowRequestsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow-requests/{username}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a reader's follow request */
        post: operations["FollowRequestsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/followers/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a reader from your followers (removing one who does not follow you changes nothing) */
        delete: operations["FollowersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/readers/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reader's profile: what the caller may see of it (hidden parts are null) */
        get: operations["ReadersController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/readers/{username}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reader's reviews, newest first (public) */
        get: operations["ReadersController_reviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/readers/{username}/reading-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reader's reading list, newest first, optionally of one status (their own ratings are not shown to others) */
        get: operations["ReadersController_readingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/books/{id}/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readers you follow who have this book on their list (and let their followers see it) */
        get: operations["BookFriendsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** From readers you follow: their activity, newest first (`before`: the last id shown, for the next page) */
        get: operations["FeedController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 5 readers to follow: the most active reviewers of the books on your list */
        get: operations["FeedController_suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many published books, authors and public readers the sitemap lists */
        get: operations["SitemapController_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published books: id and last change, by title */
        get: operations["SitemapController_books"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authors: id and last change, by name */
        get: operations["SitemapController_authors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public clubs: id and last change, oldest first (rendered by the clubs deployment's edge) */
        get: operations["SitemapController_clubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap/readers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readers who let everyone see their list and activity: username and last change, oldest account first */
        get: operations["SitemapController_readers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose who sees your reading list, goal and activity, and whether followers need your approval */
        put: operations["AccountController_updatePrivacy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete your account and everything that belongs to it (needs your current password); every session ends */
        delete: operations["AccountController_deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first */
        get: operations["NotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications the caller has not read: one read of a counter, with a weak ETag (send it back in If-None-Match: 304 while nothing changed) */
        get: operations["NotificationsController_unreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of the caller read */
        post: operations["NotificationsController_readAll"];
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
    "/api/readers/{username}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block a reader: follows between you end, they no longer reach you, and neither sees the other’s comments */
        post: operations["BlocksController_block"];
        /** Unblock a reader (nothing to undo is no error; follows ended by the block stay ended) */
        delete: operations["BlocksController_unblock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The readers you blocked, newest first */
        get: operations["BlocksController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/liked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of the caller's liked reviews of a book */
        get: operations["LikesController_liked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a review (not one's own); liking twice is one like */
        post: operations["LikesController_like"];
        /** Take back a like (none to take back is no error) */
        delete: operations["LikesController_unlike"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A review's comments, oldest first (without those between the caller and readers either blocked) */
        get: operations["CommentsController_list"];
        put?: never;
        /** Comment on a review (plain text, 1 to 2,000 characters) */
        post: operations["CommentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit your own comment */
        put: operations["CommentsController_update"];
        post?: never;
        /** Delete a comment (its author, the review's author, or an administrator) */
        delete: operations["CommentsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every club, suspended ones too, by recent activity, searched by name, with its open reports (admin) */
        get: operations["AdminClubsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clubs/{id}/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Suspend a club (admin): out of the directory, its page answers 410; its owner is told why */
        put: operations["AdminClubsController_suspend"];
        post?: never;
        /** Lift a club's suspension (admin) */
        delete: operations["AdminClubsController_lift"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clubs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a club with its members, schedule and discussion (admin) */
        delete: operations["AdminClubsController_remove"];
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
    "/api/merges/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What merging a duplicate record into the one that stays would do (admin)
         * @description Both records, every field side by side, what moves to the kept record, the readers concerned twice and how the rules settle them. Nothing is written.
         */
        get: operations["MergesController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merge log, newest first: who merged what into what, and when (admin) */
        get: operations["MergesController_log"];
        put?: never;
        /**
         * Merge a duplicate record into the one that stays (admin); not undone
         * @description Each field takes the kept record’s value unless `fields` chooses the merged one’s. Everything moves to the kept record; the merged one answers its reads with 301 to the kept one and its writes with 410.
         */
        post: operations["MergesController_merge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/works/group-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What grouping two works under one would do (admin)
         * @description Both works' editions side by side, what moves, the readers concerned twice and the rules. Nothing is written.
         */
        get: operations["WorksController_groupPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/works/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Group two works under one: the added work's editions join the kept one's (admin) */
        post: operations["WorksController_group"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/works/split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Split an edition out of its work into a work of its own (admin) */
        post: operations["WorksController_split"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        Role: "user" | "admin";
        /**
         * @description Who sees the reading list (and the books finished)
         * @enum {string}
         */
        Visibility: "everyone" | "followers" | "me";
        Privacy: {
            /** @description Who sees the reading list (and the books finished) */
            listVisibility: components["schemas"]["Visibility"];
            /** @description Who sees the year's goal */
            goalVisibility: components["schemas"]["Visibility"];
            /** @description Who sees the activity (feeds and the profile) */
            activityVisibility: components["schemas"]["Visibility"];
            /** @description New followers need the reader to accept them (always, while any setting is "followers") */
            approveFollowers: boolean;
        };
        Suspension: {
            /**
             * Format: date-time
             * @description When it ends; null: until lifted
             */
            until: string | null;
            /** @description The administrator's note */
            note: string;
        };
        User: {
            /** @example 665f1c2e8a1b2c3d4e5f6a7b */
            _id: string;
            /** @example jane_reader */
            username: string;
            /** @example jane@example.com */
            email: string;
            /** @example Jane */
            firstName: string;
            /** @example Doe */
            lastName: string;
            /** @example Jane Doe */
            fullName: string;
            bio: string;
            /** @description Image URL, or "" when none */
            avatar: string;
            role: components["schemas"]["Role"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastLogin: string | null;
            /** @description Who sees the reader's list, goal and activity */
            privacy: components["schemas"]["Privacy"];
            /** @description The suspension in force, or null */
            suspension: components["schemas"]["Suspension"] | null;
        };
        AuthResult: {
            /** @description Bearer token (JWT) */
            token: string;
            user: components["schemas"]["User"];
        };
        RegisterInput: {
            firstName: string;
            lastName: string;
            /**
             * @description Letters of one alphabet, digits, '.', '_' and '-'; unique without regard to case or to look-alike characters
             * @example jane_reader
             */
            username: string;
            /**
             * Format: email
             * @example jane@example.com
             */
            email: string;
            /**
             * Format: password
             * @description At most 72 bytes in UTF-8 (an accented letter takes 2), and not a commonly used password
             */
            password: string;
        };
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
        LoginInput: {
            /** @example jane@example.com */
            email: string;
            /** Format: password */
            password: string;
        };
        ProfileInput: {
            /**
             * @description Letters of one alphabet, digits, '.', '_' and '-'; unique without regard to case or to look-alike characters
             * @example jane_reader
             */
            username: string;
            /**
             * Format: email
             * @example jane@example.com
             */
            email: string;
            firstName?: string;
            lastName?: string;
            bio?: string;
            /** @description Required to change the email */
            currentPassword?: string;
        };
        TokenResult: {
            /** @description Bearer token (JWT) for this session */
            token: string;
        };
        ChangePasswordInput: {
            /** Format: password */
            currentPassword: string;
            /**
             * Format: password
             * @description At most 72 bytes in UTF-8 (an accented letter takes 2), and not a commonly used password
             */
            newPassword: string;
        };
        AvatarInput: {
            /**
             * @description An image you uploaded to this API (the imageUrl of your POST /upload/image), or "" to remove the avatar
             * @example /api/uploads/5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e.png
             */
            avatar: string;
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
        UserStats: {
            /** @description Every account */
            total: number;
            /** @description Accounts with the admin role */
            admins: number;
            /** @description Accounts with the user role */
            regularUsers: number;
        };
        RoleInput: {
            role: components["schemas"]["Role"];
        };
        SuspensionInput: {
            /** @description Whole days from now; null: until lifted */
            days: number | null;
            /** @description Why (the reader is told) */
            note?: string;
        };
        NamedRef: {
            _id: string;
            name: string;
        };
        /** @enum {string} */
        BookStatus: "published" | "draft" | "archived";
        Book: {
            _id: string;
            title: string;
            /** @description Image URL or /api/uploads/... path */
            coverImage: string;
            /** @description null when the author was deleted */
            author: components["schemas"]["NamedRef"] | null;
            genres: components["schemas"]["NamedRef"][];
            description: string;
            /** Format: date-time */
            publishedDate: string | null;
            publisher: string;
            language: string;
            pageCount: number | null;
            status: components["schemas"]["BookStatus"];
            /** @description Mean rating of its reviews, 2 decimals (0 without reviews) */
            averageRating: number;
            reviewCount: number;
            /**
             * @description Normalised ISBN-10 or ISBN-13; absent when the book has none
             * @example 9780441172719
             */
            isbn?: string;
            /** @description The ISBN-10 of its ISBN, where one exists */
            isbn10: string | null;
            /** @description The ISBN-13 of its ISBN */
            isbn13: string | null;
            /** @enum {string|null} */
            format: "hardcover" | "paperback" | "ebook" | "audiobook" | null;
            /** @description The id of the work this book is an edition of (shared by all its editions) */
            work: string;
            /** @description Whether this edition stands for its work in the reader's catalogue (its most read) */
            workPrimary: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /** @enum {string} */
        BookSort: "-averageRating" | "title" | "-title" | "-publishedDate" | "publishedDate" | "-reviewCount";
        BookDetail: {
            _id: string;
            title: string;
            /** @description Image URL or /api/uploads/... path */
            coverImage: string;
            /** @description null when the author was deleted */
            author: components["schemas"]["NamedRef"] | null;
            genres: components["schemas"]["NamedRef"][];
            description: string;
            /** Format: date-time */
            publishedDate: string | null;
            publisher: string;
            language: string;
            pageCount: number | null;
            status: components["schemas"]["BookStatus"];
            /** @description Mean rating of its reviews, 2 decimals (0 without reviews) */
            averageRating: number;
            reviewCount: number;
            /**
             * @description Normalised ISBN-10 or ISBN-13; absent when the book has none
             * @example 9780441172719
             */
            isbn?: string;
            /** @description The ISBN-10 of its ISBN, where one exists */
            isbn10: string | null;
            /** @description The ISBN-13 of its ISBN */
            isbn13: string | null;
            /** @enum {string|null} */
            format: "hardcover" | "paperback" | "ebook" | "audiobook" | null;
            /** @description The id of the work this book is an edition of (shared by all its editions) */
            work: string;
            /** @description Whether this edition stands for its work in the reader's catalogue (its most read) */
            workPrimary: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Number of reviews per star: index 0 = 1 star ... index 4 = 5 stars
             * @example [
             *       0,
             *       1,
             *       2,
             *       5,
             *       9
             *     ]
             */
            ratingHistogram: number[];
        };
        Edition: {
            _id: string;
            title: string;
            /** @description Image URL or /api/uploads/... path */
            coverImage: string;
            /** Format: date-time */
            publishedDate: string | null;
            language: string;
            status: components["schemas"]["BookStatus"];
            /** @enum {string|null} */
            format: "hardcover" | "paperback" | "ebook" | "audiobook" | null;
        };
        BookInput: {
            /** @example The Lighthouse Ledger */
            title: string;
            /** @description Author id (must exist) */
            author: string;
            description?: string;
            /** @description Genre ids (each must exist) */
            genres?: string[];
            /**
             * @description Image URL (http/https) or /api/uploads/... path
             * @example /api/uploads/cover.png
             */
            coverImage: string;
            /**
             * Format: date
             * @description ISO date; null or "" clears it
             * @example 2019-09-03
             */
            publishedDate?: string | null;
            publisher?: string;
            /** @example English */
            language?: string;
            /** @description null or "" clears it */
            pageCount?: number | null;
            /** @description published when omitted on create */
            status?: components["schemas"]["BookStatus"];
            /**
             * @description ISBN-10 or ISBN-13 (hyphens and spaces allowed; stored without them); unique; null or "" clears it
             * @example 978-0-441-17271-9
             */
            isbn?: string | null;
            /**
             * @description The edition's format; null or "" clears it
             * @enum {string|null}
             */
            format?: "hardcover" | "paperback" | "ebook" | "audiobook" | null;
        };
        BookUpdate: {
            /** @example The Lighthouse Ledger */
            title?: string;
            /** @description Author id (must exist) */
            author?: string;
            description?: string;
            /** @description Genre ids (each must exist) */
            genres?: string[];
            /**
             * @description Image URL (http/https) or /api/uploads/... path
             * @example /api/uploads/cover.png
             */
            coverImage?: string;
            /**
             * Format: date
             * @description ISO date; null or "" clears it
             * @example 2019-09-03
             */
            publishedDate?: string | null;
            publisher?: string;
            /** @example English */
            language?: string;
            /** @description null or "" clears it */
            pageCount?: number | null;
            /** @description published when omitted on create */
            status?: components["schemas"]["BookStatus"];
            /**
             * @description ISBN-10 or ISBN-13 (hyphens and spaces allowed; stored without them); unique; null or "" clears it
             * @example 978-0-441-17271-9
             */
            isbn?: string | null;
            /**
             * @description The edition's format; null or "" clears it
             * @enum {string|null}
             */
            format?: "hardcover" | "paperback" | "ebook" | "audiobook" | null;
        };
        Author: {
            _id: string;
            name: string;
            nationality: string;
            /** Format: date-time */
            birthDate: string | null;
            biography: string;
            /** @description Image URL or /api/uploads/... path; empty when none */
            avatar: string;
            /** @description Published books by this author; books of every status when an administrator asks (counts=all) */
            bookCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        /** @enum {string} */
        BookCounts: "published" | "all";
        /** @enum {string} */
        AuthorSort: "name" | "-name" | "-bookCount" | "bookCount" | "-createdAt";
        AuthorInput: {
            /** @example Mara Ellison */
            name: string;
            /** @example Canadian */
            nationality?: string;
            /**
             * Format: date
             * @description ISO date; null or "" clears it
             * @example 1971-04-12
             */
            birthDate?: string | null;
            biography?: string;
            /**
             * @description Image URL (http/https) or /api/uploads/... path; "" removes it
             * @example /api/uploads/avatar.png
             */
            avatar?: string;
        };
        AuthorUpdate: {
            /** @example Mara Ellison */
            name?: string;
            /** @example Canadian */
            nationality?: string;
            /**
             * Format: date
             * @description ISO date; null or "" clears it
             * @example 1971-04-12
             */
            birthDate?: string | null;
            biography?: string;
            /**
             * @description Image URL (http/https) or /api/uploads/... path; "" removes it
             * @example /api/uploads/avatar.png
             */
            avatar?: string;
        };
        Genre: {
            _id: string;
            name: string;
            description: string;
            /** @description Published books in this genre; books of every status when an administrator asks (counts=all) */
            bookCount: number;
            /** Format: date-time */
            createdAt: string;
        };
        GenreInput: {
            /**
             * @description Unique, case-insensitively
             * @example Science Fiction
             */
            name: string;
            description?: string;
        };
        GenreUpdate: {
            /**
             * @description Unique, case-insensitively
             * @example Science Fiction
             */
            name?: string;
            description?: string;
        };
        BookCard: {
            _id: string;
            title: string;
            /** @description Image URL or /api/uploads/... path */
            coverImage: string;
            /** @description null when the author was deleted */
            author: components["schemas"]["NamedRef"] | null;
            /** @description Mean rating of its reviews, 2 decimals (0 without reviews) */
            averageRating: number;
            reviewCount: number;
        };
        ReviewUser: {
            _id: string;
            username: string;
            /** @description Image URL; empty when none */
            avatar?: string;
        };
        ReviewEdition: {
            _id: string;
            title: string;
            /** @enum {string|null} */
            format: "hardcover" | "paperback" | "ebook" | "audiobook" | null;
        };
        Review: {
            _id: string;
            book: components["schemas"]["BookCard"] | null;
            user: components["schemas"]["ReviewUser"] | null;
            rating: number;
            title: string;
            content: string;
            /** @description The text reveals the plot: shown to other readers only after they choose to */
            spoiler: boolean;
            /** @description A moderator marked the review as containing spoilers: its author can no longer remove the mark */
            spoilerByModerator: boolean;
            /** @description How many readers like it */
            likeCount: number;
            /** @description How many comments it has */
            commentCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description A book's reviews: the edition it was written about, when another edition of the work than the book */
            edition?: components["schemas"]["ReviewEdition"];
        };
        ReviewPageMeta: {
            /** @description 1-based page number */
            page: number;
            limit: number;
            /** @description True when a further page exists */
            hasMore: boolean;
            /** @description Number of matching reviews on all pages; absent when they were not counted (`total=none`) */
            total?: number;
        };
        ReviewStats: {
            total: number;
            /**
             * @description Mean rating rounded to 2 decimals (0 without reviews)
             * @example 3.87
             */
            averageRating: number;
            /** @description Number of reviews per star: index 0 = 1 star ... index 4 = 5 stars */
            distribution: number[];
        };
        ReviewInput: {
            /** @description Id of the (published) book reviewed */
            book: string;
            /** @example 4 */
            rating: number;
            /** @example Quietly devastating */
            title: string;
            content: string;
            /** @description The text reveals the plot: other readers see it only after choosing to (false when omitted) */
            spoiler?: boolean;
        };
        ReviewUpdate: {
            /** @example 4 */
            rating?: number;
            /** @example Quietly devastating */
            title?: string;
            content?: string;
            /** @description The text reveals the plot: other readers see it only after choosing to (false when omitted) */
            spoiler?: boolean;
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
        YearMonthFigures: {
            month: number;
            /** @description Books finished that month */
            books: number;
            /** @description Pages read that month: those logged as progress, and the rest of each book finished (a book without a page count adds none) */
            pages: number;
        };
        YearGenreShare: {
            _id: string;
            name: string;
            /** @description Finished books of this genre */
            books: number;
            /**
             * @description books / all books finished that year (a book may have several genres), 0 to 1, 4 decimals
             * @example 0.25
             */
            share: number;
        };
        YearBook: {
            _id: string;
            title: string;
            /** @description false once the book is no longer published: then only its id and title are sent */
            available: boolean;
            /** @description Absent when not available */
            coverImage?: string;
            /** @description null when the author was deleted; absent when not available */
            author?: components["schemas"]["NamedRef"] | null;
            /** @description Absent when not available */
            pageCount?: number | null;
            /** Format: date-time */
            finishedAt: string;
        };
        YearAuthor: {
            _id: string;
            name: string;
            /** @description Books by this author finished that year */
            books: number;
        };
        ReadingGoal: {
            /** @example 2026 */
            year: number;
            /**
             * @description Number of books to finish that year
             * @example 30
             */
            target: number;
            /** Format: date-time */
            updatedAt: string;
        };
        YearGoalProgress: {
            goal: components["schemas"]["ReadingGoal"];
            /** @description Books finished that year */
            finished: number;
            /** @description Books a steady pace would have finished by today (the whole goal for a past year, 0 for a future one) */
            expectedByNow: number;
            /** @description finished - expectedByNow: positive ahead of schedule, negative behind */
            aheadBy: number;
            percent: number;
        };
        YearStats: {
            year: number;
            /** @description Books finished that year (entries Completed or Favorites with a finish date in the year, UTC) */
            booksFinished: number;
            /** @description Pages read that year: those logged that year, and the rest of each book finished (all of one finished without progress); a page is counted once */
            pagesFinished: number;
            /** @description Twelve months, January first */
            months: components["schemas"]["YearMonthFigures"][];
            /** @description Most read first */
            genres: components["schemas"]["YearGenreShare"][];
            /** @description Mean of the ratings the reader gave those books (own review, else own rating), 2 decimals */
            averageRating: number | null;
            /** @description How many of those books the reader rated */
            ratedBooks: number;
            /** @description Most pages */
            longestBook: components["schemas"]["YearBook"] | null;
            /** @description Fewest pages */
            shortestBook: components["schemas"]["YearBook"] | null;
            /** @description Most books finished (ties: the first reached) */
            topAuthor: components["schemas"]["YearAuthor"] | null;
            /** @description Every book finished that year, in finish order */
            books: components["schemas"]["YearBook"][];
            /** @description null when no goal is set for the year */
            goal: components["schemas"]["YearGoalProgress"] | null;
            /** @description Years with finished books, and this year, newest first */
            years: number[];
        };
        ReadingListInput: {
            /** @description Id of the book to add */
            bookId: string;
            /** @description wishlist when omitted */
            status?: components["schemas"]["ReadingStatus"];
            /**
             * @description The reader's IANA time zone: a date set by a status change is today's date there, and a date sent with a time is the day it falls on there. UTC when omitted.
             * @example Europe/Paris
             */
            timeZone?: string;
        };
        ReadingListUpdate: {
            status?: components["schemas"]["ReadingStatus"];
            /**
             * Format: date-time
             * @description The day the reader started the book (ISO date; with a time, the day it falls on in timeZone); null clears it
             */
            startedAt?: string | null;
            /**
             * Format: date-time
             * @description The day the reader finished the book (ISO date; with a time, the day it falls on in timeZone), not before startedAt; null clears it
             */
            finishedAt?: string | null;
            /**
             * @description The reader's IANA time zone: a date set by a status change is today's date there, and a date sent with a time is the day it falls on there. UTC when omitted.
             * @example Europe/Paris
             */
            timeZone?: string;
        };
        ReadingListEdition: {
            /** @description Id of another edition of the same work */
            book: string;
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
        ReadingGoalInput: {
            /** @example 30 */
            target: number;
        };
        UploadResult: {
            /** @example /api/uploads/5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e.png */
            imageUrl: string;
            /**
             * @description Same as imageUrl
             * @example /api/uploads/5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e.png
             */
            url: string;
            /**
             * @description Id for DELETE /upload/image/{id}
             * @example 5f2b9c0e4d3a2b1c0f9e8d7c6b5a4f3e
             */
            publicId: string;
        };
        Stats: {
            /** @example 120 */
            totalBooks: number;
            /** @example 35 */
            totalUsers: number;
            /** @example 410 */
            totalReviews: number;
            /** @example 48 */
            totalAuthors: number;
            /**
             * @description Book clubs, public and private (suspended ones too)
             * @example 6
             */
            totalClubs: number;
        };
        /** @enum {string} */
        ImportFormat: "goodreads" | "storygraph";
        BookSummary: {
            _id: string;
            title: string;
            /** @description The author's name; null when the author was deleted */
            author: string | null;
            coverImage: string;
            isbn?: string;
        };
        ImportRow: {
            /** @description 1-based number of the data row */
            row: number;
            title: string;
            author: string;
            /** @description The first ISBN of the row (ISBN-13 when it has one) */
            isbn?: string;
            /** @enum {string|null} */
            status: "wishlist" | "reading" | "completed" | "favourite" | "abandoned" | null;
            rating?: number;
            /** @description The row has review text (with a rating it becomes a review) */
            hasReview: boolean;
            spoiler?: boolean;
            /** Format: date */
            dateRead?: string;
            /** Format: date */
            dateAdded?: string;
            year?: number;
            pages?: number;
            publisher?: string;
            /** @description The catalogue book of a matched row */
            book?: components["schemas"]["BookSummary"];
            /** @description The books an ambiguous row could be */
            candidates?: components["schemas"]["BookSummary"][];
            /** @description Why the row is (or will be) skipped: a date rule of the reading list it breaks (a date in the future, a finish before the entry's start), no book chosen, or its book gone */
            skipReason?: string;
            /** @description Why the row goes on another edition of its work than the one its ISBN names (we don't have that edition) */
            note?: string;
        };
        ImportPreview: {
            id: string;
            format: components["schemas"]["ImportFormat"];
            total: number;
            matched: components["schemas"]["ImportRow"][];
            ambiguous: components["schemas"]["ImportRow"][];
            unmatched: components["schemas"]["ImportRow"][];
        };
        /** @enum {string} */
        ImportState: "preview" | "running" | "done" | "failed";
        ImportReport: {
            added: number;
            updated: number;
            /** @description Rows that changed nothing, that the reader skipped, or whose book was unpublished since the preview */
            skipped: number;
            unmatched: number;
            unmatchedRows: components["schemas"]["ImportRow"][];
            /** @description The skipped rows that were skipped for a reason, each with its skipReason */
            skippedRows?: components["schemas"]["ImportRow"][];
            /** @description The imported rows that went on another edition of their work than the one their ISBN names, each with its note */
            notedRows?: components["schemas"]["ImportRow"][];
        };
        ImportStatus: {
            id: string;
            status: components["schemas"]["ImportState"];
            processed: number;
            total: number;
            /** @description Once done */
            report?: components["schemas"]["ImportReport"];
            /** @description Why the import failed */
            failure?: string;
        };
        ImportConfirmInput: {
            /**
             * @description For ambiguous rows, by row number: the chosen book id, or null to skip the row (an ambiguous row without a choice is skipped)
             * @example {
             *       "3": "64b7f0c2a1b2c3d4e5f60718",
             *       "7": null
             *     }
             */
            choices?: {
                [key: string]: string | null;
            };
        };
        SuggestResult: {
            /** @description Rows suggested by this call (a row suggested before is not counted again) */
            suggested: number;
        };
        SuggestRowsInput: {
            /**
             * @description Numbers of unmatched rows of this import (at most 100)
             * @example [
             *       5,
             *       9
             *     ]
             */
            rows: number[];
        };
        SuggestionInput: {
            /**
             * @description duplicate: "This is the same book as…"
             * @enum {string}
             */
            kind: "duplicate";
            /** @description The book flagged */
            book: string;
            /** @description The book it is the same as */
            sameAs: string;
        };
        /**
         * @description book: a book to add (from import rows); duplicate: two catalogue books readers say are one
         * @enum {string}
         */
        SuggestionKind: "book" | "duplicate";
        SuggestedBook: {
            _id: string;
            title: string;
        };
        SuggestedDuplicate: {
            /** @description The book flagged */
            book: components["schemas"]["SuggestedBook"];
            /** @description The book readers say it is the same as */
            sameAs: components["schemas"]["SuggestedBook"];
        };
        Suggestion: {
            title: string;
            author: string;
            /** @description The first ISBN of the row (ISBN-13 when it has one) */
            isbn?: string;
            year?: number;
            pages?: number;
            publisher?: string;
            _id: string;
            /** @description book: a book to add (from import rows); duplicate: two catalogue books readers say are one */
            kind: components["schemas"]["SuggestionKind"];
            /** @description A duplicate: the two books */
            duplicate?: components["schemas"]["SuggestedDuplicate"];
            /** @description How many readers suggested it */
            count: number;
            /** Format: date-time */
            createdAt: string;
        };
        /** @enum {string} */
        SuggestionSort: "-createdAt" | "-count";
        SuggestionApproval: {
            /** @description Readers whose imported row now points at the new book */
            linked: number;
        };
        ApproveSuggestionInput: {
            /** @description The book created for this suggestion (POST /books); for a duplicate, the book kept by its merge */
            bookId: string;
        };
        ReaderSummary: {
            id: string;
            username: string;
            /** @description Image URL, or "" when none */
            avatar: string;
            bio: string;
        };
        FollowResult: {
            /**
             * @description "requested" when the reader approves followers
             * @enum {string}
             */
            follow: "following" | "requested";
        };
        ReaderCounts: {
            /** @description null when the reading list is hidden from the caller */
            booksFinished: number | null;
            reviews: number;
            followers: number;
            following: number;
        };
        /**
         * @description Whether the caller follows this reader ("none" for visitors)
         * @enum {string}
         */
        FollowState: "none" | "requested" | "following";
        ReaderRelationship: {
            /** @description The caller is this reader */
            self: boolean;
            /** @description Whether the caller follows this reader ("none" for visitors) */
            follow: components["schemas"]["FollowState"];
            /** @description This reader follows the caller (accepted) */
            followsYou: boolean;
            /** @description The caller blocked this reader */
            blocked: boolean;
        };
        ReaderVisibleParts: {
            list: boolean;
            goal: boolean;
            activity: boolean;
        };
        ReaderBookProgress: {
            /** @description The book (one of currentlyReading) */
            book: string;
            /** @description The fraction of the book read */
            fraction: number;
            /** @description The page of their edition (null for a percentage) */
            page: number | null;
            /** @description Their edition's pages (null for a percentage) */
            pageCount: number | null;
            /** @description The percentage logged (null for a page) */
            percent: number | null;
        };
        ReaderGoalProgress: {
            year: number;
            target: number;
            /** @description Books finished that year */
            finished: number;
        };
        ReaderProfile: {
            id: string;
            username: string;
            /** @description Image URL, or "" when none */
            avatar: string;
            bio: string;
            /** Format: date-time */
            joinedAt: string;
            counts: components["schemas"]["ReaderCounts"];
            relationship: components["schemas"]["ReaderRelationship"];
            /** @description Which parts the caller may see (hidden ones are not sent) */
            visible: components["schemas"]["ReaderVisibleParts"];
            /** @description null when the reading list is hidden from the caller */
            currentlyReading: components["schemas"]["BookCard"][] | null;
            /** @description Where the reader is in the books they are reading (those with progress logged): null when the list or the activity is hidden from the caller */
            readingProgress: components["schemas"]["ReaderBookProgress"][] | null;
            /** @description This year's goal: null when hidden or not set */
            goal: components["schemas"]["ReaderGoalProgress"] | null;
        };
        FriendOnBook: {
            reader: components["schemas"]["ReaderSummary"];
            status: components["schemas"]["ReadingStatus"];
            /** @description Their review's rating, or null */
            rating: number | null;
        };
        /** @enum {string} */
        ActivityType: "started" | "finished" | "abandoned" | "rated" | "reviewed" | "goal" | "progress";
        ActivityBook: {
            id: string;
            title: string;
            coverImage: string;
            author: string | null;
        };
        ActivityReview: {
            id: string;
            title: string;
            /** @description The review's first lines; '' when it contains spoilers */
            excerpt: string;
            spoiler: boolean;
        };
        ActivityGoal: {
            year: number;
            target: number;
        };
        ActivityProgress: {
            /** @description The fraction of the book read */
            fraction: number;
            /** @description The page of their edition (null for a percentage) */
            page: number | null;
            /** @description Their edition's pages (null for a percentage) */
            pageCount: number | null;
            /** @description The percentage logged (null for a page) */
            percent: number | null;
        };
        ActivityItem: {
            /** @description Also the cursor of the next page (`before`) */
            id: string;
            type: components["schemas"]["ActivityType"];
            actor: components["schemas"]["ReaderSummary"];
            book: components["schemas"]["ActivityBook"] | null;
            rating: number | null;
            review: components["schemas"]["ActivityReview"] | null;
            goal: components["schemas"]["ActivityGoal"] | null;
            /** @description Where the reader is (a progress item) */
            progress: components["schemas"]["ActivityProgress"] | null;
            /** Format: date-time */
            createdAt: string;
        };
        FeedMeta: {
            /** @description True when older items exist */
            hasMore: boolean;
            /** @description The `before` of the next page, or null */
            next: string | null;
        };
        SuggestedReader: {
            id: string;
            username: string;
            /** @description Image URL, or "" when none */
            avatar: string;
            bio: string;
            /** @description Their reviews of the books on your list (of recent books when your list is empty) */
            reviewCount: number;
        };
        /** @description How many pages of each kind a sitemap lists (what a visitor may open) */
        SitemapCounts: {
            /** @description Published books */
            books: number;
            /** @description Authors */
            authors: number;
            /** @description Readers who let everyone see their list and their activity */
            readers: number;
        };
        /** @description A page of the site by its entity's id, and when it last changed */
        SitemapEntry: {
            id: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A public reader's profile by username, and when the account last changed */
        SitemapReader: {
            username: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PrivacyInput: {
            listVisibility?: components["schemas"]["Visibility"];
            goalVisibility?: components["schemas"]["Visibility"];
            activityVisibility?: components["schemas"]["Visibility"];
            /** @description New followers need your approval (always on while any setting is "followers", which turns it on) */
            approveFollowers?: boolean;
        };
        DeleteAccountInput: {
            /**
             * Format: password
             * @description Your current password
             */
            password: string;
        };
        /** @enum {string} */
        NotificationType: "follow" | "follow-request" | "like" | "comment" | "moderation" | "club-invitation" | "club-request" | "club-accepted" | "club-reply" | "club-section" | "review-archived";
        NotifiedBook: {
            _id: string;
            title: string;
        };
        NotifiedReview: {
            _id: string;
            book: components["schemas"]["NotifiedBook"] | null;
        };
        NotifiedComment: {
            _id: string;
            /** @description The first words of the comment */
            excerpt: string;
        };
        NotifiedClubSection: {
            _id: string;
            title: string;
        };
        NotifiedClub: {
            _id: string;
            name: string;
            /** @description A reply's section, or the one opening */
            section: components["schemas"]["NotifiedClubSection"] | null;
            /** @description The reply (club-reply) */
            post: string | null;
            /** @description The reply's first words: null unless the spoiler gate let the reader see them when it was sent */
            excerpt: string | null;
        };
        Notification: {
            _id: string;
            type: components["schemas"]["NotificationType"];
            /** @description Who did it: null for an administrator, or a reader since gone */
            actor: components["schemas"]["ReaderSummary"] | null;
            review: components["schemas"]["NotifiedReview"] | null;
            comment: components["schemas"]["NotifiedComment"] | null;
            club: components["schemas"]["NotifiedClub"] | null;
            /** @description A moderation: what an administrator did and why */
            message: string | null;
            read: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description The product path it is about: /readers/<username>, /books/<bookId>#review-<reviewId>, /clubs/<clubId>, /clubs/<clubId>/sections/<sectionId>, /profile */
            link: string;
        };
        UnreadCount: {
            count: number;
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
        LikeResult: {
            /** @description The caller likes the review */
            liked: boolean;
            likeCount: number;
        };
        Comment: {
            _id: string;
            /** @description Id of the review commented on */
            review: string;
            /** @description Its author (null if their account is gone) */
            user: components["schemas"]["ReaderSummary"] | null;
            /** @description Plain text, as written */
            body: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Changed by its author since it was written */
            edited: boolean;
        };
        CommentInput: {
            /** @example The ending stayed with me too. */
            body: string;
        };
        /** @enum {string} */
        ClubVisibility: "public" | "private";
        AdminClub: {
            _id: string;
            name: string;
            description: string;
            visibility: components["schemas"]["ClubVisibility"];
            memberCount: number;
            /** @description Image URL or "" */
            coverImage: string;
            owner: components["schemas"]["ReaderSummary"] | null;
            /** @description Suspended: out of the directory, its page answers 410 */
            suspended: boolean;
            /** @description Open reports of the club and of its posts and replies */
            openReports: number;
            /** Format: date-time */
            lastActivityAt: string;
            /** Format: date-time */
            createdAt: string;
        };
        ClubSuspensionInput: {
            /** @description Why (the club's owner is told) */
            note?: string;
        };
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
        /** @enum {string} */
        MergeKind: "books" | "authors";
        MergeField: {
            /**
             * @description The field's name, as `fields` of a merge names it
             * @example coverImage
             */
            name: string;
            /** @example Cover image */
            label: string;
            /** @description The kept record's value, as shown (names for an author or genres) */
            keep: (string | null) | (number | null);
            /** @description The merged record's value, as shown */
            merge: (string | null) | (number | null);
            differs: boolean;
        };
        MergeMoves: {
            /** @description Reviews (and their ratings) of the merged book */
            reviews: number;
            /** @description Reading-list entries of the merged book */
            listEntries: number;
            /** @description Likes of those reviews (they follow their review) */
            likes: number;
            /** @description Comments on those reviews (they follow their review) */
            comments: number;
            /** @description Activity about the merged book */
            activity: number;
            /** @description Suggestions that became the merged book */
            suggestions: number;
            /** @description Reports of those reviews (they follow their review) */
            reports: number;
            /** @description Authors: the merged author's books */
            books?: number;
        };
        MergeReader: {
            _id: string;
            /** @description Empty when the account is gone */
            username: string;
        };
        MergeConflicts: {
            /** @description Readers who reviewed both books */
            reviews: components["schemas"]["MergeReader"][];
            /** @description Readers with both books on their reading list */
            listEntries: components["schemas"]["MergeReader"][];
        };
        MergePreview: {
            kind: components["schemas"]["MergeKind"];
            /** @description The record that stays, as the administrator reads it */
            keep: components["schemas"]["Book"] | components["schemas"]["Author"];
            /** @description The duplicate merged into it */
            merge: components["schemas"]["Book"] | components["schemas"]["Author"];
            fields: components["schemas"]["MergeField"][];
            moves: components["schemas"]["MergeMoves"];
            conflicts: components["schemas"]["MergeConflicts"];
            /** @description How the conflicts are settled, one sentence per rule */
            rules: string[];
        };
        /** @enum {string} */
        MergeLogKind: "books" | "authors" | "group" | "split";
        MergedRecordRef: {
            _id: string;
            /** @description A book's title or an author's name, as it was when merged */
            name: string;
        };
        MergeLogEntry: {
            _id: string;
            kind: components["schemas"]["MergeLogKind"];
            /** @description The record that stayed */
            keep: components["schemas"]["MergedRecordRef"];
            /** @description The duplicate merged into it */
            merge: components["schemas"]["MergedRecordRef"];
            /** @description The administrator who merged */
            by: components["schemas"]["MergeReader"];
            /** @description The fields taken from the merged record */
            fieldsFromMerged: string[];
            /** Format: date-time */
            createdAt: string;
        };
        MergeInput: {
            kind: components["schemas"]["MergeKind"];
            /** @description The record that stays */
            keep: string;
            /** @description The duplicate record merged into it */
            merge: string;
            /**
             * @description Per field (the preview's `fields[].name`), whose value the kept record has; the kept one's by default
             * @example {
             *       "coverImage": "merge",
             *       "isbn": "merge"
             *     }
             */
            fields?: {
                [key: string]: "keep" | "merge";
            };
        };
        WorkEditions: {
            /** @description The id of the work */
            work: string;
            /** @description Its editions, by publication date then title */
            editions: components["schemas"]["Edition"][];
        };
        WorkGroupCounts: {
            /** @description Reviews (with their ratings) */
            reviews: number;
            /** @description Reading-list entries */
            listEntries: number;
        };
        WorkGroupPreview: {
            /** @description The work that stays */
            keep: components["schemas"]["WorkEditions"];
            /** @description The work whose editions join it */
            add: components["schemas"]["WorkEditions"];
            /** @description What becomes the kept work's */
            moves: components["schemas"]["WorkGroupCounts"];
            /** @description Readers with a review, or an entry, on both works */
            conflicts: components["schemas"]["WorkGroupCounts"];
            /** @description How the rules settle them */
            rules: string[];
        };
        WorkGroupInput: {
            /** @description A book of the work that stays */
            keep: string;
            /** @description A book of the work whose editions join it */
            add: string;
        };
        WorkSplitInput: {
            /** @description The edition that becomes a work of its own */
            book: string;
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
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterInput"];
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
                        data: components["schemas"]["AuthResult"];
                    };
                };
            };
            /** @description Invalid fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Email or username already in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts, please try again later */
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
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
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
                        data: components["schemas"]["AuthResult"];
                    };
                };
            };
            /** @description Invalid fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts, please try again later */
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
    AuthController_me: {
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
                        data: components["schemas"]["User"];
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
    AuthController_updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid fields, or the current password is missing or incorrect for an email change */
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
            /** @description Email or username already in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts, please try again later */
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
    AuthController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordInput"];
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
                        data: components["schemas"]["TokenResult"];
                    };
                };
            };
            /** @description Invalid fields, or the current password is incorrect */
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
            /** @description Too many attempts, please try again later */
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
    AuthController_logout: {
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
        };
    };
    AuthController_refresh: {
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
                        data: components["schemas"]["TokenResult"];
                    };
                };
            };
            /**
             * @description Your session has ended, please sign in again
             *
             *     Not signed in
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts, please try again later */
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
    AuthController_updateAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvatarInput"];
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not an image URL */
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
            /** @description Your avatar must be an image you uploaded */
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
    UsersController_list: {
        parameters: {
            query?: {
                /** @description Case-insensitive match on username or email */
                search?: string;
                /** @description Only users with this role */
                role?: components["schemas"]["Role"];
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
                        data: components["schemas"]["User"][];
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
    UsersController_stats: {
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
                        data: components["schemas"]["UserStats"];
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
    UsersController_updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleInput"];
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid role or id, or demotion of the last administrator */
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
            /** @description Unknown user */
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
    UsersController_suspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspensionInput"];
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid days or note; you cannot suspend yourself or the last administrator */
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
            /** @description Unknown user */
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
    UsersController_lift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
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
                        data: components["schemas"]["User"];
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
            /** @description Unknown user */
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
    BooksController_list: {
        parameters: {
            query?: {
                /** @description Found in the title or the author name, case and accents aside ("vasquez" finds "Vásquez") */
                search?: string;
                /** @description Genre id */
                genre?: string;
                /** @description Author id */
                author?: string;
                sort?: components["schemas"]["BookSort"];
                page?: number;
                limit?: number;
                /** @description Administrators only: which statuses to list. Ignored for everyone else (always published). */
                status?: "published" | "draft" | "archived" | "all";
                /** @description Administrators only: `all` lists every edition of each work. Without it (and for everyone else) one book stands for each work: its most read edition. */
                editions?: "all";
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
                        data: components["schemas"]["Book"][];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
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
    BooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookInput"];
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
                        data: components["schemas"]["Book"];
                    };
                };
            };
            /** @description Validation failed, or the author or a genre does not exist */
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
            /** @description Another book has this ISBN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BooksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Book id */
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
                        data: components["schemas"]["BookDetail"];
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
            /** @description Book not found */
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
    BooksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Book id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookUpdate"];
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
                        data: components["schemas"]["Book"];
                    };
                };
            };
            /** @description Validation failed, malformed id, or the author or a genre does not exist */
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
            /** @description Book not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Another book has this ISBN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    BooksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Book id */
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
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Book not found */
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
    BooksController_editions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Book id */
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
                        data: components["schemas"]["Edition"][];
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
            /** @description Book not found */
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
    BooksController_previewImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the last answer */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Book id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A 1200x630 JPEG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description The picture of the ETag sent */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": components["schemas"]["ApiError"];
                };
            };
            /** @description Book not found, or it has no cover to preview */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": components["schemas"]["ApiError"];
                };
            };
        };
    };
    AuthorsController_list: {
        parameters: {
            query?: {
                /** @description all: count draft and archived books (and their reviews) too; administrators only, ignored for anyone else */
                counts?: components["schemas"]["BookCounts"];
                sort?: components["schemas"]["AuthorSort"];
                /** @description Authors per page (50 when only page is given; every author in one page when neither is) */
                limit?: number;
                page?: number;
                /** @description Case-insensitive match on name or nationality */
                search?: string;
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
                        data: components["schemas"]["Author"][];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
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
    AuthorsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorInput"];
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
                        data: components["schemas"]["Author"];
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
    AuthorsController_get: {
        parameters: {
            query?: {
                /** @description all: count draft and archived books (and their reviews) too; administrators only, ignored for anyone else */
                counts?: components["schemas"]["BookCounts"];
            };
            header?: never;
            path: {
                /** @description Author id */
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
                        data: components["schemas"]["Author"];
                    };
                };
            };
            /** @description Malformed id or invalid query parameter */
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
            /** @description Author not found */
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
    AuthorsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Author id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorUpdate"];
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
                        data: components["schemas"]["Author"];
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
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Author not found */
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
    AuthorsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Author id */
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
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Author not found */
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
    GenresController_list: {
        parameters: {
            query?: {
                /** @description all: count draft and archived books (and their reviews) too; administrators only, ignored for anyone else */
                counts?: components["schemas"]["BookCounts"];
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
                        data: components["schemas"]["Genre"][];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
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
    GenresController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenreInput"];
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
                        data: components["schemas"]["Genre"];
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
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A genre with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GenresController_get: {
        parameters: {
            query?: {
                /** @description all: count draft and archived books (and their reviews) too; administrators only, ignored for anyone else */
                counts?: components["schemas"]["BookCounts"];
            };
            header?: never;
            path: {
                /** @description Genre id */
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
                        data: components["schemas"]["Genre"];
                    };
                };
            };
            /** @description Malformed id or invalid query parameter */
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
            /** @description Genre not found */
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
    GenresController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Genre id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenreUpdate"];
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
                        data: components["schemas"]["Genre"];
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
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Genre not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A genre with this name already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    GenresController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Genre id */
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
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Genre not found */
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
    ReviewsController_list: {
        parameters: {
            query?: {
                /** @description Case-insensitive match on the review's title or content, its user's username or its book's title */
                search?: string;
                /** @description Only reviews of this book */
                book?: string;
                /** @description Only reviews by this user */
                user?: string;
                /** @description Only reviews with this rating */
                rating?: number;
                /** @description Newest first, or most liked first (then newest); most liked applies to one book's reviews (with `book`) */
                sort?: "-createdAt" | "-likeCount";
                /** @description `none`: the matching reviews are not counted (for a "Load more" list): `meta.total` is left out and `meta.hasMore` tells whether a next page exists (one more review than the page is read) */
                total?: "count" | "none";
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
                        data: components["schemas"]["Review"][];
                        meta: components["schemas"]["ReviewPageMeta"];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
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
    ReviewsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewInput"];
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
                        data: components["schemas"]["Review"];
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
            /** @description Book not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You have already reviewed this book */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReviewsController_stats: {
        parameters: {
            query?: {
                /** @description Statistics of this book only */
                book?: string;
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
                        data: components["schemas"]["ReviewStats"];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
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
    ReviewsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Review id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUpdate"];
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
                        data: components["schemas"]["Review"];
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
            /** @description Not your review, or a spoiler mark a moderator set taken off */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Review not found */
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
    ReviewsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Review id */
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
            /** @description Not your review */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Review not found */
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
    ReadingListController_list: {
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
                        data: components["schemas"]["ReadingListEntry"][];
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
    ReadingListController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadingListInput"];
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
                        data: components["schemas"]["ReadingListEntry"];
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
            /** @description Book not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Book is already in your reading list */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ReadingListController_year: {
        parameters: {
            query?: {
                /** @description The reader's IANA time zone: the goal's schedule counts the year's days up to today there. UTC when omitted. */
                timeZone?: string;
            };
            header?: never;
            path: {
                /** @description A year from 1900 to 2100 */
                year: number;
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
                        data: components["schemas"]["YearStats"];
                    };
                };
            };
            /** @description Malformed year or time zone */
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
        };
    };
    ReadingListController_update: {
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
                "application/json": components["schemas"]["ReadingListUpdate"];
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
            /** @description Validation failed, malformed id, a date in the future or a finish before the start */
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
    ReadingListController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Reading-list entry id */
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
    ReadingListController_switchEdition: {
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
                "application/json": components["schemas"]["ReadingListEdition"];
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
            /** @description Validation failed, malformed id, or an edition of another work */
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
            /** @description No such entry in your reading list, or no such book */
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
    GoalsController_find: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A year from 1900 to 2100 */
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The goal, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ReadingGoal"] | null;
                    };
                };
            };
            /** @description Malformed year */
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
        };
    };
    GoalsController_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A year from 1900 to 2100 */
                year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadingGoalInput"];
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
                        data: components["schemas"]["ReadingGoal"];
                    };
                };
            };
            /** @description Malformed year or goal */
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
        };
    };
    GoalsController_clear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A year from 1900 to 2100 */
                year: number;
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
            /** @description Malformed year */
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
            /** @description No goal set for that year */
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
    UploadController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
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
                        data: components["schemas"]["UploadResult"];
                    };
                };
            };
            /** @description No image sent, or an image that does not decode */
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
            /** @description Image size must be less than 5MB, the image is too large (at most 40 megapixels), or the upload quota of the account is reached */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Please select a valid image file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many uploads, please try again later */
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
    UploadController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The publicId returned by the upload */
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
            /** @description Not the uploader */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Unknown image */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The image is in use */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    StatsController_totals: {
        parameters: {
            query?: {
                /** @description all: count draft and archived books (and their reviews) too; administrators only, ignored for anyone else */
                counts?: components["schemas"]["BookCounts"];
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
                        data: components["schemas"]["Stats"];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
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
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ImportsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Previewed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ImportPreview"];
                    };
                };
            };
            /** @description Not a CSV, unknown columns, more than 20,000 rows, a broken quote on a row, a cell, list or row over its limit (naming its row and column), or no file */
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
            /** @description Larger than 10 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many uploads, please try again later */
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
    ImportsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Import id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportConfirmInput"];
            };
        };
        responses: {
            /** @description Started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ImportStatus"];
                    };
                };
            };
            /** @description A choice names a row that is not ambiguous or a book that is not one of its candidates */
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
            /** @description Import not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Already confirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ImportsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Import id */
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
                        data: components["schemas"]["ImportStatus"];
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
            /** @description Import not found */
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
    ImportsController_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Import id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    /** @description attachment; filename="..." */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
            /** @description Import not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ApiError"];
                };
            };
            /** @description The import has not finished yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ExportsController_csv: {
        parameters: {
            query?: {
                /** @description The reader's IANA time zone: Date Added is the day each book was added there. UTC when omitted. */
                timeZone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description goodreads_library_export.csv */
            200: {
                headers: {
                    /** @description attachment; filename="..." */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
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
    ExportsController_json: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description my-data.json */
            200: {
                headers: {
                    /** @description attachment; filename="..." */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
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
    SuggestionsController_suggest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Import id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuggestRowsInput"];
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
                        data: components["schemas"]["SuggestResult"];
                    };
                };
            };
            /** @description A row is not an unmatched row of this import, its title, author or publisher would not fit a book, or more than 100 rows */
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
            /** @description Import not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You can suggest at most 200 rows a day: try again later */
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
    SuggestionsController_list: {
        parameters: {
            query?: {
                /** @description Newest or most requested first */
                sort?: components["schemas"]["SuggestionSort"];
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
                        data: components["schemas"]["Suggestion"][];
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
    SuggestionsController_flag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuggestionInput"];
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
                        data: components["schemas"]["SuggestResult"];
                    };
                };
            };
            /** @description Validation failed, or the same book twice */
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
            /** @description Book not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A book was merged into another (keptId names it) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description You can suggest at most 200 rows a day: try again later */
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
    SuggestionsController_dismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Suggestion id */
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
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Suggestion not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Already approved or dismissed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    SuggestionsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Suggestion id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveSuggestionInput"];
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
                        data: components["schemas"]["SuggestionApproval"];
                    };
                };
            };
            /** @description Invalid, unknown or unpublished book */
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
            /** @description Suggestion not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Already approved or dismissed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    FollowsController_followers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
                        data: components["schemas"]["ReaderSummary"][];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Reader not found */
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
    FollowsController_following: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
                        data: components["schemas"]["ReaderSummary"][];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Reader not found */
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
    FollowsController_follow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
                        data: components["schemas"]["FollowResult"];
                    };
                };
            };
            /** @description You cannot follow yourself */
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
            /** @description You cannot follow this reader (a block stands between you) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Reader not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many follows; try again later */
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
    FollowsController_unfollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
            /** @description Reader not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many follows; try again later */
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
    FollowRequestsController_list: {
        parameters: {
            query?: {
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
                        data: components["schemas"]["ReaderSummary"][];
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
        };
    };
    FollowRequestsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The requesting reader */
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
            /** @description Reader not found, or no such follow request */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many follows; try again later */
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
    FollowRequestsController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The requesting reader */
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
            /** @description Reader not found, or no such follow request */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many follows; try again later */
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
    FollowersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The follower to remove */
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
            /** @description Reader not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many follows; try again later */
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
    ReadersController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
                        data: components["schemas"]["ReaderProfile"];
                    };
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
            /** @description Reader not found */
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
    ReadersController_reviews: {
        parameters: {
            query?: {
                /** @description `none`: the matching reviews are not counted (for a "Load more" list): `meta.total` is left out and `meta.hasMore` tells whether a next page exists (one more review than the page is read) */
                total?: "count" | "none";
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
                        data: components["schemas"]["Review"][];
                        meta: components["schemas"]["ReviewPageMeta"];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Reader not found */
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
    ReadersController_readingList: {
        parameters: {
            query?: {
                /** @description Only the entries of this status */
                status?: components["schemas"]["ReadingStatus"];
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
                        data: components["schemas"]["ReadingListEntry"][];
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
            /** @description The answer depends on the caller (an administrator asking for drafts, counts=all, an unpublished book) and the bearer token sent is invalid or expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Reader not found, or this reading list is private */
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
    BookFriendsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Book id */
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
                        data: components["schemas"]["FriendOnBook"][];
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
            /** @description Book not found */
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
    FeedController_list: {
        parameters: {
            query?: {
                /** @description The last item's id of the page shown: the next page starts after it */
                before?: string;
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
                        data: components["schemas"]["ActivityItem"][];
                        meta: components["schemas"]["FeedMeta"];
                    };
                };
            };
            /** @description Invalid query parameter, or a page that is gone */
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
        };
    };
    FeedController_suggestions: {
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
                        data: components["schemas"]["SuggestedReader"][];
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
    SitemapController_counts: {
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
                        data: components["schemas"]["SitemapCounts"];
                    };
                };
            };
        };
    };
    SitemapController_books: {
        parameters: {
            query?: {
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
                        data: components["schemas"]["SitemapEntry"][];
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
    SitemapController_authors: {
        parameters: {
            query?: {
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
                        data: components["schemas"]["SitemapEntry"][];
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
    SitemapController_clubs: {
        parameters: {
            query?: {
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
                        data: components["schemas"]["SitemapEntry"][];
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
    SitemapController_readers: {
        parameters: {
            query?: {
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
                        data: components["schemas"]["SitemapReader"][];
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
    AccountController_updatePrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyInput"];
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
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid fields, or approval of followers turned off while a setting is for followers only */
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
        };
    };
    AccountController_deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountInput"];
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
            /** @description The password is missing or incorrect */
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
            /** @description Too many attempts, please try again later */
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
    NotificationsController_list: {
        parameters: {
            query?: {
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
                        data: components["schemas"]["Notification"][];
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
        };
    };
    NotificationsController_unreadCount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the last answer */
                "If-None-Match"?: string;
            };
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
                        data: components["schemas"]["UnreadCount"];
                    };
                };
            };
            /** @description Nothing changed since the ETag sent */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    NotificationsController_readAll: {
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
    BlocksController_block: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
            /** @description You cannot block yourself */
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
            /** @description Reader not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many blocks; try again later */
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
    BlocksController_unblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The reader's username (any case) */
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
            /** @description Reader not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many blocks; try again later */
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
    BlocksController_list: {
        parameters: {
            query?: {
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
                        data: components["schemas"]["ReaderSummary"][];
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
        };
    };
    LikesController_liked: {
        parameters: {
            query: {
                /** @description The book whose reviews' likes are asked for */
                book: string;
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
                        data: string[];
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
        };
    };
    LikesController_like: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Review id */
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
                        data: components["schemas"]["LikeResult"];
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
            /** @description You cannot like your own review, or You cannot interact with this reader */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Review not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many likes; try again later */
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
    LikesController_unlike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Review id */
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
                        data: components["schemas"]["LikeResult"];
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
            /** @description Review not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many likes; try again later */
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
    CommentsController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Review id */
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
                        data: components["schemas"]["Comment"][];
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
            /** @description Review not found (or of a reader a block stands between the caller and) */
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
    CommentsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Review id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentInput"];
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
                        data: components["schemas"]["Comment"];
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
            /** @description You cannot interact with this reader */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Review not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many comments; try again later */
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
    CommentsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Comment id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentInput"];
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
                        data: components["schemas"]["Comment"];
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
            /** @description You can only edit your own comments, or You cannot interact with this reader */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Comment not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many comments; try again later */
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
    CommentsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Comment id */
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
            /** @description You can only delete comments of your own or on your reviews, or You cannot interact with this reader */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Comment not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many comments; try again later */
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
    AdminClubsController_list: {
        parameters: {
            query?: {
                /** @description Clubs whose name contains this text */
                search?: string;
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
                        data: components["schemas"]["AdminClub"][];
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
    AdminClubsController_suspend: {
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
                "application/json": components["schemas"]["ClubSuspensionInput"];
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
                        data: components["schemas"]["AdminClub"];
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
            /** @description Not an administrator */
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
    AdminClubsController_lift: {
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
                        data: components["schemas"]["AdminClub"];
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
            /** @description Not an administrator */
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
    AdminClubsController_remove: {
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
            /** @description Not an administrator */
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
    MergesController_preview: {
        parameters: {
            query: {
                kind: components["schemas"]["MergeKind"];
                /** @description The record that stays */
                keep: string;
                /** @description The duplicate record merged into it */
                merge: string;
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
                        data: components["schemas"]["MergePreview"];
                    };
                };
            };
            /** @description Unknown kind, malformed id, or the same record twice */
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
            /** @description A record not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A record already merged into another */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    MergesController_log: {
        parameters: {
            query?: {
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
                        data: components["schemas"]["MergeLogEntry"][];
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
    MergesController_merge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeInput"];
            };
        };
        responses: {
            /** @description The kept record after the merge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Book"] | components["schemas"]["Author"];
                    };
                };
            };
            /** @description Validation failed, an unknown field, or the same record twice */
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
            /** @description A record not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A record already merged into another */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    WorksController_groupPreview: {
        parameters: {
            query: {
                /** @description A book of the work that stays */
                keep: string;
                /** @description A book of the work whose editions join it */
                add: string;
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
                        data: components["schemas"]["WorkGroupPreview"];
                    };
                };
            };
            /** @description Malformed id, the same book twice, or two editions of one work */
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
            /** @description Book not found */
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
    WorksController_group: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkGroupInput"];
            };
        };
        responses: {
            /** @description The kept book */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Book"];
                    };
                };
            };
            /** @description Validation failed, the same book twice, or two editions of one work */
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
            /** @description Book not found */
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
    WorksController_split: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkSplitInput"];
            };
        };
        responses: {
            /** @description The split book */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Book"];
                    };
                };
            };
            /** @description Validation failed, or the book is the only edition of its work */
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
            /** @description Book not found */
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
}
