// Generated from schema/openapi.json by `npm run gen:api-types`. Do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "ok";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers and its migrations are current; 503 otherwise */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                status: "ok";
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a borrower or lender; an activation code is e-mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        phone: string;
                        fullName: string;
                        password: string;
                        confirmPassword: string;
                        /** @enum {string} */
                        role: "borrower" | "lender";
                        isPersonal: boolean;
                        /** @enum {boolean} */
                        termsAccepted: true;
                        referralCode?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user: {
                                    id: string;
                                    email: string;
                                    phone: string | null;
                                    fullName: string;
                                    /** @enum {string} */
                                    role: "borrower" | "lender" | "admin";
                                    isPersonal: boolean;
                                    referralCode: string | null;
                                    emailSubscribed: boolean;
                                    phoneVerified: boolean;
                                };
                                activationSentTo: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/activated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate an account with the e-mailed code (single use, 24 h) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/activation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a new activation code to an account not yet active (at most once a minute); answers the same for every address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in: a signed token with its expiry. Repeated failures are slowed down (429), then locked for 15 minutes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                                expiresAt: string;
                                user: {
                                    id: string;
                                    email: string;
                                    phone: string | null;
                                    fullName: string;
                                    /** @enum {string} */
                                    role: "borrower" | "lender" | "admin";
                                    isPersonal: boolean;
                                    referralCode: string | null;
                                    emailSubscribed: boolean;
                                    phoneVerified: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: the token’s session ends at once. Answers the same when it had already ended */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                loggedOut: true;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public keys (JWKS, EdDSA) that verify this API’s tokens; the API still checks each token’s session itself */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                x: string;
                                kid: string;
                                /** @enum {string} */
                                alg: "EdDSA";
                                /** @enum {string} */
                                use: "sig";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                email: string;
                                phone: string | null;
                                fullName: string;
                                /** @enum {string} */
                                role: "borrower" | "lender" | "admin";
                                isPersonal: boolean;
                                referralCode: string | null;
                                emailSubscribed: boolean;
                                phoneVerified: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restricted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                email: string;
                                phone: string | null;
                                fullName: string;
                                /** @enum {string} */
                                role: "borrower" | "lender" | "admin";
                                isPersonal: boolean;
                                referralCode: string | null;
                                emailSubscribed: boolean;
                                phoneVerified: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset link; answers the same for unknown e-mails */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/forgot/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token from the reset e-mail (single use, 1 h) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        new_password: string;
                        confirm_password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (old and new) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        new_password: string;
                        confirm_password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/check-password-updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the password is six months old and should be changed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                passwordChangedAt: string;
                                ageDays: number;
                                /** @description The password is six months (180 days) old or more */
                                mustChange: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop e-mails, confirming with e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscribed: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/unsubscribe/authorized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop e-mails for the signed-in user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscribed: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receive e-mails again (signed-in user) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscribed: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code by SMS or e-mail (6 digits, valid 5 minutes; another after a 60 s cool-down) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Where the 6-digit code goes: the phone (SMS) or the e-mail
                         * @enum {string}
                         */
                        channel: "sms" | "email";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                channel: "sms" | "email";
                                /** @description The code is valid for 5 minutes */
                                expiresAt: string;
                                /** @description Another code may be asked for after this cool-down */
                                resendAfterSeconds: number;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the code: a short-lived otpToken when right; 3 wrong codes lock verification for 30 minutes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 6-digit code received */
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                otpToken: string;
                                channel: ("sms" | "email") | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/confirm-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use a verified code (otpToken, 10 minutes): an SMS code verifies the phone number */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The token verify-otp returned */
                        otpToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                confirmed: boolean;
                                /** @enum {string} */
                                channel: "sms" | "email";
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/demo/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Demo mode only: the latest e-mails and SMS, so a local user can read codes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    /** @enum {string} */
                                    channel: "email" | "sms";
                                    recipient: string;
                                    subject: string;
                                    body: string;
                                    createdAt: string;
                                    deliveredAt: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a product (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        productName: string;
                        adminFee: string;
                        low_risk_interest: string;
                        high_risk_interest: string;
                        /** @enum {string} */
                        typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                        /** @default false */
                        isProperty?: boolean;
                        /** @default false */
                        isFlow?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                productName: string;
                                adminFee: string;
                                low_risk_interest: string;
                                high_risk_interest: string;
                                /** @enum {string} */
                                typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                isProperty: boolean;
                                isFlow: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                productName: string;
                                adminFee: string;
                                low_risk_interest: string;
                                high_risk_interest: string;
                                /** @enum {string} */
                                typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                isProperty: boolean;
                                isFlow: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Change a product (staff); existing loans keep their interest range */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        productName: string;
                        adminFee: string;
                        low_risk_interest: string;
                        high_risk_interest: string;
                        /** @enum {string} */
                        typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                        /** @default false */
                        isProperty?: boolean;
                        /** @default false */
                        isFlow?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                productName: string;
                                adminFee: string;
                                low_risk_interest: string;
                                high_risk_interest: string;
                                /** @enum {string} */
                                typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                isProperty: boolean;
                                isFlow: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    developerName: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a developer (staff) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        developerName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                developerName: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                developerName: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Rename a developer (staff) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        developerName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                developerName: string;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loans by work queue or stage, searched, filtered, sorted and paged (staff)
         * @description Keyset pages: pass the `next` of a page as `after` for the following one (same filters and sort). `total` counts every loan matching the filters.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A staff work queue: toReview (REVIEW), collateralApproved (APPROVAL_BAIL), creditApproved (APPROVAL_LOAN), directorApproved (APPROVAL_LOAN_DIR, APPROVED_{product}), offersOut (APPROVAL_BORROWER), funding (APPROVED_BORROWER … FUNDING_NOT_COMPLETED), disbursementReady, inPeriod, paymentsToReview (REVIEW_PAID), closed (PAID, CLOSED), cancelledRejected (REJECT_BAIL, REJECTED_BORROWER, CANCEL) */
                    queue?: "toReview" | "collateralApproved" | "creditApproved" | "directorApproved" | "offersOut" | "funding" | "disbursementReady" | "inPeriod" | "paymentsToReview" | "closed" | "cancelledRejected";
                    /** @description A lifecycle stage; APPROVED_PRODUCT stands for APPROVED_{product} */
                    stage?: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                    /** @description A product id */
                    productid?: string;
                    /** @description Part of the borrower's name (any case), or a loan id */
                    q?: string;
                    /** @description newest / oldest (by id), value_desc / value_asc (application value), required_date (earliest first), updated (last change first) */
                    sort?: "newest" | "oldest" | "value_desc" | "value_asc" | "required_date" | "updated";
                    limit?: number;
                    /** @description The `next` cursor of the previous page */
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    productid: number;
                                    productcode: string;
                                    productname: string;
                                    /** @description The loan's product, as GET /product/{id} answers it */
                                    product: {
                                        id: number;
                                        code: string;
                                        productName: string;
                                        adminFee: string;
                                        low_risk_interest: string;
                                        high_risk_interest: string;
                                        /** @enum {string} */
                                        typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                        isProperty: boolean;
                                        isFlow: boolean;
                                    };
                                    borrowerid: string;
                                    borrowername: string;
                                    borrowerispersonal: boolean;
                                    developerid: number | null;
                                    genapplicationvalue: string;
                                    genrequireddate: string;
                                    genpurpose: string;
                                    genpaymentoptions: string;
                                    submissionstage: string;
                                    funappcfapprovalstatus: string;
                                    funstatstatus: string;
                                    timeperiod: number | null;
                                    appadminfee: string;
                                    /** @enum {string} */
                                    typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    funappinterestpercentage: string | null;
                                    funappcfstarttime: string | null;
                                    funappcfendtime: string | null;
                                    installmentduedate: string | null;
                                    duedate: string | null;
                                    totalpartialpaid: string;
                                    totallatecharge: string;
                                    repaymentduedate: string | null;
                                    appfundercommitmentvalue: string;
                                    bailtype: string | null;
                                    bailcertificatetype: string | null;
                                    bailcertificatenumber: string | null;
                                    bailcertificatefile: string | null;
                                    bailcertificate: string | null;
                                    bailestimatedvalue: string | null;
                                    pbbdocumentfile: string | null;
                                    imbdocumentfile: string | null;
                                    bailsurfacearea: string | null;
                                    bailbuildingarea: string | null;
                                    bailaddress: string | null;
                                    bailregion: string | null;
                                    baildistrict: string | null;
                                    bailcity: string | null;
                                    bailprovince: string | null;
                                    bailpostcode: string | null;
                                    bailcountry: string;
                                    insurance: boolean;
                                    /** @description A JSON string holding a list of file paths */
                                    otherDocumentFiles: string;
                                    /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                    lifecycle: {
                                        value: {
                                            /** @enum {string} */
                                            stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                            /** @enum {string} */
                                            arrears: "current" | "overdue";
                                        };
                                        context: {
                                            borrowerId: string;
                                            productCode: string;
                                            applicationValue: string;
                                            lowRiskInterest: string;
                                            highRiskInterest: string;
                                            commitment: string;
                                            creditApprovedBy: string | null;
                                            fundingFailed: boolean;
                                        };
                                    };
                                    /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                    availableActions: {
                                        /** @enum {string} */
                                        action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                        allowed: boolean;
                                        reason: {
                                            code: string;
                                            text: {
                                                id: string;
                                                en: string;
                                            };
                                        } | null;
                                    }[];
                                }[];
                                total: number;
                                /** @description Pass as `after` for the next page */
                                next: string | null;
                                /** @description For each loan of `data`, the cursor of the page that starts after it */
                                cursors: string[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a draft application (borrower) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productid: number;
                        /** @description Rupiah as an exact decimal string: not negative, at most 18 digits and 2 decimals */
                        genapplicationvalue: string;
                        /** @description A date, YYYY-MM-DD */
                        genrequireddate: string;
                        genpurpose: string;
                        developerid?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many loans each work queue holds, under a search and product filter (staff) */
        get: {
            parameters: {
                query?: {
                    /** @description A product id */
                    productid?: string;
                    /** @description Part of the borrower's name (any case), or a loan id */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    /**
                                     * @description A staff work queue: toReview (REVIEW), collateralApproved (APPROVAL_BAIL), creditApproved (APPROVAL_LOAN), directorApproved (APPROVAL_LOAN_DIR, APPROVED_{product}), offersOut (APPROVAL_BORROWER), funding (APPROVED_BORROWER … FUNDING_NOT_COMPLETED), disbursementReady, inPeriod, paymentsToReview (REVIEW_PAID), closed (PAID, CLOSED), cancelledRejected (REJECT_BAIL, REJECTED_BORROWER, CANCEL)
                                     * @enum {string}
                                     */
                                    queue: "toReview" | "collateralApproved" | "creditApproved" | "directorApproved" | "offersOut" | "funding" | "disbursementReady" | "inPeriod" | "paymentsToReview" | "closed" | "cancelledRejected";
                                    count: number;
                                }[];
                                /** @description Every loan matching the filter, drafts included */
                                total: number;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/disbursement/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loans ready for disbursement (funding status DISBURSEMENT_READY: signed or not), oldest first (staff) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `next` cursor of the previous page */
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    productid: number;
                                    productcode: string;
                                    productname: string;
                                    /** @description The loan's product, as GET /product/{id} answers it */
                                    product: {
                                        id: number;
                                        code: string;
                                        productName: string;
                                        adminFee: string;
                                        low_risk_interest: string;
                                        high_risk_interest: string;
                                        /** @enum {string} */
                                        typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                        isProperty: boolean;
                                        isFlow: boolean;
                                    };
                                    borrowerid: string;
                                    borrowername: string;
                                    borrowerispersonal: boolean;
                                    developerid: number | null;
                                    genapplicationvalue: string;
                                    genrequireddate: string;
                                    genpurpose: string;
                                    genpaymentoptions: string;
                                    submissionstage: string;
                                    funappcfapprovalstatus: string;
                                    funstatstatus: string;
                                    timeperiod: number | null;
                                    appadminfee: string;
                                    /** @enum {string} */
                                    typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    funappinterestpercentage: string | null;
                                    funappcfstarttime: string | null;
                                    funappcfendtime: string | null;
                                    installmentduedate: string | null;
                                    duedate: string | null;
                                    totalpartialpaid: string;
                                    totallatecharge: string;
                                    repaymentduedate: string | null;
                                    appfundercommitmentvalue: string;
                                    bailtype: string | null;
                                    bailcertificatetype: string | null;
                                    bailcertificatenumber: string | null;
                                    bailcertificatefile: string | null;
                                    bailcertificate: string | null;
                                    bailestimatedvalue: string | null;
                                    pbbdocumentfile: string | null;
                                    imbdocumentfile: string | null;
                                    bailsurfacearea: string | null;
                                    bailbuildingarea: string | null;
                                    bailaddress: string | null;
                                    bailregion: string | null;
                                    baildistrict: string | null;
                                    bailcity: string | null;
                                    bailprovince: string | null;
                                    bailpostcode: string | null;
                                    bailcountry: string;
                                    insurance: boolean;
                                    /** @description A JSON string holding a list of file paths */
                                    otherDocumentFiles: string;
                                    /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                    lifecycle: {
                                        value: {
                                            /** @enum {string} */
                                            stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                            /** @enum {string} */
                                            arrears: "current" | "overdue";
                                        };
                                        context: {
                                            borrowerId: string;
                                            productCode: string;
                                            applicationValue: string;
                                            lowRiskInterest: string;
                                            highRiskInterest: string;
                                            commitment: string;
                                            creditApprovedBy: string | null;
                                            fundingFailed: boolean;
                                        };
                                    };
                                    /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                    availableActions: {
                                        /** @enum {string} */
                                        action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                        allowed: boolean;
                                        reason: {
                                            code: string;
                                            text: {
                                                id: string;
                                                en: string;
                                            };
                                        } | null;
                                    }[];
                                }[];
                                total: number;
                                /** @description Pass as `after` for the next page */
                                next: string | null;
                                /** @description For each loan of `data`, the cursor of the page that starts after it */
                                cursors: string[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/disbursement/success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loans whose disbursement was paid out (funding status DISBURSED), last change first (staff) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description The `next` cursor of the previous page */
                    after?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    productid: number;
                                    productcode: string;
                                    productname: string;
                                    /** @description The loan's product, as GET /product/{id} answers it */
                                    product: {
                                        id: number;
                                        code: string;
                                        productName: string;
                                        adminFee: string;
                                        low_risk_interest: string;
                                        high_risk_interest: string;
                                        /** @enum {string} */
                                        typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                        isProperty: boolean;
                                        isFlow: boolean;
                                    };
                                    borrowerid: string;
                                    borrowername: string;
                                    borrowerispersonal: boolean;
                                    developerid: number | null;
                                    genapplicationvalue: string;
                                    genrequireddate: string;
                                    genpurpose: string;
                                    genpaymentoptions: string;
                                    submissionstage: string;
                                    funappcfapprovalstatus: string;
                                    funstatstatus: string;
                                    timeperiod: number | null;
                                    appadminfee: string;
                                    /** @enum {string} */
                                    typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    funappinterestpercentage: string | null;
                                    funappcfstarttime: string | null;
                                    funappcfendtime: string | null;
                                    installmentduedate: string | null;
                                    duedate: string | null;
                                    totalpartialpaid: string;
                                    totallatecharge: string;
                                    repaymentduedate: string | null;
                                    appfundercommitmentvalue: string;
                                    bailtype: string | null;
                                    bailcertificatetype: string | null;
                                    bailcertificatenumber: string | null;
                                    bailcertificatefile: string | null;
                                    bailcertificate: string | null;
                                    bailestimatedvalue: string | null;
                                    pbbdocumentfile: string | null;
                                    imbdocumentfile: string | null;
                                    bailsurfacearea: string | null;
                                    bailbuildingarea: string | null;
                                    bailaddress: string | null;
                                    bailregion: string | null;
                                    baildistrict: string | null;
                                    bailcity: string | null;
                                    bailprovince: string | null;
                                    bailpostcode: string | null;
                                    bailcountry: string;
                                    insurance: boolean;
                                    /** @description A JSON string holding a list of file paths */
                                    otherDocumentFiles: string;
                                    /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                    lifecycle: {
                                        value: {
                                            /** @enum {string} */
                                            stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                            /** @enum {string} */
                                            arrears: "current" | "overdue";
                                        };
                                        context: {
                                            borrowerId: string;
                                            productCode: string;
                                            applicationValue: string;
                                            lowRiskInterest: string;
                                            highRiskInterest: string;
                                            commitment: string;
                                            creditApprovedBy: string | null;
                                            fundingFailed: boolean;
                                        };
                                    };
                                    /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                    availableActions: {
                                        /** @enum {string} */
                                        action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                        allowed: boolean;
                                        reason: {
                                            code: string;
                                            text: {
                                                id: string;
                                                en: string;
                                            };
                                        } | null;
                                    }[];
                                }[];
                                total: number;
                                /** @description Pass as `after` for the next page */
                                next: string | null;
                                /** @description For each loan of `data`, the cursor of the page that starts after it */
                                cursors: string[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The loan's audit trail, oldest first: staff see all, the borrower their part
         * @description Every stage change: who (user and role), when, from, to, the event and the reason. The borrower does not see the internal approvals (collateral, credit, director, offer terms) nor staff members' names.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    /** @description The lifecycle event, e.g. loan.reject */
                                    event: string;
                                    /** @description null for the loan's creation */
                                    fromStage: string | null;
                                    toStage: string;
                                    /** @description null for the platform, or staff seen by a borrower */
                                    actorId: string | null;
                                    actorName: string | null;
                                    actorRole: string;
                                    reason: string | null;
                                    /** @description ISO 8601 instant */
                                    at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/borrower": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The borrower's own loans */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    productid: number;
                                    productcode: string;
                                    productname: string;
                                    /** @description The loan's product, as GET /product/{id} answers it */
                                    product: {
                                        id: number;
                                        code: string;
                                        productName: string;
                                        adminFee: string;
                                        low_risk_interest: string;
                                        high_risk_interest: string;
                                        /** @enum {string} */
                                        typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                        isProperty: boolean;
                                        isFlow: boolean;
                                    };
                                    borrowerid: string;
                                    borrowername: string;
                                    borrowerispersonal: boolean;
                                    developerid: number | null;
                                    genapplicationvalue: string;
                                    genrequireddate: string;
                                    genpurpose: string;
                                    genpaymentoptions: string;
                                    submissionstage: string;
                                    funappcfapprovalstatus: string;
                                    funstatstatus: string;
                                    timeperiod: number | null;
                                    appadminfee: string;
                                    /** @enum {string} */
                                    typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    funappinterestpercentage: string | null;
                                    funappcfstarttime: string | null;
                                    funappcfendtime: string | null;
                                    installmentduedate: string | null;
                                    duedate: string | null;
                                    totalpartialpaid: string;
                                    totallatecharge: string;
                                    repaymentduedate: string | null;
                                    appfundercommitmentvalue: string;
                                    bailtype: string | null;
                                    bailcertificatetype: string | null;
                                    bailcertificatenumber: string | null;
                                    bailcertificatefile: string | null;
                                    bailcertificate: string | null;
                                    bailestimatedvalue: string | null;
                                    pbbdocumentfile: string | null;
                                    imbdocumentfile: string | null;
                                    bailsurfacearea: string | null;
                                    bailbuildingarea: string | null;
                                    bailaddress: string | null;
                                    bailregion: string | null;
                                    baildistrict: string | null;
                                    bailcity: string | null;
                                    bailprovince: string | null;
                                    bailpostcode: string | null;
                                    bailcountry: string;
                                    insurance: boolean;
                                    /** @description A JSON string holding a list of file paths */
                                    otherDocumentFiles: string;
                                    /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                    lifecycle: {
                                        value: {
                                            /** @enum {string} */
                                            stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                            /** @enum {string} */
                                            arrears: "current" | "overdue";
                                        };
                                        context: {
                                            borrowerId: string;
                                            productCode: string;
                                            applicationValue: string;
                                            lowRiskInterest: string;
                                            highRiskInterest: string;
                                            commitment: string;
                                            creditApprovedBy: string | null;
                                            fundingFailed: boolean;
                                        };
                                    };
                                    /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                    availableActions: {
                                        /** @enum {string} */
                                        action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                        allowed: boolean;
                                        reason: {
                                            code: string;
                                            text: {
                                                id: string;
                                                en: string;
                                            };
                                        } | null;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One loan: the owner or staff */
        get: {
            parameters: {
                query?: {
                    user_type?: "borrower" | "lender" | "admin";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Change the loan data of form step 2 (value not zero, date ≥ two weeks). The owner edits in DRAFT and REJECT_BAIL; staff edit while reviewing (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR); otherwise 409 ILLEGAL_TRANSITION. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productid: number;
                        /** @description Rupiah as an exact decimal string: not negative, at most 18 digits and 2 decimals */
                        genapplicationvalue: string;
                        /** @description A date, YYYY-MM-DD */
                        genrequireddate: string;
                        genpurpose: string;
                        developerid?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/submission/{id}/approve-bail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve the collateral: REVIEW → APPROVAL_BAIL */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/submission/{id}/approve-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve credit: APPROVAL_BAIL → APPROVAL_LOAN */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/submission/{id}/approve-director": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Director approval (not the credit approver): APPROVAL_LOAN → APPROVAL_LOAN_DIR */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/offer/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The borrower accepts the offer: APPROVAL_BORROWER → APPROVED_BORROWER */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/offer/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The borrower declines the offer: APPROVAL_BORROWER → REJECTED_BORROWER */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/disbursement/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve disbursement: DISBURSEMENT_READY_BORROWER (signed, commitment > 0) → DISBURSED */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/disbursement/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The borrower is back from signing the agreement (event=signing_complete): DISBURSEMENT_READY → DISBURSEMENT_READY_BORROWER */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/submission/{id}/approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve: send the offer to the borrower (APPROVED_{product} → APPROVAL_BORROWER) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/submission/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the offer terms: APPROVAL_LOAN_DIR → APPROVED_{product} */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        funappinterestpercentage: string;
                        /** @description The loan period in days (a month counts 30): at most 120 months, 24 when paid at the end */
                        timeperiod: number;
                        /** @description Rupiah as an exact decimal string: not negative, at most 18 digits and 2 decimals */
                        appadminfee: string;
                        /** @enum {string} */
                        typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                        /** @description A date, YYYY-MM-DD */
                        funappcfstarttime: string;
                        /** @description A date, YYYY-MM-DD */
                        funappcfendtime: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/submission/{id}/rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reject: the borrower may edit and resubmit */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/submission/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel the submission (staff or the owner) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Submit the application for review (form step 4): DRAFT or REJECT_BAIL → REVIEW. Refused with 409 APPLICATION_INVALID (reason VALUE_ZERO, DATE_TOO_EARLY, BAIL_BELOW_VALUE, CERTIFICATE_MISSING, APPLICATION_INCOMPLETE) while the form rules fail. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/borrower_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The borrower data on this loan (owner or staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                genIsPersonal: boolean;
                                genFullname: string;
                                genBirthplace: string;
                                genBirthdate: string | null;
                                genAddress: string;
                                genGender: ("MALE" | "FEMALE") | null;
                                genCountry: string;
                                genNationality: string;
                                genCompanyName: string;
                                genCompanyDescription: string;
                                numberNpwp: string;
                                documentNpwp: string | null;
                                profilestatus: boolean;
                                ktpstatus: boolean;
                                addressstatus: boolean;
                                npwpstatus: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the borrower data (the personal or the company group must be valid). The owner edits in DRAFT and REJECT_BAIL; staff edit while reviewing (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR); otherwise 409 ILLEGAL_TRANSITION. Staff may not change genbirthplace, genbirthdate, numbernpwp, bailcertificatetype, bailcertificatenumber, pbbdocumentfile, imbdocumentfile (sending the stored value is fine): 409 FIELD_LOCKED, its fields naming them. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            /** @description The borrower update payload of spec §3: lower-case keys (the Borrower info keys such as genFullname are accepted in any case), birth date DD-MM-YYYY, and the four statuses. */
            requestBody: {
                content: {
                    "application/json": {
                        genfullname?: string;
                        genbirthplace?: string;
                        genbirthdate?: string | null;
                        genaddress?: string;
                        /** @description male or female */
                        gengender?: ("male" | "female" | "MALE" | "FEMALE") | null;
                        gencountry?: string;
                        gennationality?: string;
                        gencompanyname?: string;
                        gencompanydescription?: string;
                        numbernpwp?: string;
                        documentnpwp?: (string | "") | null;
                        /** @description Ignored: the account decides */
                        genispersonal?: boolean;
                        profilestatus?: boolean;
                        ktpstatus?: boolean;
                        addressstatus?: boolean;
                        npwpstatus?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                genIsPersonal: boolean;
                                genFullname: string;
                                genBirthplace: string;
                                genBirthdate: string | null;
                                genAddress: string;
                                genGender: ("MALE" | "FEMALE") | null;
                                genCountry: string;
                                genNationality: string;
                                genCompanyName: string;
                                genCompanyDescription: string;
                                numberNpwp: string;
                                documentNpwp: string | null;
                                profilestatus: boolean;
                                ktpstatus: boolean;
                                addressstatus: boolean;
                                npwpstatus: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/guarantee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The collateral (bail) of this loan with its photos (owner or staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                photo: string[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/bail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the collateral: every bail field; file paths must be your uploads. The owner edits in DRAFT and REJECT_BAIL; staff edit while reviewing (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR); otherwise 409 ILLEGAL_TRANSITION. Staff may not change genbirthplace, genbirthdate, numbernpwp, bailcertificatetype, bailcertificatenumber, pbbdocumentfile, imbdocumentfile (sending the stored value is fine): 409 FIELD_LOCKED, its fields naming them. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bailtype?: ("RUMAH_TINGGAL" | "APARTEMEN" | "RUKO_KOMERSIAL" | "TANAH" | "LAINNYA") | null;
                        bailcertificatetype?: ("SHM" | "SHGB" | "LAINNYA") | null;
                        bailcertificatenumber?: string | null;
                        bailcertificatefile?: (string | "") | null;
                        /** @description The name the certificate is held in */
                        bailcertificate?: string | null;
                        /** @description The estimated collateral value: at least the application value to submit */
                        bailestimatedvalue: string;
                        pbbdocumentfile?: (string | "") | null;
                        imbdocumentfile?: (string | "") | null;
                        /** @description Square metres as a decimal string */
                        bailsurfacearea: string;
                        /** @description Square metres as a decimal string */
                        bailbuildingarea: string;
                        bailaddress: string;
                        /** @description Village (kelurahan/desa) */
                        bailregion: string;
                        /** @description Sub-district (kecamatan) */
                        baildistrict: string;
                        bailcity: string;
                        bailprovince: string;
                        bailpostcode: string;
                        /** @default INDONESIA */
                        bailcountry?: string;
                        /** @default false */
                        insurance?: boolean;
                        /**
                         * @description A list of file paths, or a JSON string holding one
                         * @default []
                         */
                        otherDocumentFiles?: string[] | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                productid: number;
                                productcode: string;
                                productname: string;
                                /** @description The loan's product, as GET /product/{id} answers it */
                                product: {
                                    id: number;
                                    code: string;
                                    productName: string;
                                    adminFee: string;
                                    low_risk_interest: string;
                                    high_risk_interest: string;
                                    /** @enum {string} */
                                    typePayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                    isProperty: boolean;
                                    isFlow: boolean;
                                };
                                borrowerid: string;
                                borrowername: string;
                                borrowerispersonal: boolean;
                                developerid: number | null;
                                genapplicationvalue: string;
                                genrequireddate: string;
                                genpurpose: string;
                                genpaymentoptions: string;
                                submissionstage: string;
                                funappcfapprovalstatus: string;
                                funstatstatus: string;
                                timeperiod: number | null;
                                appadminfee: string;
                                /** @enum {string} */
                                typepayment: "INSTALLMENT" | "CASH" | "INTEREST" | "BALLOON";
                                funappinterestpercentage: string | null;
                                funappcfstarttime: string | null;
                                funappcfendtime: string | null;
                                installmentduedate: string | null;
                                duedate: string | null;
                                totalpartialpaid: string;
                                totallatecharge: string;
                                repaymentduedate: string | null;
                                appfundercommitmentvalue: string;
                                bailtype: string | null;
                                bailcertificatetype: string | null;
                                bailcertificatenumber: string | null;
                                bailcertificatefile: string | null;
                                bailcertificate: string | null;
                                bailestimatedvalue: string | null;
                                pbbdocumentfile: string | null;
                                imbdocumentfile: string | null;
                                bailsurfacearea: string | null;
                                bailbuildingarea: string | null;
                                bailaddress: string | null;
                                bailregion: string | null;
                                baildistrict: string | null;
                                bailcity: string | null;
                                bailprovince: string | null;
                                bailpostcode: string | null;
                                bailcountry: string;
                                insurance: boolean;
                                /** @description A JSON string holding a list of file paths */
                                otherDocumentFiles: string;
                                /** @description The lifecycle machine state (machines/loan) the three statuses project from */
                                lifecycle: {
                                    value: {
                                        /** @enum {string} */
                                        stage: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                                        /** @enum {string} */
                                        arrears: "current" | "overdue";
                                    };
                                    context: {
                                        borrowerId: string;
                                        productCode: string;
                                        applicationValue: string;
                                        lowRiskInterest: string;
                                        highRiskInterest: string;
                                        commitment: string;
                                        creditApprovedBy: string | null;
                                        fundingFailed: boolean;
                                    };
                                };
                                /** @description Every action on the loan and whether the caller may take it now, with the reason when not: the lifecycle machine asked for the authenticated caller */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "submit" | "approveBail" | "approveCredit" | "approveDirector" | "setOffer" | "approve" | "acceptOffer" | "declineOffer" | "openFunding" | "fund" | "closeFunding" | "prepareDisbursement" | "signDisbursement" | "approveDisbursement" | "startPeriod" | "submitRepayment" | "confirmRepayment" | "rejectRepayment" | "close" | "reject" | "cancel";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/bail/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The collateral photos (owner or staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                photo: string[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the collateral photos (at least one; your uploads only). The owner edits in DRAFT and REJECT_BAIL; staff edit while reviewing (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR); otherwise 409 ILLEGAL_TRANSITION. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The photos in the order shown */
                        photo: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                photo: string[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/bail/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every collateral file of the borrower's own loans */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    loanid: number;
                                    /** @enum {string} */
                                    kind: "certificate" | "pbb" | "imb" | "other" | "photo";
                                    path: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/bail/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every file of this loan's collateral: documents, then photos (owner or staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    loanid: number;
                                    /** @enum {string} */
                                    kind: "certificate" | "pbb" | "imb" | "other" | "photo";
                                    path: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every country (ISO 3166-1) in ID and EN, UNKNOWN last */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    code: string;
                                    value: string;
                                    name: {
                                        id: string;
                                        en: string;
                                    };
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Indonesia's 38 provinces (idn-area-data, current regulation) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    code: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/provinces/{code}/regencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The regencies and cities of a province */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    code: string;
                                    provinceCode: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/regencies/{code}/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The districts (kecamatan) of a regency or city */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    code: string;
                                    regencyCode: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/districts/{code}/villages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The villages (kelurahan/desa) of a district */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    code: string;
                                    districtCode: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Indonesian banks with their 3-digit bank codes: the main list and the full list
         * @description `main` (36 entries): the national, large regional and digital banks offered first in the bank-data form and the top-up instructions. `all` (70 entries): every bank a user may hold an account at, for bank data and cash-out. `partnerCode`: the partner bank, BNI (009). Compiled from Bank Indonesia's list of transfer participants.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                partnerCode: string;
                                main: {
                                    /** @description Sandi bank, 3 digits */
                                    code: string;
                                    name: string;
                                }[];
                                all: {
                                    /** @description Sandi bank, 3 digits */
                                    code: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/enumerations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Genders, collateral, certificate and document types, mutation types, risk ratings, … */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                [key: string]: {
                                    code: string;
                                    label: {
                                        id: string;
                                        en: string;
                                    };
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psychometry/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The FATCA (11 yes/no) and risk-profile (6 × 4 options) questions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                fatca: {
                                    id: string;
                                    en: string;
                                }[];
                                risk: {
                                    question: {
                                        id: string;
                                        en: string;
                                    };
                                    options: {
                                        id: string;
                                        en: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/psychometry-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The personal user's survey */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Submitted: the answers can no longer change */
                                locked: boolean;
                                fatca: (boolean | null)[];
                                risk: (number | null)[];
                                score: number | null;
                                rating: ("LOW" | "LOW_TO_MEDIUM" | "MEDIUM" | "MEDIUM_TO_HIGH" | "HIGH") | null;
                                ratingLabel: {
                                    id: string;
                                    en: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Submit the personal user's survey once; it is locked afterwards (409 SURVEY_LOCKED) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 11 FATCA answers, in order */
                        fatca: boolean[];
                        /** @description The chosen option (0-based) of each of the 6 risk questions */
                        risk: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Submitted: the answers can no longer change */
                                locked: boolean;
                                fatca: (boolean | null)[];
                                risk: (number | null)[];
                                score: number | null;
                                rating: ("LOW" | "LOW_TO_MEDIUM" | "MEDIUM" | "MEDIUM_TO_HIGH" | "HIGH") | null;
                                ratingLabel: {
                                    id: string;
                                    en: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/psychometry-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company user's survey */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Submitted: the answers can no longer change */
                                locked: boolean;
                                fatca: (boolean | null)[];
                                risk: (number | null)[];
                                score: number | null;
                                rating: ("LOW" | "LOW_TO_MEDIUM" | "MEDIUM" | "MEDIUM_TO_HIGH" | "HIGH") | null;
                                ratingLabel: {
                                    id: string;
                                    en: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Submit the company user's survey once; it is locked afterwards (409 SURVEY_LOCKED) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 11 FATCA answers, in order */
                        fatca: boolean[];
                        /** @description The chosen option (0-based) of each of the 6 risk questions */
                        risk: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Submitted: the answers can no longer change */
                                locked: boolean;
                                fatca: (boolean | null)[];
                                risk: (number | null)[];
                                score: number | null;
                                rating: ("LOW" | "LOW_TO_MEDIUM" | "MEDIUM" | "MEDIUM_TO_HIGH" | "HIGH") | null;
                                ratingLabel: {
                                    id: string;
                                    en: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in lender's wallet and the state of its request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a virtual account (VA) or an RDL at the partner bank; 409 while one is open */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "VA" | "RDL";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Try the failed bank step again (at most 3 requests to the bank in all) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/lenders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every lender with their wallet, those awaiting approval first (staff) */
        get: {
            parameters: {
                query?: {
                    state?: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    lenderId: string;
                                    lenderName: string;
                                    lenderEmail: string;
                                    /** @enum {string} */
                                    lenderType: "personal" | "company";
                                    /**
                                     * @description The lender-account machine state
                                     * @enum {string}
                                     */
                                    state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    stateLabel: {
                                        id: string;
                                        en: string;
                                    };
                                    kind: ("VA" | "RDL") | null;
                                    /** @description The partner bank: 009 */
                                    bankCode: string;
                                    /** @description VA or RDL account number: only once approved */
                                    accountNumber: string | null;
                                    /** @description The RDL's CIF number at the bank: only once approved */
                                    cifNumber: string | null;
                                    /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                    pendingAccountNumber: string | null;
                                    /** @description Staff only: the CIF to check */
                                    pendingCifNumber: string | null;
                                    refusal: {
                                        /** @enum {string} */
                                        code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                    /** @description The failed step at the bank, while the request waits for a retry */
                                    bankFailure: {
                                        /** @enum {string} */
                                        step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                        responseCode: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                    /** @description Last change; null before any request */
                                    updatedAt: string | null;
                                    /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                    lifecycle: {
                                        /** @enum {string} */
                                        value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                        context: {
                                            lenderId: string;
                                            /** @enum {string} */
                                            lenderType: "personal" | "company";
                                            kind: ("VA" | "RDL") | null;
                                            accountNumber: string | null;
                                            cifNumber: string | null;
                                            failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                            bankResponseCode: string | null;
                                            bankAttempts: number;
                                            refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                        };
                                    };
                                    /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                    availableActions: {
                                        /** @enum {string} */
                                        action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                        allowed: boolean;
                                        reason: {
                                            code: string;
                                            text: {
                                                id: string;
                                                en: string;
                                            };
                                        } | null;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/lenders/{lenderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One lender's wallet, with the numbers to check (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lenderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/lenders/{lenderId}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a VA or RDL on a lender's behalf (a company's RDL only this way) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lenderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "VA" | "RDL";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/lenders/{lenderId}/corporate-rdl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Customer care records a company lender's RDL opened at the bank: account number and CIF */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lenderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountNumber: string;
                        cifNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/lenders/{lenderId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Try the failed bank step again for a lender */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lenderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/lenders/{lenderId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve the wallet: its account number and CIF become visible to the lender */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lenderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/lenders/{lenderId}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Refuse the request with a reason the lender sees; a new request may follow */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    lenderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                lenderId: string;
                                lenderName: string;
                                lenderEmail: string;
                                /** @enum {string} */
                                lenderType: "personal" | "company";
                                /**
                                 * @description The lender-account machine state
                                 * @enum {string}
                                 */
                                state: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                stateLabel: {
                                    id: string;
                                    en: string;
                                };
                                kind: ("VA" | "RDL") | null;
                                /** @description The partner bank: 009 */
                                bankCode: string;
                                /** @description VA or RDL account number: only once approved */
                                accountNumber: string | null;
                                /** @description The RDL's CIF number at the bank: only once approved */
                                cifNumber: string | null;
                                /** @description Staff only: the number the bank returned (or customer care typed), to check */
                                pendingAccountNumber: string | null;
                                /** @description Staff only: the CIF to check */
                                pendingCifNumber: string | null;
                                refusal: {
                                    /** @enum {string} */
                                    code: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description The failed step at the bank, while the request waits for a retry */
                                bankFailure: {
                                    /** @enum {string} */
                                    step: "VA" | "KYC" | "CIF" | "ACCOUNT";
                                    responseCode: string;
                                    text: {
                                        id: string;
                                        en: string;
                                    };
                                } | null;
                                /** @description Last change; null before any request */
                                updatedAt: string | null;
                                /** @description The machine state the available actions are computed from (numbers blanked for the lender until approval) */
                                lifecycle: {
                                    /** @enum {string} */
                                    value: "registered" | "activated" | "vaRequested" | "kycSubmitted" | "kycPassed" | "cifCreated" | "bankFailed" | "awaitingApproval" | "approved" | "refused";
                                    context: {
                                        lenderId: string;
                                        /** @enum {string} */
                                        lenderType: "personal" | "company";
                                        kind: ("VA" | "RDL") | null;
                                        accountNumber: string | null;
                                        cifNumber: string | null;
                                        failedStep: ("VA" | "KYC" | "CIF" | "ACCOUNT") | null;
                                        bankResponseCode: string | null;
                                        bankAttempts: number;
                                        refusal: ("DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED") | null;
                                    };
                                };
                                /** @description What the caller may do to the wallet now, with the reason when not (the machine) */
                                availableActions: {
                                    /** @enum {string} */
                                    action: "requestVa" | "requestRdl" | "recordCorporateRdl" | "retry" | "approve" | "refuse";
                                    allowed: boolean;
                                    reason: {
                                        code: string;
                                        text: {
                                            id: string;
                                            en: string;
                                        };
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/loan/{id}/path": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The loan's path through the lifecycle: its stage changes, oldest first (staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    /** @description The lifecycle event, e.g. bail.approve */
                                    event: string;
                                    fromStage: string | null;
                                    toStage: string;
                                    actorRole: string;
                                    actorName: string | null;
                                    reason: string | null;
                                    /** @description ISO 8601 */
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every section of the personal profile with its status, and what is missing before applying */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                kind: "personal" | "company";
                                sections: {
                                    /** @enum {string} */
                                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                    /**
                                     * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                     * @enum {string}
                                     */
                                    status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                    /** @description The staff's reason for a rejection */
                                    reason: string | null;
                                    /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                    data: {
                                        [key: string]: unknown;
                                    } | null;
                                    submittedAt: string | null;
                                    decidedAt: string | null;
                                }[];
                                agreementRequestedAt: string | null;
                                signingRequestedAt: string | null;
                                /** @description The latest bank-data change request */
                                bankChange: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REFUSED";
                                    /** @description The requested bank data */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The staff's reason for a refusal */
                                    reason: string | null;
                                    requestedAt: string;
                                    decidedAt: string | null;
                                } | null;
                                /** @description What must still be sent to staff (or the survey) before applying for a loan */
                                missing: string[];
                                /** @description A borrower with complete data and a submitted survey */
                                mayApply: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /**
         * Save the personal data (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Full name as on the ID card (KTP): 6 to 50 characters */
                        fullname: string;
                        /** @description Mother's maiden name: 6 to 50 characters */
                        mothername: string;
                        /** @enum {string} */
                        gender: "MALE" | "FEMALE";
                        /** @description Required text */
                        birthplace: string;
                        /** @description A date written DD-MM-YYYY */
                        birthdate: string;
                        /** @description NIK (KTP number): exactly 16 digits */
                        ktpnumber: string & (unknown & unknown);
                        /** @description ID card expiry, DD-MM-YYYY */
                        ktpexpirydate: string;
                        /** @description The city that issued the ID card */
                        ktpcity: string;
                        /** @description NPWP (tax number): 15 digits (old format) or 16 digits (NIK-based, since 2024) */
                        npwpnumber?: string & (unknown & unknown);
                        /** @enum {string} */
                        religion: "ISLAM" | "PROTESTAN" | "KATOLIK" | "HINDU" | "BUDDHA" | "KONGHUCU" | "KEPERCAYAAN";
                        /** @enum {string} */
                        maritalstatus: "BELUM_KAWIN" | "KAWIN" | "CERAI_HIDUP" | "CERAI_MATI";
                        /** @enum {string} */
                        education: "SD" | "SMP" | "SMA" | "D3" | "S1" | "S2" | "S3";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /**
         * Save the personal data (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Full name as on the ID card (KTP): 6 to 50 characters */
                        fullname: string;
                        /** @description Mother's maiden name: 6 to 50 characters */
                        mothername: string;
                        /** @enum {string} */
                        gender: "MALE" | "FEMALE";
                        /** @description Required text */
                        birthplace: string;
                        /** @description A date written DD-MM-YYYY */
                        birthdate: string;
                        /** @description NIK (KTP number): exactly 16 digits */
                        ktpnumber: string & (unknown & unknown);
                        /** @description ID card expiry, DD-MM-YYYY */
                        ktpexpirydate: string;
                        /** @description The city that issued the ID card */
                        ktpcity: string;
                        /** @description NPWP (tax number): 15 digits (old format) or 16 digits (NIK-based, since 2024) */
                        npwpnumber?: string & (unknown & unknown);
                        /** @enum {string} */
                        religion: "ISLAM" | "PROTESTAN" | "KATOLIK" | "HINDU" | "BUDDHA" | "KONGHUCU" | "KEPERCAYAAN";
                        /** @enum {string} */
                        maritalstatus: "BELUM_KAWIN" | "KAWIN" | "CERAI_HIDUP" | "CERAI_MATI";
                        /** @enum {string} */
                        education: "SD" | "SMP" | "SMA" | "D3" | "S1" | "S2" | "S3";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/agreement/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Agree and send every saved section to staff for validation
         * @description 409 PROFILE_INCOMPLETE (fields name the missing sections) until every required section is saved; 409 RELATION_MISSING: complete spouse or family-reference data first.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                kind: "personal" | "company";
                                sections: {
                                    /** @enum {string} */
                                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                    /**
                                     * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                     * @enum {string}
                                     */
                                    status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                    /** @description The staff's reason for a rejection */
                                    reason: string | null;
                                    /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                    data: {
                                        [key: string]: unknown;
                                    } | null;
                                    submittedAt: string | null;
                                    decidedAt: string | null;
                                }[];
                                agreementRequestedAt: string | null;
                                signingRequestedAt: string | null;
                                /** @description The latest bank-data change request */
                                bankChange: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REFUSED";
                                    /** @description The requested bank data */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The staff's reason for a refusal */
                                    reason: string | null;
                                    requestedAt: string;
                                    decidedAt: string | null;
                                } | null;
                                /** @description What must still be sent to staff (or the survey) before applying for a loan */
                                missing: string[];
                                /** @description A borrower with complete data and a submitted survey */
                                mayApply: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/agreement/request-teken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ask to sign the agreement (after the agreement request and a signature) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                kind: "personal" | "company";
                                sections: {
                                    /** @enum {string} */
                                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                    /**
                                     * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                     * @enum {string}
                                     */
                                    status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                    /** @description The staff's reason for a rejection */
                                    reason: string | null;
                                    /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                    data: {
                                        [key: string]: unknown;
                                    } | null;
                                    submittedAt: string | null;
                                    decidedAt: string | null;
                                }[];
                                agreementRequestedAt: string | null;
                                signingRequestedAt: string | null;
                                /** @description The latest bank-data change request */
                                bankChange: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REFUSED";
                                    /** @description The requested bank data */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The staff's reason for a refusal */
                                    reason: string | null;
                                    requestedAt: string;
                                    decidedAt: string | null;
                                } | null;
                                /** @description What must still be sent to staff (or the survey) before applying for a loan */
                                missing: string[];
                                /** @description A borrower with complete data and a submitted survey */
                                mayApply: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents, with its status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /**
         * Save the documents (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ID card (KTP) image or PDF, uploaded first */
                        ktpfile: string & (unknown & unknown);
                        npwpfile?: string;
                        selfiefile?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /**
         * Save the documents (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ID card (KTP) image or PDF, uploaded first */
                        ktpfile: string & (unknown & unknown);
                        npwpfile?: string;
                        selfiefile?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/document/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the signature (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Specimen signature image */
                        signaturefile: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank data, with its status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Save the bank data (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Bank code of /api/reference/banks */
                        bankcode: string & (unknown & unknown);
                        /** @description 3 to 30 characters; must match the name on the ID card (or the company name) */
                        accountname: string;
                        /** @description Account number: 3-20 digits */
                        accountnumber: string & (unknown & unknown);
                        /** @description Required text */
                        branch: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/bank/user-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change validated bank data; staff approve the change
         * @description The old data stays in force until staff approve. 409 BANK_NOT_VALIDATED before the bank data is validated (save it with POST bank), 409 BANK_CHANGE_PENDING when a request already waits. The account name must match the name on the ID card.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Bank code of /api/reference/banks */
                        bankcode: string & (unknown & unknown);
                        /** @description 3 to 30 characters; must match the name on the ID card (or the company name) */
                        accountname: string;
                        /** @description Account number: 3-20 digits */
                        accountnumber: string & (unknown & unknown);
                        /** @description Required text */
                        branch: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REFUSED";
                                /** @description The requested bank data */
                                data: {
                                    [key: string]: unknown;
                                };
                                /** @description The staff's reason for a refusal */
                                reason: string | null;
                                requestedAt: string;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/bank/request-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Amend the waiting bank-data change request */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Bank code of /api/reference/banks */
                        bankcode: string & (unknown & unknown);
                        /** @description 3 to 30 characters; must match the name on the ID card (or the company name) */
                        accountname: string;
                        /** @description Account number: 3-20 digits */
                        accountnumber: string & (unknown & unknown);
                        /** @description Required text */
                        branch: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REFUSED";
                                /** @description The requested bank data */
                                data: {
                                    [key: string]: unknown;
                                };
                                /** @description The staff's reason for a refusal */
                                reason: string | null;
                                requestedAt: string;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every section of the company profile with its status, and what is missing before applying */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                kind: "personal" | "company";
                                sections: {
                                    /** @enum {string} */
                                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                    /**
                                     * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                     * @enum {string}
                                     */
                                    status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                    /** @description The staff's reason for a rejection */
                                    reason: string | null;
                                    /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                    data: {
                                        [key: string]: unknown;
                                    } | null;
                                    submittedAt: string | null;
                                    decidedAt: string | null;
                                }[];
                                agreementRequestedAt: string | null;
                                signingRequestedAt: string | null;
                                /** @description The latest bank-data change request */
                                bankChange: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REFUSED";
                                    /** @description The requested bank data */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The staff's reason for a refusal */
                                    reason: string | null;
                                    requestedAt: string;
                                    decidedAt: string | null;
                                } | null;
                                /** @description What must still be sent to staff (or the survey) before applying for a loan */
                                missing: string[];
                                /** @description A borrower with complete data and a submitted survey */
                                mayApply: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /**
         * Save the company data (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required text */
                        companyname: string;
                        /** @enum {string} */
                        companytype: "PT" | "CV" | "FIRMA" | "KOPERASI" | "YAYASAN" | "PERORANGAN";
                        /** @description Required text */
                        description: string;
                        /** @description NIB (business number, OSS): 13 digits */
                        nib: string & (unknown & unknown);
                        /** @description Deed of establishment number */
                        deednumber: string;
                        /** @description Latest amendment deed number, if any */
                        deedchangenumber?: string;
                        /** @description Business licence number */
                        licensenumber: string;
                        /** @description NPWP (tax number): 15 digits (old format) or 16 digits (NIK-based, since 2024) */
                        npwpnumber: string & (unknown & unknown);
                        /** @description Representative's name as on the ID card */
                        representativename: string;
                        /** @description NIK (KTP number): exactly 16 digits */
                        representativektp: string & (unknown & unknown);
                        /** @description Required text */
                        representativeposition: string;
                        /** @description Phone: 8 to 15 digits, optional leading + */
                        representativephone: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /**
         * Save the company data (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required text */
                        companyname: string;
                        /** @enum {string} */
                        companytype: "PT" | "CV" | "FIRMA" | "KOPERASI" | "YAYASAN" | "PERORANGAN";
                        /** @description Required text */
                        description: string;
                        /** @description NIB (business number, OSS): 13 digits */
                        nib: string & (unknown & unknown);
                        /** @description Deed of establishment number */
                        deednumber: string;
                        /** @description Latest amendment deed number, if any */
                        deedchangenumber?: string;
                        /** @description Business licence number */
                        licensenumber: string;
                        /** @description NPWP (tax number): 15 digits (old format) or 16 digits (NIK-based, since 2024) */
                        npwpnumber: string & (unknown & unknown);
                        /** @description Representative's name as on the ID card */
                        representativename: string;
                        /** @description NIK (KTP number): exactly 16 digits */
                        representativektp: string & (unknown & unknown);
                        /** @description Required text */
                        representativeposition: string;
                        /** @description Phone: 8 to 15 digits, optional leading + */
                        representativephone: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/agreement/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Agree and send every saved section to staff for validation
         * @description 409 PROFILE_INCOMPLETE (fields name the missing sections) until every required section is saved; 409 RELATION_MISSING: complete spouse or family-reference data first.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                kind: "personal" | "company";
                                sections: {
                                    /** @enum {string} */
                                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                    /**
                                     * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                     * @enum {string}
                                     */
                                    status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                    /** @description The staff's reason for a rejection */
                                    reason: string | null;
                                    /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                    data: {
                                        [key: string]: unknown;
                                    } | null;
                                    submittedAt: string | null;
                                    decidedAt: string | null;
                                }[];
                                agreementRequestedAt: string | null;
                                signingRequestedAt: string | null;
                                /** @description The latest bank-data change request */
                                bankChange: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REFUSED";
                                    /** @description The requested bank data */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The staff's reason for a refusal */
                                    reason: string | null;
                                    requestedAt: string;
                                    decidedAt: string | null;
                                } | null;
                                /** @description What must still be sent to staff (or the survey) before applying for a loan */
                                missing: string[];
                                /** @description A borrower with complete data and a submitted survey */
                                mayApply: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/agreement/request-teken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ask to sign the agreement (after the agreement request and a signature) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                kind: "personal" | "company";
                                sections: {
                                    /** @enum {string} */
                                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                    /**
                                     * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                     * @enum {string}
                                     */
                                    status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                    /** @description The staff's reason for a rejection */
                                    reason: string | null;
                                    /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                    data: {
                                        [key: string]: unknown;
                                    } | null;
                                    submittedAt: string | null;
                                    decidedAt: string | null;
                                }[];
                                agreementRequestedAt: string | null;
                                signingRequestedAt: string | null;
                                /** @description The latest bank-data change request */
                                bankChange: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REFUSED";
                                    /** @description The requested bank data */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The staff's reason for a refusal */
                                    reason: string | null;
                                    requestedAt: string;
                                    decidedAt: string | null;
                                } | null;
                                /** @description What must still be sent to staff (or the survey) before applying for a loan */
                                missing: string[];
                                /** @description A borrower with complete data and a submitted survey */
                                mayApply: boolean;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents, with its status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /**
         * Save the documents (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A path returned by POST /file/upload, of a file you uploaded */
                        nibfile: string & (unknown & unknown);
                        /** @description A path returned by POST /file/upload, of a file you uploaded */
                        deedfile: string & (unknown & unknown);
                        /** @description A path returned by POST /file/upload, of a file you uploaded */
                        npwpfile: string & (unknown & unknown);
                        /** @description A path returned by POST /file/upload, of a file you uploaded */
                        representativektpfile: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /**
         * Save the documents (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A path returned by POST /file/upload, of a file you uploaded */
                        nibfile: string & (unknown & unknown);
                        /** @description A path returned by POST /file/upload, of a file you uploaded */
                        deedfile: string & (unknown & unknown);
                        /** @description A path returned by POST /file/upload, of a file you uploaded */
                        npwpfile: string & (unknown & unknown);
                        /** @description A path returned by POST /file/upload, of a file you uploaded */
                        representativektpfile: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/document/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the signature (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Specimen signature image */
                        signaturefile: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank data, with its status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Save the bank data (POST and PUT alike)
         * @description Refused with 409 UNDER_REVIEW while staff check it; saving validated or rejected data again needs another agreement request.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Bank code of /api/reference/banks */
                        bankcode: string & (unknown & unknown);
                        /** @description 3 to 30 characters; must match the name on the ID card (or the company name) */
                        accountname: string;
                        /** @description Account number: 3-20 digits */
                        accountnumber: string & (unknown & unknown);
                        /** @description Required text */
                        branch: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/bank/user-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change validated bank data; staff approve the change
         * @description The old data stays in force until staff approve. 409 BANK_NOT_VALIDATED before the bank data is validated (save it with POST bank), 409 BANK_CHANGE_PENDING when a request already waits. The account name must match the name on the ID card.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Bank code of /api/reference/banks */
                        bankcode: string & (unknown & unknown);
                        /** @description 3 to 30 characters; must match the name on the ID card (or the company name) */
                        accountname: string;
                        /** @description Account number: 3-20 digits */
                        accountnumber: string & (unknown & unknown);
                        /** @description Required text */
                        branch: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REFUSED";
                                /** @description The requested bank data */
                                data: {
                                    [key: string]: unknown;
                                };
                                /** @description The staff's reason for a refusal */
                                reason: string | null;
                                requestedAt: string;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/bank/request-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Amend the waiting bank-data change request */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Bank code of /api/reference/banks */
                        bankcode: string & (unknown & unknown);
                        /** @description 3 to 30 characters; must match the name on the ID card (or the company name) */
                        accountname: string;
                        /** @description Account number: 3-20 digits */
                        accountnumber: string & (unknown & unknown);
                        /** @description Required text */
                        branch: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REFUSED";
                                /** @description The requested bank data */
                                data: {
                                    [key: string]: unknown;
                                };
                                /** @description The staff's reason for a refusal */
                                reason: string | null;
                                requestedAt: string;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/address/ktp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the ID card (KTP) address (POST and PUT alike) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Street, number, RT/RW */
                        address: string;
                        /** @description Province code (idn-area-data, /api/reference) */
                        province: string & (unknown & unknown);
                        /** @description Regency or city code (idn-area-data, /api/reference) */
                        city: string & (unknown & unknown);
                        /** @description District (kecamatan) code (idn-area-data, /api/reference) */
                        district: string & (unknown & unknown);
                        /** @description Village (kelurahan/desa) code (idn-area-data, /api/reference) */
                        village: string & (unknown & unknown);
                        /** @description Postal code: 5 digits */
                        postalcode: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the ID card (KTP) address (POST and PUT alike) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Street, number, RT/RW */
                        address: string;
                        /** @description Province code (idn-area-data, /api/reference) */
                        province: string & (unknown & unknown);
                        /** @description Regency or city code (idn-area-data, /api/reference) */
                        city: string & (unknown & unknown);
                        /** @description District (kecamatan) code (idn-area-data, /api/reference) */
                        district: string & (unknown & unknown);
                        /** @description Village (kelurahan/desa) code (idn-area-data, /api/reference) */
                        village: string & (unknown & unknown);
                        /** @description Postal code: 5 digits */
                        postalcode: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/address/mailing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the mailing address (POST and PUT alike) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Street, number, RT/RW */
                        address: string;
                        /** @description Province code (idn-area-data, /api/reference) */
                        province: string & (unknown & unknown);
                        /** @description Regency or city code (idn-area-data, /api/reference) */
                        city: string & (unknown & unknown);
                        /** @description District (kecamatan) code (idn-area-data, /api/reference) */
                        district: string & (unknown & unknown);
                        /** @description Village (kelurahan/desa) code (idn-area-data, /api/reference) */
                        village: string & (unknown & unknown);
                        /** @description Postal code: 5 digits */
                        postalcode: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the mailing address (POST and PUT alike) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Street, number, RT/RW */
                        address: string;
                        /** @description Province code (idn-area-data, /api/reference) */
                        province: string & (unknown & unknown);
                        /** @description Regency or city code (idn-area-data, /api/reference) */
                        city: string & (unknown & unknown);
                        /** @description District (kecamatan) code (idn-area-data, /api/reference) */
                        district: string & (unknown & unknown);
                        /** @description Village (kelurahan/desa) code (idn-area-data, /api/reference) */
                        village: string & (unknown & unknown);
                        /** @description Postal code: 5 digits */
                        postalcode: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/spouse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The spouse data */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the spouse data (POST and PUT alike) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 6 to 50 characters */
                        fullname: string;
                        /** @description NIK (KTP number): exactly 16 digits */
                        ktpnumber: string & (unknown & unknown);
                        /** @description Phone: 8 to 15 digits, optional leading + */
                        phone: string & (unknown & unknown);
                        /** @enum {string} */
                        job: "PRIVATE_EMPLOYEE" | "CIVIL_SERVANT" | "MILITARY_POLICE" | "STATE_ENTERPRISE" | "ENTREPRENEUR" | "PROFESSIONAL" | "STUDENT" | "HOMEMAKER" | "RETIRED" | "OTHER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the spouse data (POST and PUT alike) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 6 to 50 characters */
                        fullname: string;
                        /** @description NIK (KTP number): exactly 16 digits */
                        ktpnumber: string & (unknown & unknown);
                        /** @description Phone: 8 to 15 digits, optional leading + */
                        phone: string & (unknown & unknown);
                        /** @enum {string} */
                        job: "PRIVATE_EMPLOYEE" | "CIVIL_SERVANT" | "MILITARY_POLICE" | "STATE_ENTERPRISE" | "ENTREPRENEUR" | "PROFESSIONAL" | "STUDENT" | "HOMEMAKER" | "RETIRED" | "OTHER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/family-reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The non-household family reference */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the non-household family reference (POST and PUT alike) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 6 to 50 characters */
                        fullname: string;
                        /** @enum {string} */
                        relationship: "PARENT" | "SIBLING" | "CHILD" | "RELATIVE" | "FRIEND" | "OTHER";
                        /** @description Phone: 8 to 15 digits, optional leading + */
                        phone: string & (unknown & unknown);
                        /** @description Required text */
                        address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the non-household family reference (POST and PUT alike) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 6 to 50 characters */
                        fullname: string;
                        /** @enum {string} */
                        relationship: "PARENT" | "SIBLING" | "CHILD" | "RELATIVE" | "FRIEND" | "OTHER";
                        /** @description Phone: 8 to 15 digits, optional leading + */
                        phone: string & (unknown & unknown);
                        /** @description Required text */
                        address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job data */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the job data (POST and PUT alike) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        job: "PRIVATE_EMPLOYEE" | "CIVIL_SERVANT" | "MILITARY_POLICE" | "STATE_ENTERPRISE" | "ENTREPRENEUR" | "PROFESSIONAL" | "STUDENT" | "HOMEMAKER" | "RETIRED" | "OTHER";
                        /** @description Required text */
                        position: string;
                        division?: string;
                        experienceyears: number;
                        /**
                         * @description Yearly income range (spec §9)
                         * @enum {string}
                         */
                        income: "LT_100M" | "100M_1B" | "1B_10B" | "10B_50B" | "50B_100B" | "100B_1T" | "GT_1T";
                        /** @enum {string} */
                        fundsource: "SALARY" | "BUSINESS" | "INVESTMENT" | "SAVINGS" | "INHERITANCE" | "GIFT" | "OTHER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the job data (POST and PUT alike) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        job: "PRIVATE_EMPLOYEE" | "CIVIL_SERVANT" | "MILITARY_POLICE" | "STATE_ENTERPRISE" | "ENTREPRENEUR" | "PROFESSIONAL" | "STUDENT" | "HOMEMAKER" | "RETIRED" | "OTHER";
                        /** @description Required text */
                        position: string;
                        division?: string;
                        experienceyears: number;
                        /**
                         * @description Yearly income range (spec §9)
                         * @enum {string}
                         */
                        income: "LT_100M" | "100M_1B" | "1B_10B" | "10B_50B" | "50B_100B" | "100B_1T" | "GT_1T";
                        /** @enum {string} */
                        fundsource: "SALARY" | "BUSINESS" | "INVESTMENT" | "SAVINGS" | "INHERITANCE" | "GIFT" | "OTHER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company address */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the company address (POST and PUT alike) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Street, number, RT/RW */
                        address: string;
                        /** @description Province code (idn-area-data, /api/reference) */
                        province: string & (unknown & unknown);
                        /** @description Regency or city code (idn-area-data, /api/reference) */
                        city: string & (unknown & unknown);
                        /** @description District (kecamatan) code (idn-area-data, /api/reference) */
                        district: string & (unknown & unknown);
                        /** @description Village (kelurahan/desa) code (idn-area-data, /api/reference) */
                        village: string & (unknown & unknown);
                        /** @description Postal code: 5 digits */
                        postalcode: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        /** Save the company address (POST and PUT alike) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Street, number, RT/RW */
                        address: string;
                        /** @description Province code (idn-area-data, /api/reference) */
                        province: string & (unknown & unknown);
                        /** @description Regency or city code (idn-area-data, /api/reference) */
                        city: string & (unknown & unknown);
                        /** @description District (kecamatan) code (idn-area-data, /api/reference) */
                        district: string & (unknown & unknown);
                        /** @description Village (kelurahan/desa) code (idn-area-data, /api/reference) */
                        village: string & (unknown & unknown);
                        /** @description Postal code: 5 digits */
                        postalcode: string & (unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personal/address/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An address by type: ktp or mailing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    type: "ktp" | "mailing";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/validations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Submitted personal and company data and documents, and waiting bank changes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                sections: {
                                    userId: string;
                                    email: string;
                                    fullName: string;
                                    /** @enum {string} */
                                    kind: "personal" | "company";
                                    role: string;
                                    /** @enum {string} */
                                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                    data: {
                                        [key: string]: unknown;
                                    };
                                    submittedAt: string;
                                }[];
                                bankChanges: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "PENDING" | "APPROVED" | "REFUSED";
                                    /** @description The requested bank data */
                                    data: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The staff's reason for a refusal */
                                    reason: string | null;
                                    requestedAt: string;
                                    decidedAt: string | null;
                                    userId: string;
                                    email: string;
                                    fullName: string;
                                    current: {
                                        [key: string]: unknown;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/validations/{userId}/{section}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Validate a submitted section */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/validations/{userId}/{section}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reject a submitted section with a reason the user sees */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                    section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                section: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                /**
                                 * @description EMPTY: nothing saved; FILLED: saved, not sent to staff; SUBMITTED: waiting for staff (sent with the agreement request); VALIDATED; REJECTED: see reason
                                 * @enum {string}
                                 */
                                status: "EMPTY" | "FILLED" | "SUBMITTED" | "VALIDATED" | "REJECTED";
                                /** @description The staff's reason for a rejection */
                                reason: string | null;
                                /** @description The fields as saved (dates DD-MM-YYYY); null while EMPTY */
                                data: {
                                    [key: string]: unknown;
                                } | null;
                                submittedAt: string | null;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-changes/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a bank-data change: the new data replaces the old */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REFUSED";
                                /** @description The requested bank data */
                                data: {
                                    [key: string]: unknown;
                                };
                                /** @description The staff's reason for a refusal */
                                reason: string | null;
                                requestedAt: string;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-changes/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Refuse a bank-data change with a reason the user sees */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REFUSED";
                                /** @description The requested bank data */
                                data: {
                                    [key: string]: unknown;
                                };
                                /** @description The staff's reason for a refusal */
                                reason: string | null;
                                requestedAt: string;
                                decidedAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
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
        /** The caller's notifications, newest first, in keyset pages */
        get: {
            parameters: {
                query?: {
                    /** @description The `next` of the previous page */
                    after?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                data: {
                                    id: number;
                                    /** @enum {string} */
                                    kind: "SECTION_VALIDATED" | "SECTION_REJECTED" | "LOAN_SUBMITTED" | "BAIL_APPROVED" | "LOAN_REJECTED" | "LOAN_CANCELLED" | "OFFER_READY" | "OFFER_ACCEPTED" | "WALLET_APPROVED" | "WALLET_REFUSED" | "BANK_CHANGE_APPROVED" | "BANK_CHANGE_REFUSED";
                                    /** @description What the text of the kind needs */
                                    params: {
                                        /** @description The loan it concerns */
                                        loanId?: number;
                                        productName?: string;
                                        /**
                                         * @description The profile section it concerns
                                         * @enum {string}
                                         */
                                        section?: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                        /** @description The reason staff wrote */
                                        reason?: string;
                                        /** @enum {string} */
                                        walletKind?: "VA" | "RDL";
                                        /**
                                         * @description The wallet refusal's code
                                         * @enum {string}
                                         */
                                        refusal?: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                    };
                                    createdAt: string;
                                    readAt: string | null;
                                }[];
                                /** @description Pass as `after` for the following page; null: none */
                                next: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
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
        /** How many of the caller's notifications are unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                unread: number;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
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
        /** Mark every one of the caller's notifications read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                marked: number;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one of the caller’s notifications read (another’s: 404) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "SECTION_VALIDATED" | "SECTION_REJECTED" | "LOAN_SUBMITTED" | "BAIL_APPROVED" | "LOAN_REJECTED" | "LOAN_CANCELLED" | "OFFER_READY" | "OFFER_ACCEPTED" | "WALLET_APPROVED" | "WALLET_REFUSED" | "BANK_CHANGE_APPROVED" | "BANK_CHANGE_REFUSED";
                                /** @description What the text of the kind needs */
                                params: {
                                    /** @description The loan it concerns */
                                    loanId?: number;
                                    productName?: string;
                                    /**
                                     * @description The profile section it concerns
                                     * @enum {string}
                                     */
                                    section?: "personal" | "addressKtp" | "addressMailing" | "jobs" | "spouse" | "familyReference" | "company" | "companyAddress" | "bank" | "document" | "signature";
                                    /** @description The reason staff wrote */
                                    reason?: string;
                                    /** @enum {string} */
                                    walletKind?: "VA" | "RDL";
                                    /**
                                     * @description The wallet refusal's code
                                     * @enum {string}
                                     */
                                    refusal?: "DATA_INCOMPLETE" | "DATA_MISMATCH" | "DUPLICATE_ACCOUNT" | "BANK_REGISTRATION_FAILED";
                                };
                                createdAt: string;
                                readAt: string | null;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The language of the caller's e-mails (the language they chose on screen) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        locale: "id" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                locale: "id" | "en";
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one file (multipart field `file`); its type is read from its content */
        post: {
            parameters: {
                query?: {
                    /** @description image: JPG/PNG only; document: also PDF */
                    kind?: "document" | "image";
                    /** @description 5,000,000 bytes, or 2,000,000 where the spec says 2 MB */
                    limit?: "5mb" | "2mb";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                path: string;
                                contentType: string;
                                size: number;
                            };
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
                /** @description An error: message for people, code for programs */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            reason?: string;
                            retryAfterSeconds?: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored file, for its owner and for staff */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
