// Generated from api/openapi.json (the paths in reader-app/src/common/api/api-paths.json) by `npm run api:openapi` (tools/gen-openapi.mjs). Do not edit.

export interface paths {
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
}
