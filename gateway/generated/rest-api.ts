// Generated from schema/openapi.json by `npm run gen:api-types`. Do not edit.
export interface paths {
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
        /** All loans, newest first, optionally of one stage (staff) */
        get: {
            parameters: {
                query?: {
                    /** @description A lifecycle stage; APPROVED_PRODUCT stands for APPROVED_{product} */
                    stage?: "DRAFT" | "REVIEW" | "APPROVAL_BAIL" | "APPROVAL_LOAN" | "APPROVAL_LOAN_DIR" | "APPROVED_PRODUCT" | "APPROVAL_BORROWER" | "APPROVED_BORROWER" | "REJECTED_BORROWER" | "PROCESS" | "FUNDING_COMPLETED" | "FUNDING_NOT_COMPLETED" | "DISBURSEMENT_READY" | "DISBURSEMENT_READY_BORROWER" | "DISBURSED" | "LOAN_PERIOD" | "REVIEW_PAID" | "PAID" | "CLOSED" | "CANCEL" | "REJECT_BAIL";
                    limit?: number;
                    after?: number;
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
                                }[];
                                total: number;
                                /** @description Pass as `after` for the next page */
                                next: number | null;
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
                        /** @description Rupiah as an exact decimal string */
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
                    id: number;
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
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productid: number;
                        /** @description Rupiah as an exact decimal string */
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        funappinterestpercentage: string;
                        timeperiod: number;
                        /** @description Rupiah as an exact decimal string */
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
        /** Save the borrower data (the personal or the company group must be valid). The owner edits in DRAFT and REJECT_BAIL; staff edit while reviewing (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR); otherwise 409 ILLEGAL_TRANSITION. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
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
                    id: number;
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
        /** Save the collateral: every bail field; file paths must be your uploads. The owner edits in DRAFT and REJECT_BAIL; staff edit while reviewing (REVIEW, APPROVAL_BAIL, APPROVAL_LOAN, APPROVAL_LOAN_DIR); otherwise 409 ILLEGAL_TRANSITION. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
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
                    id: number;
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
                    id: number;
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
                    id: number;
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
