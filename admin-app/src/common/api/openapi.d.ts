// Generated from api/openapi.json (the paths in admin-app/src/common/api/api-paths.json) by `npm run api:openapi` (tools/gen-openapi.mjs). Do not edit.

export interface paths {
    "/api/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Series by name, optionally searched by name (q) */
        get: operations["SeriesController_list"];
        put?: never;
        /** Create a series (admin) */
        post: operations["SeriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/series/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A series with its works in reading order
         * @description Each entry's book is the catalogue card of the book that shows the work; books that are not published are left out except for administrators; a signed-in reader gets their reading-list status of each work.
         */
        get: operations["SeriesController_get"];
        /** Update a series (admin); only the fields sent change, entries as a whole list */
        put: operations["SeriesController_update"];
        post?: never;
        /** Delete a series (admin); its books stay */
        delete: operations["SeriesController_remove"];
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
         * Flag that a book is the same as another ("This is the same book as…"), or suggest it for a series at a position; it reaches the Suggestions queue
         * @description One open suggestion per pair of books (or per book, series and position), counting the readers who made it; a reader making it again adds nothing (`suggested: 0`). Counts against the daily suggestions.
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
        /** Approve a suggestion with the book created for it (admin): the suggesting readers' rows are imported to it; a series entry joins its series (created if new) */
        post: operations["SuggestionsController_approve"];
        delete?: never;
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
            /** Format: date-time */
            createdAt: string;
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
        SeriesSummary: {
            _id: string;
            name: string;
            description: string;
            /** @description Its entries (works), whatever their status */
            entryCount: number;
            /** Format: date-time */
            updatedAt: string;
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
        SeriesEntry: {
            /**
             * @description Its place in reading order ("Book 2"): 1, 2, 2.5…
             * @example 2
             */
            position: number;
            /** @description The id of the work it names (today the book's own id) */
            work: string;
            /** @description The book that shows the work in the catalogue */
            book: components["schemas"]["BookCard"];
            /**
             * @description The book's status (administrators also see drafts and archived books)
             * @enum {string}
             */
            bookStatus: "published" | "draft" | "archived";
            /**
             * @description The signed-in reader's reading-list status of the work; absent when it is not on their list
             * @enum {string}
             */
            status?: "wishlist" | "reading" | "completed" | "favourite" | "abandoned";
        };
        Series: {
            _id: string;
            name: string;
            description: string;
            /** @description In reading order */
            entries: components["schemas"]["SeriesEntry"][];
            /** Format: date-time */
            updatedAt: string;
        };
        SeriesEntryInput: {
            /** @description The work's id (a book's id: a book is its own work until it joins another) */
            work: string;
            /**
             * @description Its place in reading order: 1, 2, 2.5…
             * @example 2
             */
            position: number;
        };
        SeriesInput: {
            /**
             * @description Unique, case-insensitively
             * @example The Expanse
             */
            name: string;
            description?: string;
            /** @description The whole list of entries (any order: the series keeps them by position) */
            entries?: components["schemas"]["SeriesEntryInput"][];
        };
        SeriesUpdate: {
            /**
             * @description Unique, case-insensitively
             * @example The Expanse
             */
            name?: string;
            description?: string;
            /** @description The whole list of entries (any order: the series keeps them by position) */
            entries?: components["schemas"]["SeriesEntryInput"][];
        };
        SuggestResult: {
            /** @description Rows suggested by this call (a row suggested before is not counted again) */
            suggested: number;
        };
        SuggestionInput: {
            /**
             * @description duplicate: "This is the same book as…"; series: "Suggest for a series" (the book at a position)
             * @enum {string}
             */
            kind: "duplicate" | "series";
            /** @description The book flagged, or suggested for the series */
            book: string;
            /** @description duplicate: the book it is the same as */
            sameAs?: string;
            /** @description series: an existing series (or give seriesName for a new one) */
            series?: string;
            /** @description series: the name of a new series */
            seriesName?: string;
            /**
             * @description series: its place in reading order (1, 2, 2.5…)
             * @example 2
             */
            position?: number;
        };
        /**
         * @description book: a book to add (from import rows); duplicate: two catalogue books readers say are one; series: a book readers say belongs in a series at a position
         * @enum {string}
         */
        SuggestionKind: "book" | "duplicate" | "series";
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
        SuggestedSeries: {
            /** @description null for a new series (approving creates it) */
            _id: string | null;
            name: string;
        };
        SuggestedSeriesEntry: {
            book: components["schemas"]["SuggestedBook"];
            series: components["schemas"]["SuggestedSeries"];
            /** @example 2 */
            position: number;
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
            /** @description book: a book to add (from import rows); duplicate: two catalogue books readers say are one; series: a book readers say belongs in a series at a position */
            kind: components["schemas"]["SuggestionKind"];
            /** @description A duplicate: the two books */
            duplicate?: components["schemas"]["SuggestedDuplicate"];
            /** @description A series entry: the book, series and position */
            seriesEntry?: components["schemas"]["SuggestedSeriesEntry"];
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
            /** @description The book created for this suggestion (POST /books); for a duplicate, the book kept by its merge; none for a series entry (approving adds it) */
            bookId?: string;
        };
        ReaderSummary: {
            id: string;
            username: string;
            /** @description Image URL, or "" when none */
            avatar: string;
            bio: string;
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
        MergedRecordRef: {
            _id: string;
            /** @description A book's title or an author's name, as it was when merged */
            name: string;
        };
        MergeLogEntry: {
            _id: string;
            kind: components["schemas"]["MergeKind"];
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    SeriesController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Case- and accent-insensitive match on the name */
                q?: string;
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
                        data: components["schemas"]["SeriesSummary"][];
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
    SeriesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeriesInput"];
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
                        data: components["schemas"]["Series"];
                    };
                };
            };
            /** @description Validation failed: a position or a book given twice, or an unknown book */
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
            /** @description A series with this name already exists */
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
    SeriesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Series id */
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
                        data: components["schemas"]["Series"];
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
            /** @description Series not found */
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
    SeriesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Series id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeriesUpdate"];
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
                        data: components["schemas"]["Series"];
                    };
                };
            };
            /** @description Validation failed: a position or a book given twice, an unknown book, or a malformed id */
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
            /** @description Series not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description A series with this name already exists */
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
    SeriesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Series id */
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
            /** @description Series not found */
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
            /** @description Book not found, or Series not found */
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
            /** @description Already approved or dismissed, or the position or the book is taken in the series */
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
}
