// Generated from api/openapi.json (the paths in admin-app/src/common/api/api-paths.json) by `npm run api:openapi` (tools/gen-openapi.mjs). Do not edit.

export interface paths {
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
