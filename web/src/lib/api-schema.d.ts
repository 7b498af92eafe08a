/**
 * The API's paths, parameters, bodies and answers, generated from the server's OpenAPI document
 * (the contract's zod schemas, as /api/docs/json publishes them) by openapi-typescript.
 * Do not edit: `npm run api:schema` writes it, and the server suite fails when it is stale.
 * Calls go through web/src/lib/api-client.ts.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
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
                            /** @enum {string} */
                            status: "ok";
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
    "/api/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Process liveness only (no database) */
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
                            /** @enum {string} */
                            status: "ok";
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
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register */
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
                        first_name: string;
                        last_name: string;
                        middle_name?: string | null;
                        phone?: string | null;
                        invite_token?: string;
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
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                middle_name: string | null;
                                phone: string | null;
                                name_alias: string | null;
                                profile_picture: string | null;
                                /** @enum {string|null} */
                                gender: "MALE" | "FEMALE" | "IT" | null;
                                affiliations: {
                                    /** Format: uuid */
                                    id: string;
                                    affiliation_name: string;
                                    user_role_in_org: string | null;
                                }[];
                                created_at: string;
                                /** @enum {string} */
                                language: "ru" | "en";
                                /** @enum {string} */
                                theme: "system" | "light" | "dark";
                                /** @enum {string} */
                                instance_role: "owner" | "admin" | "user";
                                email_verified: boolean;
                                onboarding_completed: boolean;
                            };
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
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in; a user with two-factor sign-in gets a challenge for /api/auth/login/2fa instead */
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
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                middle_name: string | null;
                                phone: string | null;
                                name_alias: string | null;
                                profile_picture: string | null;
                                /** @enum {string|null} */
                                gender: "MALE" | "FEMALE" | "IT" | null;
                                affiliations: {
                                    /** Format: uuid */
                                    id: string;
                                    affiliation_name: string;
                                    user_role_in_org: string | null;
                                }[];
                                created_at: string;
                                /** @enum {string} */
                                language: "ru" | "en";
                                /** @enum {string} */
                                theme: "system" | "light" | "dark";
                                /** @enum {string} */
                                instance_role: "owner" | "admin" | "user";
                                email_verified: boolean;
                                onboarding_completed: boolean;
                            };
                        } | {
                            /** @enum {boolean} */
                            two_factor_required: true;
                            challenge: string;
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
    "/api/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in, second step: the code of the authenticator app or a recovery code */
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
                        challenge: string;
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
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                middle_name: string | null;
                                phone: string | null;
                                name_alias: string | null;
                                profile_picture: string | null;
                                /** @enum {string|null} */
                                gender: "MALE" | "FEMALE" | "IT" | null;
                                affiliations: {
                                    /** Format: uuid */
                                    id: string;
                                    affiliation_name: string;
                                    user_role_in_org: string | null;
                                }[];
                                created_at: string;
                                /** @enum {string} */
                                language: "ru" | "en";
                                /** @enum {string} */
                                theme: "system" | "light" | "dark";
                                /** @enum {string} */
                                instance_role: "owner" | "admin" | "user";
                                email_verified: boolean;
                                onboarding_completed: boolean;
                            };
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
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            middle_name: string | null;
                            phone: string | null;
                            name_alias: string | null;
                            profile_picture: string | null;
                            /** @enum {string|null} */
                            gender: "MALE" | "FEMALE" | "IT" | null;
                            affiliations: {
                                /** Format: uuid */
                                id: string;
                                affiliation_name: string;
                                user_role_in_org: string | null;
                            }[];
                            created_at: string;
                            /** @enum {string} */
                            language: "ru" | "en";
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            email_verified: boolean;
                            onboarding_completed: boolean;
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
    "/api/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find users by name, surname or email (2+ characters) */
        get: {
            parameters: {
                query: {
                    query: string;
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
                            users: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                surname: string;
                                email: string | null;
                                profile_picture: string | null;
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
    "/api/users/gender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the gender */
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
                        gender: "MALE" | "FEMALE" | "IT";
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            middle_name: string | null;
                            phone: string | null;
                            name_alias: string | null;
                            profile_picture: string | null;
                            /** @enum {string|null} */
                            gender: "MALE" | "FEMALE" | "IT" | null;
                            affiliations: {
                                /** Format: uuid */
                                id: string;
                                affiliation_name: string;
                                user_role_in_org: string | null;
                            }[];
                            created_at: string;
                            /** @enum {string} */
                            language: "ru" | "en";
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            email_verified: boolean;
                            onboarding_completed: boolean;
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
    "/api/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save work, education and privacy from the onboarding wizard */
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
                        work_place?: string | null;
                        work_role?: string | null;
                        university?: string | null;
                        /** @enum {string|null} */
                        university_role?: "STUDENT" | "TEACHER" | "EMPLOYEE" | "GRADUATE" | null;
                        school?: string | null;
                        /** @enum {string|null} */
                        school_role?: "PARENT" | "TEACHER" | "ADMINISTRATION" | null;
                        /**
                         * @default {
                         *       "work_visible_in_services": true,
                         *       "school_visible_in_events": true,
                         *       "location_sharing_enabled": false,
                         *       "profile_visible_to_public": true,
                         *       "family_visible_to_friends": true
                         *     }
                         */
                        privacy_settings?: {
                            /** @default true */
                            work_visible_in_services?: boolean;
                            /** @default true */
                            school_visible_in_events?: boolean;
                            /** @default false */
                            location_sharing_enabled?: boolean;
                            /** @default true */
                            profile_visible_to_public?: boolean;
                            /** @default true */
                            family_visible_to_friends?: boolean;
                        };
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
                            privacy_settings: {
                                /** @default true */
                                work_visible_in_services: boolean;
                                /** @default true */
                                school_visible_in_events: boolean;
                                /** @default false */
                                location_sharing_enabled: boolean;
                                /** @default true */
                                profile_visible_to_public: boolean;
                                /** @default true */
                                family_visible_to_friends: boolean;
                            };
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
    "/api/onboarding/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remember that the onboarding wizard was finished or skipped with nothing to save */
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
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My information (basic, address, marriage) */
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
                            first_name: string;
                            last_name: string;
                            middle_name: string | null;
                            name_alias: string | null;
                            phone: string | null;
                            email: string;
                            /** @enum {string|null} */
                            gender: "MALE" | "FEMALE" | "IT" | null;
                            date_of_birth: string | null;
                            address_street: string | null;
                            address_city: string | null;
                            address_state: string | null;
                            address_country: string | null;
                            address_postal_code: string | null;
                            /** @enum {string} */
                            marriage_status: "SINGLE" | "MARRIED" | "DIVORCED" | "WIDOWED";
                            marriage_status_chosen: boolean;
                            family_spouse_name: string | null;
                            spouse_name: string | null;
                            spouse_phone: string | null;
                            profile_completed: boolean;
                        };
                    };
                };
            };
        };
        /** Save the changed fields of basic, address or marriage */
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
                        first_name?: string;
                        last_name?: string;
                        middle_name?: string | null;
                        name_alias?: string | null;
                        phone?: string | null;
                        email?: string;
                        /** @enum {string|null} */
                        gender?: "MALE" | "FEMALE" | "IT" | null;
                        date_of_birth?: (string | null) | "";
                        address_street?: string | null;
                        address_city?: string | null;
                        address_state?: string | null;
                        address_country?: string | null;
                        address_postal_code?: string | null;
                        /** @enum {string} */
                        marriage_status?: "SINGLE" | "MARRIED" | "DIVORCED" | "WIDOWED";
                        spouse_name?: string | null;
                        spouse_phone?: string | null;
                        current_password?: string;
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
                            first_name: string;
                            last_name: string;
                            middle_name: string | null;
                            name_alias: string | null;
                            phone: string | null;
                            email: string;
                            /** @enum {string|null} */
                            gender: "MALE" | "FEMALE" | "IT" | null;
                            date_of_birth: string | null;
                            address_street: string | null;
                            address_city: string | null;
                            address_state: string | null;
                            address_country: string | null;
                            address_postal_code: string | null;
                            /** @enum {string} */
                            marriage_status: "SINGLE" | "MARRIED" | "DIVORCED" | "WIDOWED";
                            marriage_status_chosen: boolean;
                            family_spouse_name: string | null;
                            spouse_name: string | null;
                            spouse_phone: string | null;
                            profile_completed: boolean;
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
    "/api/users/profile/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Complete the profile (family wizard step 1) */
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
                        address_street: string;
                        address_city: string;
                        address_state?: string | null;
                        address_country: string;
                        address_postal_code?: string | null;
                        /** @enum {string} */
                        marriage_status: "SINGLE" | "MARRIED" | "DIVORCED" | "WIDOWED";
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
                            first_name: string;
                            last_name: string;
                            middle_name: string | null;
                            name_alias: string | null;
                            phone: string | null;
                            email: string;
                            /** @enum {string|null} */
                            gender: "MALE" | "FEMALE" | "IT" | null;
                            date_of_birth: string | null;
                            address_street: string | null;
                            address_city: string | null;
                            address_state: string | null;
                            address_country: string | null;
                            address_postal_code: string | null;
                            /** @enum {string} */
                            marriage_status: "SINGLE" | "MARRIED" | "DIVORCED" | "WIDOWED";
                            marriage_status_chosen: boolean;
                            family_spouse_name: string | null;
                            spouse_name: string | null;
                            spouse_phone: string | null;
                            profile_completed: boolean;
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
    "/api/users/profile-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Profile photo (data URL, image, 10 MB) */
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
                        profile_picture: string;
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            middle_name: string | null;
                            phone: string | null;
                            name_alias: string | null;
                            profile_picture: string | null;
                            /** @enum {string|null} */
                            gender: "MALE" | "FEMALE" | "IT" | null;
                            affiliations: {
                                /** Format: uuid */
                                id: string;
                                affiliation_name: string;
                                user_role_in_org: string | null;
                            }[];
                            created_at: string;
                            /** @enum {string} */
                            language: "ru" | "en";
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            email_verified: boolean;
                            onboarding_completed: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove the profile photo */
        delete: {
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            middle_name: string | null;
                            phone: string | null;
                            name_alias: string | null;
                            profile_picture: string | null;
                            /** @enum {string|null} */
                            gender: "MALE" | "FEMALE" | "IT" | null;
                            affiliations: {
                                /** Format: uuid */
                                id: string;
                                affiliation_name: string;
                                user_role_in_org: string | null;
                            }[];
                            created_at: string;
                            /** @enum {string} */
                            language: "ru" | "en";
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            email_verified: boolean;
                            onboarding_completed: boolean;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Interface language and theme, applied on every sign-in */
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
                        language?: "ru" | "en";
                        /** @enum {string} */
                        theme?: "system" | "light" | "dark";
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            middle_name: string | null;
                            phone: string | null;
                            name_alias: string | null;
                            profile_picture: string | null;
                            /** @enum {string|null} */
                            gender: "MALE" | "FEMALE" | "IT" | null;
                            affiliations: {
                                /** Format: uuid */
                                id: string;
                                affiliation_name: string;
                                user_role_in_org: string | null;
                            }[];
                            created_at: string;
                            /** @enum {string} */
                            language: "ru" | "en";
                            /** @enum {string} */
                            theme: "system" | "light" | "dark";
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            email_verified: boolean;
                            onboarding_completed: boolean;
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
    "/api/users/avatars/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile photo */
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
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password; older tokens stop working, a fresh one is answered */
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
                        current_password: string;
                        new_password: string;
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
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
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
    "/api/auth/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete my account and everything that is mine (current password, and a code with two-factor on) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        current_password: string;
                        code?: string;
                    };
                };
            };
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance’s name and registration mode (for the sign-in page; no token) */
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
                            instance_name: string;
                            /** @enum {string} */
                            registration_mode: "open" | "invite_only" | "closed";
                            require_email_verification: boolean;
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
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance’s settings */
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
                            instance_name: string;
                            /** @enum {string} */
                            registration_mode: "open" | "invite_only" | "closed";
                            require_email_verification: boolean;
                        };
                    };
                };
            };
        };
        /** Change the name, registration mode or email verification requirement */
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
                        instance_name?: string;
                        /** @enum {string} */
                        registration_mode?: "open" | "invite_only" | "closed";
                        require_email_verification?: boolean;
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
                            instance_name: string;
                            /** @enum {string} */
                            registration_mode: "open" | "invite_only" | "closed";
                            require_email_verification: boolean;
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
    "/api/admin/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invite links, newest first (next page: Link header) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
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
                            /** Format: uuid */
                            id: string;
                            url: string;
                            token: string;
                            created_at: string;
                            expires_at: string;
                            max_uses: number;
                            uses: number;
                            revoked_at: string | null;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** A registration invite link: so many uses, for so many days */
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
                        /** @default 1 */
                        max_uses?: number;
                        /** @default 7 */
                        expires_in_days?: number;
                        email?: string | "";
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
                            /** Format: uuid */
                            id: string;
                            url: string;
                            token: string;
                            created_at: string;
                            expires_at: string;
                            max_uses: number;
                            uses: number;
                            revoked_at: string | null;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
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
    "/api/admin/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an invite link */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, newest first, found by name or email (next page: Link header) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    query?: string;
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
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            email: string;
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            created_at: string;
                            last_seen_at: string | null;
                            suspended_at: string | null;
                            suspended_reason: string | null;
                            storage_bytes: number;
                            two_factor_enabled: boolean;
                        }[];
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
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make an admin, or a plain user again (the owner only) */
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
                        /** @enum {string} */
                        role: "admin" | "user";
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
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            email: string;
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            created_at: string;
                            last_seen_at: string | null;
                            suspended_at: string | null;
                            suspended_reason: string | null;
                            storage_bytes: number;
                            two_factor_enabled: boolean;
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
    "/api/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend with a reason: every token and live connection of the user ends at once */
        post: {
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
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            email: string;
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            created_at: string;
                            last_seen_at: string | null;
                            suspended_at: string | null;
                            suspended_reason: string | null;
                            storage_bytes: number;
                            two_factor_enabled: boolean;
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
    "/api/admin/users/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension */
        post: {
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
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            email: string;
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            created_at: string;
                            last_seen_at: string | null;
                            suspended_at: string | null;
                            suspended_reason: string | null;
                            storage_bytes: number;
                            two_factor_enabled: boolean;
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
    "/api/admin/users/{id}/reset-two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off for someone who lost their app and codes */
        post: {
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
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            email: string;
                            /** @enum {string} */
                            instance_role: "owner" | "admin" | "user";
                            created_at: string;
                            last_seen_at: string | null;
                            suspended_at: string | null;
                            suspended_reason: string | null;
                            storage_bytes: number;
                            two_factor_enabled: boolean;
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
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an account (as the account deletion does) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, by actor and/or action (next page: Link header) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    actor_id?: string;
                    action?: "auth.login" | "auth.login_failed" | "auth.password_changed" | "auth.email_changed" | "auth.two_factor_enabled" | "auth.two_factor_disabled" | "auth.recovery_codes_regenerated" | "account.deleted" | "account.data_exported" | "admin.settings_changed" | "admin.invite_created" | "admin.invite_revoked" | "admin.role_changed" | "admin.user_suspended" | "admin.user_unsuspended" | "admin.two_factor_reset" | "admin.user_deleted" | "admin.report_resolved";
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
                            /** Format: uuid */
                            id: string;
                            at: string;
                            actor: {
                                /** Format: uuid */
                                id: string | null;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            action: "auth.login" | "auth.login_failed" | "auth.password_changed" | "auth.email_changed" | "auth.two_factor_enabled" | "auth.two_factor_disabled" | "auth.recovery_codes_regenerated" | "account.deleted" | "account.data_exported" | "admin.settings_changed" | "admin.invite_created" | "admin.invite_revoked" | "admin.role_changed" | "admin.user_suspended" | "admin.user_unsuspended" | "admin.two_factor_reset" | "admin.user_deleted" | "admin.report_resolved";
                            target_type: string | null;
                            target_id: string | null;
                            ip: string | null;
                            details: {
                                [key: string]: (string | number | boolean) | null;
                            };
                        }[];
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
    "/api/users/security-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My security events: sign-ins, password, email and two-factor changes, exports */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
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
                            /** Format: uuid */
                            id: string;
                            at: string;
                            /** @enum {string} */
                            action: "auth.login" | "auth.login_failed" | "auth.password_changed" | "auth.email_changed" | "auth.two_factor_enabled" | "auth.two_factor_disabled" | "auth.recovery_codes_regenerated" | "account.deleted" | "account.data_exported" | "admin.settings_changed" | "admin.invite_created" | "admin.invite_revoked" | "admin.role_changed" | "admin.user_suspended" | "admin.user_unsuspended" | "admin.two_factor_reset" | "admin.user_deleted" | "admin.report_resolved";
                            ip: string | null;
                            user_agent: string | null;
                            by_admin: boolean;
                            details: {
                                [key: string]: (string | number | boolean) | null;
                            };
                        }[];
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
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last 200 mails written to the outbox (no SMTP_URL), newest first */
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
                            /** Format: uuid */
                            id: string;
                            at: string;
                            to: string;
                            subject: string;
                            text: string;
                        }[];
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
    "/api/auth/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgotten password: mails a reset link (the same 202 whether or not the address has an account) */
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
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
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
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with a reset link’s token; ends every session of the account */
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
                            message: string;
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
    "/api/auth/verify-email/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a new link that confirms my address (a few an hour) */
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
                            message: string;
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
    "/api/auth/verify-email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the address with a mailed link’s token (works once) */
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
                            message: string;
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
    "/api/users/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address waiting for its confirmation link, if any */
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
                            pending_email: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Asks to move the account to a new address (current password): a link to the new address, a notice to the old one */
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
                        current_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            pending_email: string;
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
    "/api/auth/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the account to the new address with the link mailed there (works once) */
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
                            message: string;
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
    "/api/users/digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My digest of unread notifications by mail: off (default), daily or weekly */
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
                            /** @enum {string} */
                            frequency: "off" | "daily" | "weekly";
                        };
                    };
                };
            };
        };
        /** Turns the digest of unread notifications off, or on daily or weekly */
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
                        frequency: "off" | "daily" | "weekly";
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
                            /** @enum {string} */
                            frequency: "off" | "daily" | "weekly";
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
    "/api/users/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My live sessions, latest activity first; `current` marks this one */
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
                            id: string;
                            created_at: string;
                            last_seen_at: string;
                            user_agent: string;
                            ip: string;
                            current: boolean;
                        }[];
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
    "/api/users/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one of my sessions out */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else (every session but this one) */
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
                            revoked: number;
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
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: this session’s token stops working */
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
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Two-factor sign-in: on or off */
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
                            enabled: boolean;
                            recovery_codes_left: number;
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
    "/api/users/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-factor setup (password required): a new secret, its URI and QR code */
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
                            secret: string;
                            otpauth_uri: string;
                            qr_svg: string;
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
    "/api/users/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in on with a code from the app; answers 10 recovery codes */
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
                            recovery_codes: string[];
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
    "/api/users/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off (password and a code or a recovery code) */
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
                        password: string;
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
                            enabled: boolean;
                            recovery_codes_left: number;
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
    "/api/users/2fa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes (a code required); the old ones stop working */
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
                            recovery_codes: string[];
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
    "/api/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one file (multipart: file, source_module, privacy_level, client_key)
         * @description With a client_key already used by the uploader, answers the file stored then (200) and keeps no second copy.
         */
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            file_type: "image" | "document" | "video";
                            mime_type: string;
                            file_url: string | null;
                            thumbnail_url: string | null;
                            original_filename: string;
                            file_size: number;
                            /** @enum {string} */
                            source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                            privacy_level: string;
                            created_at: string;
                            width?: number | null;
                            height?: number | null;
                            placeholder?: string | null;
                            variants?: {
                                width: number;
                                height: number;
                                url: string;
                            }[];
                            poster_url?: string | null;
                            duration_seconds?: number | null;
                            taken_at?: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            file_type: "image" | "document" | "video";
                            mime_type: string;
                            file_url: string | null;
                            thumbnail_url: string | null;
                            original_filename: string;
                            file_size: number;
                            /** @enum {string} */
                            source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                            privacy_level: string;
                            created_at: string;
                            width?: number | null;
                            height?: number | null;
                            placeholder?: string | null;
                            variants?: {
                                width: number;
                                height: number;
                                url: string;
                            }[];
                            poster_url?: string | null;
                            duration_seconds?: number | null;
                            taken_at?: string | null;
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
    "/api/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My media files, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    media_type?: "image" | "document" | "video";
                    module?: "family" | "news" | "journal" | "services" | "organizations" | "marketplace" | "finance" | "events";
                    search?: string;
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
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            next_cursor: string | null;
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
    "/api/media/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Images, documents and videos counted per displayed module */
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
                            modules: {
                                [key: string]: {
                                    images: number;
                                    documents: number;
                                    videos: number;
                                };
                            };
                            total: {
                                images: number;
                                documents: number;
                                videos: number;
                            };
                            used_bytes: number;
                            quota_bytes: number;
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
    "/api/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my files */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bytes of a file by its signed link (ranges supported) */
        get: {
            parameters: {
                query?: {
                    exp?: string;
                    sig?: string;
                    variant?: string;
                    download?: "0" | "1";
                    inline?: "0" | "1";
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
    "/api/media/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The zip of a whole library by its signed link (404 without one) */
        get: {
            parameters: {
                query?: {
                    u?: string;
                    exp?: string;
                    sig?: string;
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
                    content?: never;
                };
            };
        };
        put?: never;
        /** A zip of chosen files of mine (ids in the body, at most ARCHIVE_SELECTION_MAX) */
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
                        media_ids: string[];
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/archive-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed link (1–2 hours) to the zip of my whole library */
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
                            url: string;
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
    "/api/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My albums, newest first, with item counts and covers */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
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
                            albums: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                description: string | null;
                                item_count: number;
                                cover: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                } | null;
                                cover_is_chosen: boolean;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                };
                                can_edit: boolean;
                                shares: {
                                    /** @enum {string} */
                                    kind: "family" | "household" | "chat_group";
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                }[];
                                archive_url: string;
                                created_at: string;
                                updated_at: string;
                            }[];
                            next_cursor: string | null;
                            total?: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an album */
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
                        title: string;
                        description?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string | null;
                            item_count: number;
                            cover: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            } | null;
                            cover_is_chosen: boolean;
                            owner: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            };
                            can_edit: boolean;
                            shares: {
                                /** @enum {string} */
                                kind: "family" | "household" | "chat_group";
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            archive_url: string;
                            created_at: string;
                            updated_at: string;
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
    "/api/albums/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Others' albums shared with a family, household or chat group I am a member of */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
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
                            albums: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                description: string | null;
                                item_count: number;
                                cover: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                } | null;
                                cover_is_chosen: boolean;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                };
                                can_edit: boolean;
                                shares: {
                                    /** @enum {string} */
                                    kind: "family" | "household" | "chat_group";
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                }[];
                                archive_url: string;
                                created_at: string;
                                updated_at: string;
                            }[];
                            next_cursor: string | null;
                            total?: number;
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
    "/api/albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One album (its owner and whoever it is shared with; 404 for anyone else) */
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
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string | null;
                            item_count: number;
                            cover: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            } | null;
                            cover_is_chosen: boolean;
                            owner: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            };
                            can_edit: boolean;
                            shares: {
                                /** @enum {string} */
                                kind: "family" | "household" | "chat_group";
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            archive_url: string;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
        };
        /** Rename an album or change its description (owner only) */
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
                        title: string;
                        description?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string | null;
                            item_count: number;
                            cover: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            } | null;
                            cover_is_chosen: boolean;
                            owner: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            };
                            can_edit: boolean;
                            shares: {
                                /** @enum {string} */
                                kind: "family" | "household" | "chat_group";
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            archive_url: string;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an album; its files stay in the library (owner only) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An album's photos and videos, newest first (keyset-paginated) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
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
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add my photos and videos (idempotent; at most ALBUM_ITEMS_MAX per album) */
        post: {
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
                        media_ids: string[];
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
                            changed: number;
                            item_count: number;
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
    "/api/albums/{id}/items/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take files out of the album (they stay in the library) */
        post: {
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
                        media_ids: string[];
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
                            changed: number;
                            item_count: number;
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
    "/api/albums/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the cover among the items (null: the newest item) */
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
                        /** Format: uuid */
                        media_id: string | null;
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
                            /** Format: uuid */
                            id: string;
                            title: string;
                            description: string | null;
                            item_count: number;
                            cover: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            } | null;
                            cover_is_chosen: boolean;
                            owner: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            };
                            can_edit: boolean;
                            shares: {
                                /** @enum {string} */
                                kind: "family" | "household" | "chat_group";
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            archive_url: string;
                            created_at: string;
                            updated_at: string;
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
    "/api/albums/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My families, household and chat groups, each with whether the album is shared with it */
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
                            options: {
                                /** @enum {string} */
                                kind: "family" | "household" | "chat_group";
                                /** Format: uuid */
                                id: string;
                                name: string;
                                member_count: number;
                                shared: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        /** Share the album with exactly these circles of mine (empty: private) */
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
                        targets: {
                            /** @enum {string} */
                            kind: "family" | "household" | "chat_group";
                            /** Format: uuid */
                            id: string;
                        }[];
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
                            options: {
                                /** @enum {string} */
                                kind: "family" | "household" | "chat_group";
                                /** Format: uuid */
                                id: string;
                                name: string;
                                member_count: number;
                                shared: boolean;
                            }[];
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
    "/api/albums/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The album's zip by the signed link in its `archive_url` (404 without one or once access is gone) */
        get: {
            parameters: {
                query?: {
                    u?: string;
                    exp?: string;
                    sig?: string;
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
    "/api/family/create-with-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a family with its members and its FAMILY chat group */
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
                        name: string;
                        surname?: string | null;
                        description?: string | null;
                        /**
                         * @default PRIVATE
                         * @enum {string}
                         */
                        privacy_level?: "PRIVATE" | "PUBLIC";
                        members?: {
                            /** Format: uuid */
                            user_id?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            date_of_birth?: string | null;
                            /**
                             * @default other
                             * @enum {string}
                             */
                            relationship?: "spouse" | "child" | "parent" | "sibling" | "other";
                        }[];
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
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            /** @enum {string} */
                            who_can_see_posts: "family" | "household" | "public";
                            /** @enum {string} */
                            who_can_comment: "family" | "household" | "public" | "none";
                            /** @enum {string} */
                            profile_searchability: "public" | "users_only" | "none";
                            /** Format: uuid */
                            id: string;
                            family_name: string;
                            name: string;
                            surname: string | null;
                            description: string | null;
                            city: string | null;
                            location: string | null;
                            member_count: number;
                            created_at: string;
                            banner_url: string | null;
                            family_photo_url: string | null;
                            avatar_url: string | null;
                            posts_count: number;
                            followers_count: number;
                            events_count: number;
                            /** @enum {string|null} */
                            user_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                            is_user_member: boolean;
                            /** Format: uuid */
                            chat_group_id: string | null;
                            can_manage: boolean;
                            can_leave: boolean;
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
    "/api/family-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My family profiles */
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
                            family_profiles: {
                                is_private: boolean;
                                allow_public_discovery: boolean;
                                /** @enum {string} */
                                who_can_see_posts: "family" | "household" | "public";
                                /** @enum {string} */
                                who_can_comment: "family" | "household" | "public" | "none";
                                /** @enum {string} */
                                profile_searchability: "public" | "users_only" | "none";
                                /** Format: uuid */
                                id: string;
                                family_name: string;
                                name: string;
                                surname: string | null;
                                description: string | null;
                                city: string | null;
                                location: string | null;
                                member_count: number;
                                created_at: string;
                                banner_url: string | null;
                                family_photo_url: string | null;
                                avatar_url: string | null;
                                posts_count: number;
                                followers_count: number;
                                events_count: number;
                                /** @enum {string|null} */
                                user_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                is_user_member: boolean;
                                /** Format: uuid */
                                chat_group_id: string | null;
                                can_manage: boolean;
                                can_leave: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a family profile (family wizard step 2) */
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
                        family_name: string;
                        family_surname?: string | null;
                        description?: string | null;
                        public_bio?: string | null;
                        primary_address?: string | null;
                        city?: string | null;
                        state?: string | null;
                        country?: string | null;
                        established_date?: (string | null) | "";
                        /** @default true */
                        is_private?: boolean;
                        /** @default false */
                        allow_public_discovery?: boolean;
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
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            /** @enum {string} */
                            who_can_see_posts: "family" | "household" | "public";
                            /** @enum {string} */
                            who_can_comment: "family" | "household" | "public" | "none";
                            /** @enum {string} */
                            profile_searchability: "public" | "users_only" | "none";
                            /** Format: uuid */
                            id: string;
                            family_name: string;
                            name: string;
                            surname: string | null;
                            description: string | null;
                            city: string | null;
                            location: string | null;
                            member_count: number;
                            created_at: string;
                            banner_url: string | null;
                            family_photo_url: string | null;
                            avatar_url: string | null;
                            posts_count: number;
                            followers_count: number;
                            events_count: number;
                            /** @enum {string|null} */
                            user_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                            is_user_member: boolean;
                            /** Format: uuid */
                            chat_group_id: string | null;
                            can_manage: boolean;
                            can_leave: boolean;
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
    "/api/family/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find families that allow being found (2+ characters) */
        get: {
            parameters: {
                query: {
                    query: string;
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
                            family_profiles: {
                                is_private: boolean;
                                allow_public_discovery: boolean;
                                /** @enum {string} */
                                who_can_see_posts: "family" | "household" | "public";
                                /** @enum {string} */
                                who_can_comment: "family" | "household" | "public" | "none";
                                /** @enum {string} */
                                profile_searchability: "public" | "users_only" | "none";
                                /** Format: uuid */
                                id: string;
                                family_name: string;
                                name: string;
                                surname: string | null;
                                description: string | null;
                                city: string | null;
                                location: string | null;
                                member_count: number;
                                created_at: string;
                                banner_url: string | null;
                                family_photo_url: string | null;
                                avatar_url: string | null;
                                posts_count: number;
                                followers_count: number;
                                events_count: number;
                                /** @enum {string|null} */
                                user_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                is_user_member: boolean;
                                /** Format: uuid */
                                chat_group_id: string | null;
                                can_manage: boolean;
                                can_leave: boolean;
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
    "/api/family/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of a family */
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
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                name: string;
                                surname: string;
                                date_of_birth: string | null;
                                /** @enum {string|null} */
                                role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                /** @enum {string|null} */
                                relationship: "spouse" | "child" | "parent" | "sibling" | "other" | null;
                                /** @enum {string|null} */
                                family_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                is_creator: boolean;
                                manages: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                profile_picture: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a registered user to the family */
        post: {
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
                        /** Format: uuid */
                        user_id: string;
                        /** @enum {string} */
                        relationship: "spouse" | "child" | "parent" | "sibling" | "other";
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
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                name: string;
                                surname: string;
                                date_of_birth: string | null;
                                /** @enum {string|null} */
                                role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                /** @enum {string|null} */
                                relationship: "spouse" | "child" | "parent" | "sibling" | "other" | null;
                                /** @enum {string|null} */
                                family_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                is_creator: boolean;
                                manages: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                profile_picture: string | null;
                            }[];
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
    "/api/family/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a relative entered by name only (PARENTs) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name: string;
                        last_name: string;
                        date_of_birth?: string | null;
                        /** @enum {string} */
                        relationship: "spouse" | "child" | "parent" | "sibling" | "other";
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
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                name: string;
                                surname: string;
                                date_of_birth: string | null;
                                /** @enum {string|null} */
                                role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                /** @enum {string|null} */
                                relationship: "spouse" | "child" | "parent" | "sibling" | "other" | null;
                                /** @enum {string|null} */
                                family_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                is_creator: boolean;
                                manages: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                profile_picture: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a member, relative or invitation (PARENTs), or leave the family (your own id) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    memberId: string;
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
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                name: string;
                                surname: string;
                                date_of_birth: string | null;
                                /** @enum {string|null} */
                                role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                /** @enum {string|null} */
                                relationship: "spouse" | "child" | "parent" | "sibling" | "other" | null;
                                /** @enum {string|null} */
                                family_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                is_creator: boolean;
                                manages: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                profile_picture: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/{id}/members/{memberId}/manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give or take the power to manage the family (PARENT): the creator only; kinship is not power */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    memberId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        manages: boolean;
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
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                name: string;
                                surname: string;
                                date_of_birth: string | null;
                                /** @enum {string|null} */
                                role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                /** @enum {string|null} */
                                relationship: "spouse" | "child" | "parent" | "sibling" | "other" | null;
                                /** @enum {string|null} */
                                family_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                is_creator: boolean;
                                manages: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                profile_picture: string | null;
                            }[];
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
    "/api/family/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Basic info */
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
                        family_name: string;
                        description?: string | null;
                        city?: string | null;
                        location?: string | null;
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
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            /** @enum {string} */
                            who_can_see_posts: "family" | "household" | "public";
                            /** @enum {string} */
                            who_can_comment: "family" | "household" | "public" | "none";
                            /** @enum {string} */
                            profile_searchability: "public" | "users_only" | "none";
                            /** Format: uuid */
                            id: string;
                            family_name: string;
                            name: string;
                            surname: string | null;
                            description: string | null;
                            city: string | null;
                            location: string | null;
                            member_count: number;
                            created_at: string;
                            banner_url: string | null;
                            family_photo_url: string | null;
                            avatar_url: string | null;
                            posts_count: number;
                            followers_count: number;
                            events_count: number;
                            /** @enum {string|null} */
                            user_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                            is_user_member: boolean;
                            /** Format: uuid */
                            chat_group_id: string | null;
                            can_manage: boolean;
                            can_leave: boolean;
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
    "/api/family/{id}/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Privacy settings */
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
                        is_private: boolean;
                        allow_public_discovery: boolean;
                        /** @enum {string} */
                        who_can_see_posts: "family" | "household" | "public";
                        /** @enum {string} */
                        who_can_comment: "family" | "household" | "public" | "none";
                        /** @enum {string} */
                        profile_searchability: "public" | "users_only" | "none";
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
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            /** @enum {string} */
                            who_can_see_posts: "family" | "household" | "public";
                            /** @enum {string} */
                            who_can_comment: "family" | "household" | "public" | "none";
                            /** @enum {string} */
                            profile_searchability: "public" | "users_only" | "none";
                            /** Format: uuid */
                            id: string;
                            family_name: string;
                            name: string;
                            surname: string | null;
                            description: string | null;
                            city: string | null;
                            location: string | null;
                            member_count: number;
                            created_at: string;
                            banner_url: string | null;
                            family_photo_url: string | null;
                            avatar_url: string | null;
                            posts_count: number;
                            followers_count: number;
                            events_count: number;
                            /** @enum {string|null} */
                            user_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                            is_user_member: boolean;
                            /** Format: uuid */
                            chat_group_id: string | null;
                            can_manage: boolean;
                            can_leave: boolean;
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
    "/api/family/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the family */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family-profiles/{id}/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Banner (data URL) */
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
                        banner_image: string;
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
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            /** @enum {string} */
                            who_can_see_posts: "family" | "household" | "public";
                            /** @enum {string} */
                            who_can_comment: "family" | "household" | "public" | "none";
                            /** @enum {string} */
                            profile_searchability: "public" | "users_only" | "none";
                            /** Format: uuid */
                            id: string;
                            family_name: string;
                            name: string;
                            surname: string | null;
                            description: string | null;
                            city: string | null;
                            location: string | null;
                            member_count: number;
                            created_at: string;
                            banner_url: string | null;
                            family_photo_url: string | null;
                            avatar_url: string | null;
                            posts_count: number;
                            followers_count: number;
                            events_count: number;
                            /** @enum {string|null} */
                            user_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                            is_user_member: boolean;
                            /** Format: uuid */
                            chat_group_id: string | null;
                            can_manage: boolean;
                            can_leave: boolean;
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
    "/api/family-profiles/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Avatar (data URL) */
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
                        avatar_image: string;
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
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            /** @enum {string} */
                            who_can_see_posts: "family" | "household" | "public";
                            /** @enum {string} */
                            who_can_comment: "family" | "household" | "public" | "none";
                            /** @enum {string} */
                            profile_searchability: "public" | "users_only" | "none";
                            /** Format: uuid */
                            id: string;
                            family_name: string;
                            name: string;
                            surname: string | null;
                            description: string | null;
                            city: string | null;
                            location: string | null;
                            member_count: number;
                            created_at: string;
                            banner_url: string | null;
                            family_photo_url: string | null;
                            avatar_url: string | null;
                            posts_count: number;
                            followers_count: number;
                            events_count: number;
                            /** @enum {string|null} */
                            user_role: "PARENT" | "SPOUSE" | "CHILD" | null;
                            is_user_member: boolean;
                            /** Format: uuid */
                            chat_group_id: string | null;
                            can_manage: boolean;
                            can_leave: boolean;
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
    "/api/family-profiles/{id}/images/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banner or avatar by its signed link */
        get: {
            parameters: {
                query?: {
                    exp?: string;
                    sig?: string;
                };
                header?: never;
                path: {
                    id: string;
                    kind: "banner" | "avatar";
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
    "/api/family/{id}/birthdays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members’ and relatives’ birthdays in [from, to] (yearly; 29 Feb on 28 Feb in other years) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
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
                            birthdays: {
                                date: string;
                                /** Format: uuid */
                                family_id: string;
                                /** Format: uuid */
                                member_id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                age: number;
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
    "/api/family/{id}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How others see the family */
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
                            /** Format: uuid */
                            id: string;
                            family_name: string;
                            family_surname: string | null;
                            city: string | null;
                            member_count: number;
                            created_at: string;
                            description: string | null;
                            banner_url: string | null;
                            family_photo_url: string | null;
                            avatar_url: string | null;
                            is_private: boolean;
                            is_preview_mode: boolean;
                            /** @enum {string} */
                            who_can_see_posts: "family" | "household" | "public";
                            members: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {string|null} */
                                role: "PARENT" | "SPOUSE" | "CHILD" | null;
                                /** @enum {string|null} */
                                relationship: "spouse" | "child" | "parent" | "sibling" | "other" | null;
                                is_creator: boolean;
                                profile_picture: string | null;
                            }[];
                            followers_count: number;
                            viewer_is_following: boolean;
                            posts_visible: boolean;
                            posts: {
                                /** Format: uuid */
                                id: string;
                                author_name: string;
                                author_profile_picture: string | null;
                                content: string;
                                media_files: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                }[];
                                created_at: string;
                                like_count: number;
                                comment_count: number;
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
    "/api/family/{id}/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The family tree: people, links, kinship to the viewer (members only) */
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
                            people: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                /** @enum {string|null} */
                                gender: "MALE" | "FEMALE" | "IT" | null;
                                date_of_birth: string | null;
                                date_of_death: string | null;
                                is_deceased: boolean;
                                photo_url: string | null;
                                /** @enum {string} */
                                status: "invited" | "active";
                                kinship: string | null;
                                path: {
                                    /** @enum {string} */
                                    rel: "parent" | "child" | "spouse" | "sibling";
                                    /** @enum {string|null} */
                                    gender: "MALE" | "FEMALE" | "IT" | null;
                                }[] | null;
                            }[];
                            links: {
                                /** Format: uuid */
                                id: string | null;
                                /** Format: uuid */
                                from: string;
                                /** Format: uuid */
                                to: string;
                                /** @enum {string} */
                                kind: "parent" | "spouse" | "sibling";
                            }[];
                            /** Format: uuid */
                            me: string;
                            can_edit: boolean;
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
    "/api/family/{id}/tree/relatives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a parent, child, spouse or sibling of a person: a record or an invitation (PARENTs) */
        post: {
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
                        /** Format: uuid */
                        anchor_id: string;
                        /** @enum {string} */
                        relation: "parent" | "child" | "spouse" | "sibling";
                        person?: {
                            first_name: string;
                            last_name: string;
                            /** @enum {string|null} */
                            gender?: "MALE" | "FEMALE" | "IT" | null;
                            date_of_birth?: string | null;
                            date_of_death?: string | null;
                            /** @default false */
                            is_deceased?: boolean;
                            /** Format: uuid */
                            photo_media_id?: string | null;
                        };
                        /** Format: uuid */
                        user_id?: string;
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
                            people: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                /** @enum {string|null} */
                                gender: "MALE" | "FEMALE" | "IT" | null;
                                date_of_birth: string | null;
                                date_of_death: string | null;
                                is_deceased: boolean;
                                photo_url: string | null;
                                /** @enum {string} */
                                status: "invited" | "active";
                                kinship: string | null;
                                path: {
                                    /** @enum {string} */
                                    rel: "parent" | "child" | "spouse" | "sibling";
                                    /** @enum {string|null} */
                                    gender: "MALE" | "FEMALE" | "IT" | null;
                                }[] | null;
                            }[];
                            links: {
                                /** Format: uuid */
                                id: string | null;
                                /** Format: uuid */
                                from: string;
                                /** Format: uuid */
                                to: string;
                                /** @enum {string} */
                                kind: "parent" | "spouse" | "sibling";
                            }[];
                            /** Format: uuid */
                            me: string;
                            can_edit: boolean;
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
    "/api/family/{id}/tree/people/{personId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a relative without an account: name, gender, dates, photo (PARENTs) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    personId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name: string;
                        last_name: string;
                        /** @enum {string|null} */
                        gender?: "MALE" | "FEMALE" | "IT" | null;
                        date_of_birth?: string | null;
                        date_of_death?: string | null;
                        /** @default false */
                        is_deceased?: boolean;
                        /** Format: uuid */
                        photo_media_id?: string | null;
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
                            people: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                first_name: string;
                                last_name: string;
                                /** @enum {string|null} */
                                gender: "MALE" | "FEMALE" | "IT" | null;
                                date_of_birth: string | null;
                                date_of_death: string | null;
                                is_deceased: boolean;
                                photo_url: string | null;
                                /** @enum {string} */
                                status: "invited" | "active";
                                kinship: string | null;
                                path: {
                                    /** @enum {string} */
                                    rel: "parent" | "child" | "spouse" | "sibling";
                                    /** @enum {string|null} */
                                    gender: "MALE" | "FEMALE" | "IT" | null;
                                }[] | null;
                            }[];
                            links: {
                                /** Format: uuid */
                                id: string | null;
                                /** Format: uuid */
                                from: string;
                                /** Format: uuid */
                                to: string;
                                /** @enum {string} */
                                kind: "parent" | "spouse" | "sibling";
                            }[];
                            /** Format: uuid */
                            me: string;
                            can_edit: boolean;
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
    "/api/home/{scope}/{scope_id}/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The circle’s lists */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "family" | "household";
                    scope_id: string;
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
                            lists: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                scope: "family" | "household";
                                /** Format: uuid */
                                scope_id: string;
                                /** @enum {string} */
                                kind: "shopping" | "todo" | "packing";
                                title: string;
                                item_count: number;
                                checked_count: number;
                                created_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                created_at: string;
                                can_delete: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Start a shopping, to-do or packing list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "family" | "household";
                    scope_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "shopping" | "todo" | "packing";
                        title: string;
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            scope: "family" | "household";
                            /** Format: uuid */
                            scope_id: string;
                            /** @enum {string} */
                            kind: "shopping" | "todo" | "packing";
                            title: string;
                            item_count: number;
                            checked_count: number;
                            created_by: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            created_at: string;
                            can_delete: boolean;
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
    "/api/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list with its items */
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
                            list: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                scope: "family" | "household";
                                /** Format: uuid */
                                scope_id: string;
                                /** @enum {string} */
                                kind: "shopping" | "todo" | "packing";
                                title: string;
                                item_count: number;
                                checked_count: number;
                                created_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                created_at: string;
                                can_delete: boolean;
                            };
                            items: {
                                /** Format: uuid */
                                id: string;
                                text: string;
                                quantity: string | null;
                                note: string | null;
                                checked: boolean;
                                checked_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                checked_at: string | null;
                                added_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                version: number;
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a list (its author or the circle’s manager) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lists/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an item at the end */
        post: {
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
                        text: string;
                        quantity?: string | null;
                        note?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            text: string;
                            quantity: string | null;
                            note: string | null;
                            checked: boolean;
                            checked_by: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            checked_at: string | null;
                            added_by: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            version: number;
                            created_at: string;
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
    "/api/lists/{id}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an item */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
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
        options?: never;
        head?: never;
        /** Change the given fields of an item (check, uncheck, text, quantity, note) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text?: string;
                        quantity?: string | null;
                        note?: string | null;
                        checked?: boolean;
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
                            /** Format: uuid */
                            id: string;
                            text: string;
                            quantity: string | null;
                            note: string | null;
                            checked: boolean;
                            checked_by: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            checked_at: string | null;
                            added_by: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            version: number;
                            created_at: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/lists/{id}/items/{itemId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an item before another (null: to the end) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        before_id: string | null;
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
                            list: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                scope: "family" | "household";
                                /** Format: uuid */
                                scope_id: string;
                                /** @enum {string} */
                                kind: "shopping" | "todo" | "packing";
                                title: string;
                                item_count: number;
                                checked_count: number;
                                created_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                created_at: string;
                                can_delete: boolean;
                            };
                            items: {
                                /** Format: uuid */
                                id: string;
                                text: string;
                                quantity: string | null;
                                note: string | null;
                                checked: boolean;
                                checked_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                checked_at: string | null;
                                added_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                version: number;
                                created_at: string;
                            }[];
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
    "/api/home/{scope}/{scope_id}/chores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chores and their occurrences in [from, to] (at most 62 days) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    scope: "family" | "household";
                    scope_id: string;
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
                            chores: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                assignee: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                start_date: string;
                                due_time: string | null;
                                recurrence: {
                                    /** @enum {string} */
                                    freq: "daily" | "weekly" | "monthly" | "yearly";
                                    interval: number;
                                    until: string | null;
                                    count: number | null;
                                    by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                } | null;
                                remind_minutes_before: number | null;
                            }[];
                            occurrences: {
                                /** Format: uuid */
                                chore_id: string;
                                date: string;
                                /** @enum {string|null} */
                                status: "done" | "skipped" | null;
                                marked_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                            }[];
                            people: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** A chore: assignee, due date, recurrence, reminder */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "family" | "household";
                    scope_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** Format: uuid */
                        assignee_id?: string | null;
                        start_date: string;
                        due_time?: string | null;
                        recurrence?: {
                            /** @enum {string} */
                            freq: "daily" | "weekly" | "monthly" | "yearly";
                            /** @default 1 */
                            interval?: number;
                            until?: string | null;
                            count?: number | null;
                            /** @default [] */
                            by_day?: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                        } | null;
                        remind_minutes_before?: number | null;
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
                            /** Format: uuid */
                            id: string;
                            title: string;
                            assignee: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            start_date: string;
                            due_time: string | null;
                            recurrence: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            remind_minutes_before: number | null;
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
    "/api/chores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a chore */
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
                        title: string;
                        /** Format: uuid */
                        assignee_id?: string | null;
                        start_date: string;
                        due_time?: string | null;
                        recurrence?: {
                            /** @enum {string} */
                            freq: "daily" | "weekly" | "monthly" | "yearly";
                            /** @default 1 */
                            interval?: number;
                            until?: string | null;
                            count?: number | null;
                            /** @default [] */
                            by_day?: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                        } | null;
                        remind_minutes_before?: number | null;
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
                            /** Format: uuid */
                            id: string;
                            title: string;
                            assignee: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            start_date: string;
                            due_time: string | null;
                            recurrence: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            remind_minutes_before: number | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a chore (its author or the circle’s manager) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chores/{id}/occurrences/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one occurrence done or skipped (null: neither) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    date: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        status: "done" | "skipped" | null;
                    };
                };
            };
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home/{scope}/{scope_id}/meals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The meal plan of a week (from its Monday) */
        get: {
            parameters: {
                query: {
                    week: string;
                };
                header?: never;
                path: {
                    scope: "family" | "household";
                    scope_id: string;
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
                            week: string;
                            meals: {
                                day: string;
                                /** @enum {string} */
                                meal: "breakfast" | "lunch" | "dinner";
                                title: string;
                                recipe: string | null;
                                recipe_url: string | null;
                                ingredients: string[];
                                updated_by: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
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
    "/api/home/{scope}/{scope_id}/meals/{day}/{meal}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a meal of a day */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "family" | "household";
                    scope_id: string;
                    day: string;
                    meal: "breakfast" | "lunch" | "dinner";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        recipe?: string | null;
                        recipe_url?: (string | null) | "";
                        /** @default [] */
                        ingredients?: string[];
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
                            day: string;
                            /** @enum {string} */
                            meal: "breakfast" | "lunch" | "dinner";
                            title: string;
                            recipe: string | null;
                            recipe_url: string | null;
                            ingredients: string[];
                            updated_by: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Clear a meal of a day */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "family" | "household";
                    scope_id: string;
                    day: string;
                    meal: "breakfast" | "lunch" | "dinner";
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home/{scope}/{scope_id}/meals/to-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the ingredients of [from, to] to a shopping list (a new one when none is named) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    scope: "family" | "household";
                    scope_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        /** Format: uuid */
                        list_id?: string | null;
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
                            /** Format: uuid */
                            list_id: string;
                            added: number;
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
    "/api/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Journal entries the caller may read (own, and shared by the family), newest day first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    author?: "me" | "all";
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
                            entries: {
                                /** Format: uuid */
                                id: string;
                                author: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                };
                                /** Format: uuid */
                                family_id: string | null;
                                /** @enum {string} */
                                visibility: "ONLY_ME" | "FAMILY_ONLY";
                                entry_date: string;
                                content: string;
                                /** @enum {string|null} */
                                mood: "joy" | "calm" | "love" | "proud" | "tired" | "sad" | null;
                                tags: string[];
                                media_files: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                }[];
                                created_at: string;
                                updated_at: string;
                                can_edit: boolean;
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Write an entry */
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
                        content: string;
                        entry_date: string;
                        /**
                         * @default ONLY_ME
                         * @enum {string}
                         */
                        visibility?: "ONLY_ME" | "FAMILY_ONLY";
                        /** Format: uuid */
                        family_id?: string | null;
                        /** @enum {string|null} */
                        mood?: "joy" | "calm" | "love" | "proud" | "tired" | "sad" | null;
                        tags?: string[];
                        /** @default [] */
                        media_ids?: string[];
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
                            /** Format: uuid */
                            id: string;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            /** Format: uuid */
                            family_id: string | null;
                            /** @enum {string} */
                            visibility: "ONLY_ME" | "FAMILY_ONLY";
                            entry_date: string;
                            content: string;
                            /** @enum {string|null} */
                            mood: "joy" | "calm" | "love" | "proud" | "tired" | "sad" | null;
                            tags: string[];
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            created_at: string;
                            updated_at: string;
                            can_edit: boolean;
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
    "/api/journal/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entry (404 when the caller may not read it) */
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
                            /** Format: uuid */
                            id: string;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            /** Format: uuid */
                            family_id: string | null;
                            /** @enum {string} */
                            visibility: "ONLY_ME" | "FAMILY_ONLY";
                            entry_date: string;
                            content: string;
                            /** @enum {string|null} */
                            mood: "joy" | "calm" | "love" | "proud" | "tired" | "sad" | null;
                            tags: string[];
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            created_at: string;
                            updated_at: string;
                            can_edit: boolean;
                        };
                    };
                };
            };
        };
        /** Edit an entry (its author) */
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
                        content: string;
                        entry_date: string;
                        /**
                         * @default ONLY_ME
                         * @enum {string}
                         */
                        visibility?: "ONLY_ME" | "FAMILY_ONLY";
                        /** Format: uuid */
                        family_id?: string | null;
                        /** @enum {string|null} */
                        mood?: "joy" | "calm" | "love" | "proud" | "tired" | "sad" | null;
                        tags?: string[];
                        /** @default [] */
                        media_ids?: string[];
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
                            /** Format: uuid */
                            id: string;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            /** Format: uuid */
                            family_id: string | null;
                            /** @enum {string} */
                            visibility: "ONLY_ME" | "FAMILY_ONLY";
                            entry_date: string;
                            content: string;
                            /** @enum {string|null} */
                            mood: "joy" | "calm" | "love" | "proud" | "tired" | "sad" | null;
                            tags: string[];
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            created_at: string;
                            updated_at: string;
                            can_edit: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an entry (its author) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/memories/on-this-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** «В этот день»: the caller’s own posts, entries and photos from this day of earlier years */
        get: {
            parameters: {
                query?: {
                    date?: string;
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
                            date: string;
                            years: {
                                year: number;
                                years_ago: number;
                                posts: {
                                    /** Format: uuid */
                                    id: string;
                                    content: string;
                                    created_at: string;
                                    source_module: string;
                                }[];
                                entries: {
                                    /** Format: uuid */
                                    id: string;
                                    author: {
                                        /** Format: uuid */
                                        id: string;
                                        first_name: string;
                                        last_name: string;
                                        profile_picture: string | null;
                                    };
                                    /** Format: uuid */
                                    family_id: string | null;
                                    /** @enum {string} */
                                    visibility: "ONLY_ME" | "FAMILY_ONLY";
                                    entry_date: string;
                                    content: string;
                                    /** @enum {string|null} */
                                    mood: "joy" | "calm" | "love" | "proud" | "tired" | "sad" | null;
                                    tags: string[];
                                    media_files: {
                                        /** Format: uuid */
                                        id: string;
                                        /** @enum {string} */
                                        file_type: "image" | "document" | "video";
                                        mime_type: string;
                                        file_url: string | null;
                                        thumbnail_url: string | null;
                                        original_filename: string;
                                        file_size: number;
                                        /** @enum {string} */
                                        source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                        privacy_level: string;
                                        created_at: string;
                                        width?: number | null;
                                        height?: number | null;
                                        placeholder?: string | null;
                                        variants?: {
                                            width: number;
                                            height: number;
                                            url: string;
                                        }[];
                                        poster_url?: string | null;
                                        duration_seconds?: number | null;
                                        taken_at?: string | null;
                                    }[];
                                    created_at: string;
                                    updated_at: string;
                                    can_edit: boolean;
                                }[];
                                photos: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                }[];
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
    "/api/household": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My household and its residents */
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
                            household: {
                                /** Format: uuid */
                                id: string;
                                household_name: string;
                                address_street: string;
                                address_city: string;
                                address_state: string | null;
                                address_country: string;
                                address_postal_code: string | null;
                                created_at: string;
                                can_add_members: boolean;
                                can_hand_over: boolean;
                            } | null;
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                                email: string | null;
                                profile_picture: string | null;
                                /** @enum {string|null} */
                                relationship: "roommate" | "tenant" | "family_member" | "other" | null;
                                is_creator: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                can_remove: boolean;
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
    "/api/household/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a household (the creator becomes its Owner) */
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
                        household_name: string;
                        address_street: string;
                        address_city: string;
                        address_state?: string | null;
                        address_country: string;
                        address_postal_code?: string | null;
                        /** @default [] */
                        members?: unknown[];
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
                            household: {
                                /** Format: uuid */
                                id: string;
                                household_name: string;
                                address_street: string;
                                address_city: string;
                                address_state: string | null;
                                address_country: string;
                                address_postal_code: string | null;
                                created_at: string;
                                can_add_members: boolean;
                                can_hand_over: boolean;
                            } | null;
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                                email: string | null;
                                profile_picture: string | null;
                                /** @enum {string|null} */
                                relationship: "roommate" | "tenant" | "family_member" | "other" | null;
                                is_creator: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                can_remove: boolean;
                            }[];
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
    "/api/household/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a resident */
        post: {
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
                        /** Format: uuid */
                        user_id: string;
                        /** @enum {string} */
                        relationship: "roommate" | "tenant" | "family_member" | "other";
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
                            household: {
                                /** Format: uuid */
                                id: string;
                                household_name: string;
                                address_street: string;
                                address_city: string;
                                address_state: string | null;
                                address_country: string;
                                address_postal_code: string | null;
                                created_at: string;
                                can_add_members: boolean;
                                can_hand_over: boolean;
                            } | null;
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                                email: string | null;
                                profile_picture: string | null;
                                /** @enum {string|null} */
                                relationship: "roommate" | "tenant" | "family_member" | "other" | null;
                                is_creator: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                can_remove: boolean;
                            }[];
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
    "/api/household/{id}/transfer-ownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the household over to another resident (Owner) */
        post: {
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
                        /** Format: uuid */
                        new_owner_id: string;
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
                            household: {
                                /** Format: uuid */
                                id: string;
                                household_name: string;
                                address_street: string;
                                address_city: string;
                                address_state: string | null;
                                address_country: string;
                                address_postal_code: string | null;
                                created_at: string;
                                can_add_members: boolean;
                                can_hand_over: boolean;
                            } | null;
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                                email: string | null;
                                profile_picture: string | null;
                                /** @enum {string|null} */
                                relationship: "roommate" | "tenant" | "family_member" | "other" | null;
                                is_creator: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                can_remove: boolean;
                            }[];
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
    "/api/household/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a resident or invitation (Owner), or move out (your own id) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    memberId: string;
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
                            household: {
                                /** Format: uuid */
                                id: string;
                                household_name: string;
                                address_street: string;
                                address_city: string;
                                address_state: string | null;
                                address_country: string;
                                address_postal_code: string | null;
                                created_at: string;
                                can_add_members: boolean;
                                can_hand_over: boolean;
                            } | null;
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                                email: string | null;
                                profile_picture: string | null;
                                /** @enum {string|null} */
                                relationship: "roommate" | "tenant" | "family_member" | "other" | null;
                                is_creator: boolean;
                                /** @enum {string} */
                                status: "invited" | "active";
                                can_remove: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/{id}/email-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending invitations of the family by email (managers) */
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** @enum {string} */
                            relationship: "spouse" | "child" | "parent" | "sibling" | "other" | "roommate" | "tenant" | "family_member";
                            inviter: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                            created_at: string;
                            can_cancel: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Invite an email address to the family (the same answer whether or not it has an account) */
        post: {
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
                        email: string;
                        /** @enum {string} */
                        relationship: "spouse" | "child" | "parent" | "sibling" | "other";
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
                            message: string;
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
    "/api/family/{id}/email-invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a pending invitation by email (managers); answers the pending ones left */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    invitationId: string;
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** @enum {string} */
                            relationship: "spouse" | "child" | "parent" | "sibling" | "other" | "roommate" | "tenant" | "family_member";
                            inviter: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                            created_at: string;
                            can_cancel: boolean;
                        }[];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/household/{id}/email-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending invitations of the household by email (residents) */
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** @enum {string} */
                            relationship: "spouse" | "child" | "parent" | "sibling" | "other" | "roommate" | "tenant" | "family_member";
                            inviter: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                            created_at: string;
                            can_cancel: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Invite an email address to the household (the same answer whether or not it has an account) */
        post: {
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
                        email: string;
                        /** @enum {string} */
                        relationship: "roommate" | "tenant" | "family_member" | "other";
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
                            message: string;
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
    "/api/household/{id}/email-invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a pending invitation by email (the Owner or its sender); answers the pending ones left */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    invitationId: string;
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
                            /** Format: uuid */
                            id: string;
                            email: string;
                            /** @enum {string} */
                            relationship: "spouse" | "child" | "parent" | "sibling" | "other" | "roommate" | "tenant" | "family_member";
                            inviter: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                            created_at: string;
                            can_cancel: boolean;
                        }[];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-groups/{groupId}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The group's shared photos and videos (`kind=media`) or documents (`kind=files`), newest first
         * @description Members only (404 for anyone else); files of a message an admin hid only to its sender and admins.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    kind?: "media" | "files";
                };
                header?: never;
                path: {
                    groupId: string;
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
                            items: {
                                /** Format: uuid */
                                message_id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                sent_at: string;
                                file: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                };
                            }[];
                            next_cursor: string | null;
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
    "/api/chat-groups/{groupId}/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file sent in the group, with fresh signed links (members only: 404 for anyone else) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
                    mediaId: string;
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
                            /** Format: uuid */
                            message_id: string;
                            /** Format: uuid */
                            user_id: string | null;
                            sent_at: string;
                            file: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
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
    "/api/chat-groups/{groupId}/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mute the group for me: `1h`, `8h` or `forever` (no push of its messages; not in the unread total) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        duration: "1h" | "8h" | "forever";
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
                            /** Format: uuid */
                            group_id: string;
                            muted_until: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Unmute the group for me */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
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
                            /** Format: uuid */
                            group_id: string;
                            muted_until: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a message for everyone (its author within 48 h, or a group ADMIN at any time)
         * @description The message stays as «Сообщение удалено»: its text and reactions are gone.
         */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Edit a message (its author, within 48 h; «изменено» on every open client)
         * @description A non-member of its group gets 404, another member 403, after 48 h or once deleted 409.
         */
        patch: {
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
                        content: string;
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            content: string;
                            edited_at: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/chat-messages/{id}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or replace my reaction to a message (one of the posts’ reactions) */
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
                        emoji: string;
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
                            /** Format: uuid */
                            message_id: string;
                            reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            my_reaction: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Take back my reaction to a message */
        delete: {
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
                            /** Format: uuid */
                            message_id: string;
                            reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            my_reaction: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-messages/{id}/forward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forward a message into another group or direct chat of mine (201; 200 for a repeated client_key) */
        post: {
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
                        /** Format: uuid */
                        group_id: string;
                        /** Format: uuid */
                        client_key?: string;
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            /** Format: uuid */
                            user_id: string | null;
                            sender: {
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            content: string;
                            /** @enum {string} */
                            message_type: "TEXT";
                            created_at: string;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                            attachments?: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            reply_to?: {
                                /** Format: uuid */
                                id: string;
                                author_name: string | null;
                                text: string;
                                deleted: boolean;
                            } | null;
                            edited_at?: string | null;
                            deleted?: boolean;
                            forwarded_from?: string | null;
                            reactions?: {
                                emoji: string;
                                count: number;
                            }[];
                            my_reaction?: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            /** Format: uuid */
                            user_id: string | null;
                            sender: {
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            content: string;
                            /** @enum {string} */
                            message_type: "TEXT";
                            created_at: string;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                            attachments?: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            reply_to?: {
                                /** Format: uuid */
                                id: string;
                                author_name: string | null;
                                text: string;
                                deleted: boolean;
                            } | null;
                            edited_at?: string | null;
                            deleted?: boolean;
                            forwarded_from?: string | null;
                            reactions?: {
                                emoji: string;
                                count: number;
                            }[];
                            my_reaction?: string | null;
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
    "/api/chat-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My chat groups */
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
                            chat_groups: {
                                group: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    description: string | null;
                                    /** @enum {string} */
                                    group_type: "CUSTOM" | "FAMILY" | "RELATIVES" | "DIRECT";
                                    color_code: string;
                                };
                                member_count: number;
                                /** @enum {string} */
                                user_role: "ADMIN" | "MEMBER";
                                latest_message: {
                                    content: string;
                                    created_at: string;
                                } | null;
                                unread_count: number;
                                peer: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                can_add_members: boolean;
                                can_leave: boolean;
                                muted_until?: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a group (the creator is its ADMIN); each person is added or invited as they allow
         * @description CONTRACT §4 "Consent, continued": a person in `member_ids` is added at once when their `who_can_add_me_to_groups` allows the caller; anyone else gets an invitation (listed in `invited`); `nobody` answers 403 naming them, and nothing is created. `group_type: FAMILY` is 422.
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
                        name: string;
                        description?: string | null;
                        /**
                         * @default CUSTOM
                         * @enum {string}
                         */
                        group_type?: "CUSTOM" | "FAMILY" | "RELATIVES" | "DIRECT";
                        /** @default #059669 */
                        color_code?: string;
                        /** @default [] */
                        member_ids?: string[];
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
                            group: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                description: string | null;
                                /** @enum {string} */
                                group_type: "CUSTOM" | "FAMILY" | "RELATIVES" | "DIRECT";
                                color_code: string;
                            };
                            member_count: number;
                            /** @enum {string} */
                            user_role: "ADMIN" | "MEMBER";
                            latest_message: {
                                content: string;
                                created_at: string;
                            } | null;
                            unread_count: number;
                            peer: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            can_add_members: boolean;
                            can_leave: boolean;
                            muted_until?: string | null;
                            invited: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            }[];
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
    "/api/chat-groups/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages over all my groups (the navigation badge) */
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
                            total: number;
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
    "/api/people/{userId}/direct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** «Написать сообщение»: the one DIRECT group with this person (201 when created, 200 when it exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
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
                            group: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                description: string | null;
                                /** @enum {string} */
                                group_type: "CUSTOM" | "FAMILY" | "RELATIVES" | "DIRECT";
                                color_code: string;
                            };
                            member_count: number;
                            /** @enum {string} */
                            user_role: "ADMIN" | "MEMBER";
                            latest_message: {
                                content: string;
                                created_at: string;
                            } | null;
                            unread_count: number;
                            peer: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            can_add_members: boolean;
                            can_leave: boolean;
                            muted_until?: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            group: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                description: string | null;
                                /** @enum {string} */
                                group_type: "CUSTOM" | "FAMILY" | "RELATIVES" | "DIRECT";
                                color_code: string;
                            };
                            member_count: number;
                            /** @enum {string} */
                            user_role: "ADMIN" | "MEMBER";
                            latest_message: {
                                content: string;
                                created_at: string;
                            } | null;
                            unread_count: number;
                            peer: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            can_add_members: boolean;
                            can_leave: boolean;
                            muted_until?: string | null;
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
    "/api/chat-groups/{groupId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the group read up to a message (`message_id`) or up to now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        message_id?: string;
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
                            /** Format: uuid */
                            group_id: string;
                            last_read_at: string;
                            unread_count: number;
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
    "/api/chat-groups/{groupId}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** «печатает…»: tell the other members (at most one signal every 2 s is passed on) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-groups/{groupId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of a group */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
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
                            members: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                                /** @enum {string} */
                                role: "ADMIN" | "MEMBER";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Add or invite registered users (its ADMIN; not a family's FAMILY group)
         * @description Each person is added at once when their `who_can_add_me_to_groups` allows the caller, else invited (listed in `invited`); `nobody` answers 403 naming them, and nothing is written.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_ids: string[];
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
                            members: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                                /** @enum {string} */
                                role: "ADMIN" | "MEMBER";
                            }[];
                            invited: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            }[];
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
    "/api/chat-groups/{groupId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave the group (your own user id); the last ADMIN hands over, the last member deletes it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
                    userId: string;
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-groups/{groupId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages, oldest first: the page before `before`, or all after `after` */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    after?: string;
                };
                header?: never;
                path: {
                    groupId: string;
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
                            messages: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                group_id: string;
                                /** Format: uuid */
                                user_id: string | null;
                                sender: {
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                content: string;
                                /** @enum {string} */
                                message_type: "TEXT";
                                created_at: string;
                                moderation?: {
                                    hidden_at: string;
                                    note: string;
                                } | null;
                                attachments?: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                }[];
                                reply_to?: {
                                    /** Format: uuid */
                                    id: string;
                                    author_name: string | null;
                                    text: string;
                                    deleted: boolean;
                                } | null;
                                edited_at?: string | null;
                                deleted?: boolean;
                                forwarded_from?: string | null;
                                reactions?: {
                                    emoji: string;
                                    count: number;
                                }[];
                                my_reaction?: string | null;
                            }[];
                            next_cursor: string | null;
                            read_marks?: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                                last_read_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send a message */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        group_id?: string;
                        /** @default  */
                        content?: string;
                        /**
                         * @default TEXT
                         * @enum {string}
                         */
                        message_type?: "TEXT";
                        /** @default [] */
                        media_ids?: string[];
                        /** Format: uuid */
                        client_key?: string;
                        /** Format: uuid */
                        reply_to_id?: string;
                        mention_ids?: string[];
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            /** Format: uuid */
                            user_id: string | null;
                            sender: {
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            content: string;
                            /** @enum {string} */
                            message_type: "TEXT";
                            created_at: string;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                            attachments?: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            reply_to?: {
                                /** Format: uuid */
                                id: string;
                                author_name: string | null;
                                text: string;
                                deleted: boolean;
                            } | null;
                            edited_at?: string | null;
                            deleted?: boolean;
                            forwarded_from?: string | null;
                            reactions?: {
                                emoji: string;
                                count: number;
                            }[];
                            my_reaction?: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            /** Format: uuid */
                            user_id: string | null;
                            sender: {
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            content: string;
                            /** @enum {string} */
                            message_type: "TEXT";
                            created_at: string;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                            attachments?: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            reply_to?: {
                                /** Format: uuid */
                                id: string;
                                author_name: string | null;
                                text: string;
                                deleted: boolean;
                            } | null;
                            edited_at?: string | null;
                            deleted?: boolean;
                            forwarded_from?: string | null;
                            reactions?: {
                                emoji: string;
                                count: number;
                            }[];
                            my_reaction?: string | null;
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
    "/api/chat-groups/{groupId}/scheduled-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of a group; with `from` and `to` (at most 400 days) the events with an occurrence then, and the occurrences */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    groupId: string;
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
                            scheduled_actions: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                group_id: string;
                                title: string;
                                description: string | null;
                                /** @enum {string} */
                                action_type: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                                scheduled_date: string;
                                scheduled_time: string | null;
                                location: string | null;
                                invitees: string | null;
                                color_code: string;
                                is_completed: boolean;
                                created_at: string;
                                /** Format: uuid */
                                created_by: string | null;
                                participants: {
                                    /** Format: uuid */
                                    user_id: string;
                                    first_name: string;
                                    last_name: string;
                                }[];
                                rsvp_counts: {
                                    going: number;
                                    maybe: number;
                                    not_going: number;
                                };
                                /** @enum {string|null} */
                                my_rsvp: "going" | "maybe" | "not_going" | null;
                                recurrence?: {
                                    /** @enum {string} */
                                    freq: "daily" | "weekly" | "monthly" | "yearly";
                                    interval: number;
                                    until: string | null;
                                    count: number | null;
                                    by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                } | null;
                                can_edit: boolean;
                            }[];
                            occurrences?: {
                                /** Format: uuid */
                                action_id: string;
                                occurrence_date: string;
                                scheduled_date: string;
                                scheduled_time: string | null;
                                moved: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string | null;
                        /**
                         * @default EVENT
                         * @enum {string}
                         */
                        action_type?: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                        scheduled_date: string;
                        scheduled_time?: (string | "") | null;
                        location?: string | null;
                        invitees?: (string | string[]) | null;
                        /** @default #059669 */
                        color_code?: string;
                        recurrence?: {
                            /** @enum {string} */
                            freq: "daily" | "weekly" | "monthly" | "yearly";
                            /** @default 1 */
                            interval?: number;
                            until?: string | null;
                            count?: number | null;
                            /** @default [] */
                            by_day?: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                        } | null;
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            action_type: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                            scheduled_date: string;
                            scheduled_time: string | null;
                            location: string | null;
                            invitees: string | null;
                            color_code: string;
                            is_completed: boolean;
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            participants: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                            }[];
                            rsvp_counts: {
                                going: number;
                                maybe: number;
                                not_going: number;
                            };
                            /** @enum {string|null} */
                            my_rsvp: "going" | "maybe" | "not_going" | null;
                            recurrence?: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            can_edit: boolean;
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
    "/api/scheduled-actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an event, the whole series if it repeats (its creator or a group ADMIN); exceptions off the new rule are dropped */
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
                        title: string;
                        description?: string | null;
                        /**
                         * @default EVENT
                         * @enum {string}
                         */
                        action_type?: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                        scheduled_date: string;
                        scheduled_time?: (string | "") | null;
                        location?: string | null;
                        invitees?: (string | string[]) | null;
                        /** @default #059669 */
                        color_code?: string;
                        recurrence?: {
                            /** @enum {string} */
                            freq: "daily" | "weekly" | "monthly" | "yearly";
                            /** @default 1 */
                            interval?: number;
                            until?: string | null;
                            count?: number | null;
                            /** @default [] */
                            by_day?: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                        } | null;
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            action_type: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                            scheduled_date: string;
                            scheduled_time: string | null;
                            location: string | null;
                            invitees: string | null;
                            color_code: string;
                            is_completed: boolean;
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            participants: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                            }[];
                            rsvp_counts: {
                                going: number;
                                maybe: number;
                                not_going: number;
                            };
                            /** @enum {string|null} */
                            my_rsvp: "going" | "maybe" | "not_going" | null;
                            recurrence?: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            can_edit: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an event, the whole series if it repeats (its creator or a group ADMIN) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-actions/{id}/occurrences/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** «Перенести это событие»: move one occurrence of a recurring event (422 when not an occurrence) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    date: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        scheduled_date: string;
                        scheduled_time?: (string | "") | null;
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
                            /** Format: uuid */
                            action_id: string;
                            occurrence_date: string;
                            scheduled_date: string;
                            scheduled_time: string | null;
                            moved: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        /** «Отменить это событие»: cancel one occurrence of a recurring event (the series stays) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    date: string;
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-actions/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark an event completed (its creator or a group ADMIN; joining is separate) */
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            action_type: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                            scheduled_date: string;
                            scheduled_time: string | null;
                            location: string | null;
                            invitees: string | null;
                            color_code: string;
                            is_completed: boolean;
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            participants: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                            }[];
                            rsvp_counts: {
                                going: number;
                                maybe: number;
                                not_going: number;
                            };
                            /** @enum {string|null} */
                            my_rsvp: "going" | "maybe" | "not_going" | null;
                            recurrence?: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            can_edit: boolean;
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
    "/api/scheduled-actions/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** «Присоединиться»: join the event (any member; it stays not completed) */
        post: {
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            action_type: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                            scheduled_date: string;
                            scheduled_time: string | null;
                            location: string | null;
                            invitees: string | null;
                            color_code: string;
                            is_completed: boolean;
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            participants: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                            }[];
                            rsvp_counts: {
                                going: number;
                                maybe: number;
                                not_going: number;
                            };
                            /** @enum {string|null} */
                            my_rsvp: "going" | "maybe" | "not_going" | null;
                            recurrence?: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            can_edit: boolean;
                        };
                    };
                };
            };
        };
        /** «Не пойду»: leave the event */
        delete: {
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            action_type: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                            scheduled_date: string;
                            scheduled_time: string | null;
                            location: string | null;
                            invitees: string | null;
                            color_code: string;
                            is_completed: boolean;
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            participants: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                            }[];
                            rsvp_counts: {
                                going: number;
                                maybe: number;
                                not_going: number;
                            };
                            /** @enum {string|null} */
                            my_rsvp: "going" | "maybe" | "not_going" | null;
                            recurrence?: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            can_edit: boolean;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-actions/{id}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** RSVP «Пойду / Может быть / Не пойду» (any member of the group; going = joined) */
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
                        /** @enum {string} */
                        response: "going" | "maybe" | "not_going";
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            action_type: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                            scheduled_date: string;
                            scheduled_time: string | null;
                            location: string | null;
                            invitees: string | null;
                            color_code: string;
                            is_completed: boolean;
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            participants: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                            }[];
                            rsvp_counts: {
                                going: number;
                                maybe: number;
                                not_going: number;
                            };
                            /** @enum {string|null} */
                            my_rsvp: "going" | "maybe" | "not_going" | null;
                            recurrence?: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            can_edit: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Clear the caller’s RSVP */
        delete: {
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            group_id: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            action_type: "REMINDER" | "BIRTHDAY" | "APPOINTMENT" | "EVENT";
                            scheduled_date: string;
                            scheduled_time: string | null;
                            location: string | null;
                            invitees: string | null;
                            color_code: string;
                            is_completed: boolean;
                            created_at: string;
                            /** Format: uuid */
                            created_by: string | null;
                            participants: {
                                /** Format: uuid */
                                user_id: string;
                                first_name: string;
                                last_name: string;
                            }[];
                            rsvp_counts: {
                                going: number;
                                maybe: number;
                                not_going: number;
                            };
                            /** @enum {string|null} */
                            my_rsvp: "going" | "maybe" | "not_going" | null;
                            recurrence?: {
                                /** @enum {string} */
                                freq: "daily" | "weekly" | "monthly" | "yearly";
                                interval: number;
                                until: string | null;
                                count: number | null;
                                by_day: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | null;
                            can_edit: boolean;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key a browser subscribes with (applicationServerKey) */
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
                            public_key: string;
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
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My devices that receive pushes, oldest first (named from their User-Agent) */
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
                            /** Format: uuid */
                            id: string;
                            endpoint: string;
                            user_agent: string;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Subscribe this device (PushSubscription.toJSON()); the same endpoint again updates it */
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
                        /** Format: uri */
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
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
                            /** Format: uuid */
                            id: string;
                            endpoint: string;
                            user_agent: string;
                            created_at: string;
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
    "/api/push/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop pushes to one of my devices */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What my pushes show, whether messages push, and my quiet hours */
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
                            /** @enum {string} */
                            preview: "full" | "no_text";
                            messages: boolean;
                            quiet_from: string | null;
                            quiet_to: string | null;
                            time_zone: string;
                        };
                    };
                };
            };
        };
        /** Change some of my push settings; the others stay */
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
                        preview?: "full" | "no_text";
                        messages?: boolean;
                        quiet_from?: string | null;
                        quiet_to?: string | null;
                        time_zone?: string;
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
                            /** @enum {string} */
                            preview: "full" | "no_text";
                            messages: boolean;
                            quiet_from: string | null;
                            quiet_to: string | null;
                            time_zone: string;
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
    "/api/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My pending invitations to families and households */
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "family" | "household" | "chat_group" | "organization";
                            target: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            inviter: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                            /** @enum {string|null} */
                            relationship: "spouse" | "child" | "parent" | "sibling" | "other" | "roommate" | "tenant" | "family_member" | null;
                            role: string | null;
                            job_title: string | null;
                            created_at: string;
                        }[];
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
    "/api/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept: become a member (family: and join its chat group); 409 if you live in another household */
        post: {
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "family" | "household" | "chat_group" | "organization";
                            target: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            inviter: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                            /** @enum {string|null} */
                            relationship: "spouse" | "child" | "parent" | "sibling" | "other" | "roommate" | "tenant" | "family_member" | null;
                            role: string | null;
                            job_title: string | null;
                            created_at: string;
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
    "/api/invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline: the invitation is removed */
        post: {
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "family" | "household" | "chat_group" | "organization";
                            target: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            inviter: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                            /** @enum {string|null} */
                            relationship: "spouse" | "child" | "parent" | "sibling" | "other" | "roommate" | "tenant" | "family_member" | null;
                            role: string | null;
                            job_title: string | null;
                            created_at: string;
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
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest first (next page: Link header, rel="next") */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    unread_only?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            type: "comment" | "reply" | "like" | "reaction" | "family_added" | "household_added" | "group_added" | "organization_added" | "join_request" | "request_decided" | "invitation" | "invitation_answered" | "friend_request" | "friend_accepted" | "data_export_ready" | "event_reminder" | "birthday_reminder" | "chore_reminder" | "report_resolved" | "chat_mention" | "album_shared";
                            text: string;
                            created_at: string;
                            is_read: boolean;
                            actor: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            } | null;
                            link: {
                                kind: string;
                                id: string;
                                /** Format: uuid */
                                post_id?: string;
                            } | null;
                        }[];
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
        /** How many are unread (the bell) */
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
                            count: number;
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
        /** Mark all read */
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
                    content?: never;
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
    "/api/users/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which notification types I receive (every type, true = on) */
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
                            comment: boolean;
                            reply: boolean;
                            like: boolean;
                            reaction: boolean;
                            family_added: boolean;
                            household_added: boolean;
                            group_added: boolean;
                            organization_added: boolean;
                            join_request: boolean;
                            request_decided: boolean;
                            invitation: boolean;
                            invitation_answered: boolean;
                            friend_request: boolean;
                            friend_accepted: boolean;
                            data_export_ready: boolean;
                            event_reminder: boolean;
                            birthday_reminder: boolean;
                            chore_reminder: boolean;
                            report_resolved: boolean;
                            chat_mention: boolean;
                            album_shared: boolean;
                        };
                    };
                };
            };
        };
        /** Turn notification types on or off; the others stay as they are */
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
                        comment?: boolean;
                        reply?: boolean;
                        like?: boolean;
                        reaction?: boolean;
                        family_added?: boolean;
                        household_added?: boolean;
                        group_added?: boolean;
                        organization_added?: boolean;
                        join_request?: boolean;
                        request_decided?: boolean;
                        invitation?: boolean;
                        invitation_answered?: boolean;
                        friend_request?: boolean;
                        friend_accepted?: boolean;
                        data_export_ready?: boolean;
                        event_reminder?: boolean;
                        birthday_reminder?: boolean;
                        chore_reminder?: boolean;
                        report_resolved?: boolean;
                        chat_mention?: boolean;
                        album_shared?: boolean;
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
                            comment: boolean;
                            reply: boolean;
                            like: boolean;
                            reaction: boolean;
                            family_added: boolean;
                            household_added: boolean;
                            group_added: boolean;
                            organization_added: boolean;
                            join_request: boolean;
                            request_decided: boolean;
                            invitation: boolean;
                            invitation_answered: boolean;
                            friend_request: boolean;
                            friend_accepted: boolean;
                            data_export_ready: boolean;
                            event_reminder: boolean;
                            birthday_reminder: boolean;
                            chore_reminder: boolean;
                            report_resolved: boolean;
                            chat_mention: boolean;
                            album_shared: boolean;
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
        /** Mark one read */
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
                    content?: never;
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
    "/api/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My latest data export (null when I never asked), with its signed download link when ready */
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
                            export: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                status: "pending" | "ready" | "failed" | "expired";
                                created_at: string;
                                finished_at: string | null;
                                size_bytes: number | null;
                                expires_at: string | null;
                                download_url: string | null;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Start «Скачать мои данные»: a zip prepared in the background (409 while one is prepared, 429 within an hour of a ready one) */
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
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "failed" | "expired";
                            created_at: string;
                            finished_at: string | null;
                            size_bytes: number | null;
                            expires_at: string | null;
                            download_url: string | null;
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
    "/api/users/export/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The zip by its signed link (owner only: 404 without one; 410 once expired after 7 days) */
        get: {
            parameters: {
                query?: {
                    exp?: string;
                    sig?: string;
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
    "/api/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts I may read, newest first (next page: Link header, rel="next") */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    module?: "family" | "news" | "journal" | "services" | "organizations" | "marketplace" | "finance" | "events";
                    family_id?: string;
                    filter?: "my-family" | "subscribed" | "public" | "household" | "gender-male" | "gender-female" | "gender-it";
                    visibility?: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                    author_id?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            content: string;
                            created_at: string;
                            edited_at?: string | null;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            youtube_urls: string[];
                            likes_count: number;
                            user_liked: boolean;
                            top_reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            user_reaction: string | null;
                            comments_count: number;
                            /** @enum {string} */
                            source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                            /** @enum {string} */
                            visibility: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                            /** Format: uuid */
                            family_id: string | null;
                            can_delete: boolean;
                            can_edit?: boolean;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Publish (form data: content, source_module, visibility, repeated media_file_ids, client_key); 200 for a repeated client_key */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @default  */
                        content?: string;
                        /**
                         * @default personal
                         * @enum {string}
                         */
                        source_module?: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                        /**
                         * @default PUBLIC
                         * @enum {string}
                         */
                        visibility?: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                        media_file_ids?: string | string[];
                        youtube_urls?: string | string[];
                        /** Format: uuid */
                        family_id?: string;
                        /** Format: uuid */
                        client_key?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        /** @default  */
                        content?: string;
                        /**
                         * @default personal
                         * @enum {string}
                         */
                        source_module?: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                        /**
                         * @default PUBLIC
                         * @enum {string}
                         */
                        visibility?: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                        media_file_ids?: string | string[];
                        youtube_urls?: string | string[];
                        /** Format: uuid */
                        family_id?: string;
                        /** Format: uuid */
                        client_key?: string;
                    };
                    "application/json": {
                        /** @default  */
                        content?: string;
                        /**
                         * @default personal
                         * @enum {string}
                         */
                        source_module?: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                        /**
                         * @default PUBLIC
                         * @enum {string}
                         */
                        visibility?: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                        media_file_ids?: string | string[];
                        youtube_urls?: string | string[];
                        /** Format: uuid */
                        family_id?: string;
                        /** Format: uuid */
                        client_key?: string;
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
                            /** Format: uuid */
                            id: string;
                            content: string;
                            created_at: string;
                            edited_at?: string | null;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            youtube_urls: string[];
                            likes_count: number;
                            user_liked: boolean;
                            top_reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            user_reaction: string | null;
                            comments_count: number;
                            /** @enum {string} */
                            source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                            /** @enum {string} */
                            visibility: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                            /** Format: uuid */
                            family_id: string | null;
                            can_delete: boolean;
                            can_edit?: boolean;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            content: string;
                            created_at: string;
                            edited_at?: string | null;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            youtube_urls: string[];
                            likes_count: number;
                            user_liked: boolean;
                            top_reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            user_reaction: string | null;
                            comments_count: number;
                            /** @enum {string} */
                            source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                            /** @enum {string} */
                            visibility: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                            /** Format: uuid */
                            family_id: string | null;
                            can_delete: boolean;
                            can_edit?: boolean;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
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
    "/api/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post */
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
                            /** Format: uuid */
                            id: string;
                            content: string;
                            created_at: string;
                            edited_at?: string | null;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            youtube_urls: string[];
                            likes_count: number;
                            user_liked: boolean;
                            top_reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            user_reaction: string | null;
                            comments_count: number;
                            /** @enum {string} */
                            source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                            /** @enum {string} */
                            visibility: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                            /** Format: uuid */
                            family_id: string | null;
                            can_delete: boolean;
                            can_edit?: boolean;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a post */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit my post: its text and who sees it (form: content, visibility; left out = kept) */
        patch: {
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
                    "multipart/form-data": {
                        content?: string;
                        /** @enum {string} */
                        visibility?: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                    };
                    "application/x-www-form-urlencoded": {
                        content?: string;
                        /** @enum {string} */
                        visibility?: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                    };
                    "application/json": {
                        content?: string;
                        /** @enum {string} */
                        visibility?: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
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
                            /** Format: uuid */
                            id: string;
                            content: string;
                            created_at: string;
                            edited_at?: string | null;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            youtube_urls: string[];
                            likes_count: number;
                            user_liked: boolean;
                            top_reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            user_reaction: string | null;
                            comments_count: number;
                            /** @enum {string} */
                            source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                            /** @enum {string} */
                            visibility: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                            /** Format: uuid */
                            family_id: string | null;
                            can_delete: boolean;
                            can_edit?: boolean;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Toggle my like */
        post: {
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
                            liked: boolean;
                            likes_count: number;
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
    "/api/posts/{id}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set, replace or remove my reaction (form: emoji) */
        post: {
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
                    "multipart/form-data": {
                        emoji: string;
                    };
                    "application/x-www-form-urlencoded": {
                        emoji: string;
                    };
                    "application/json": {
                        emoji: string;
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
                            user_reaction: string | null;
                            top_reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            likes_count: number;
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
    "/api/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments as a tree */
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
                        "application/json": components["schemas"]["Comment"][];
                    };
                };
            };
        };
        put?: never;
        /** Comment or reply (form: content, parent_comment_id, client_key); 200 for a repeated client_key */
        post: {
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
                    "multipart/form-data": {
                        content: string;
                        parent_comment_id?: (string | "") | null;
                        /** Format: uuid */
                        client_key?: string;
                    };
                    "application/x-www-form-urlencoded": {
                        content: string;
                        parent_comment_id?: (string | "") | null;
                        /** Format: uuid */
                        client_key?: string;
                    };
                    "application/json": {
                        content: string;
                        parent_comment_id?: (string | "") | null;
                        /** Format: uuid */
                        client_key?: string;
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
                        "application/json": components["schemas"]["Comment"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Comment"];
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
    "/api/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit my comment (form: content) */
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
                    "multipart/form-data": {
                        content: string;
                    };
                    "application/x-www-form-urlencoded": {
                        content: string;
                    };
                    "application/json": {
                        content: string;
                    };
                };
            };
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
        post?: never;
        /** Delete a comment */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Toggle my like on a comment */
        post: {
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
                            liked: boolean;
                            likes_count: number;
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
    "/api/scheduled-actions/{id}/reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** «Напомнить»: my reminder before the event (any member; 422 when its time has passed) */
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
                        minutes_before: number;
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
                            /** Format: uuid */
                            action_id: string;
                            minutes_before: number;
                            remind_at: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** «Не напоминать»: remove my reminder */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-groups/{groupId}/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My reminders for the group's events */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
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
                            reminders: {
                                /** Format: uuid */
                                action_id: string;
                                minutes_before: number;
                                remind_at: string;
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
    "/api/chat-groups/{groupId}/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group's events as an iCalendar file (members) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupId: string;
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
    "/api/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether I have a calendar subscription (its URL is shown only when created) */
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
                            active: boolean;
                            created_at: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** A new secret subscription URL for all my events (the previous one stops working) */
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
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
            };
        };
        /** Turn the calendar subscription off (its URL stops working) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/feed/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscription feed (`{token}.ics`; the token is the credential; 404 once revoked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
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
    "/api/friends/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask someone to be friends
         * @description 201 with the new pending request. When that person already sent the caller a request, it is accepted instead (200, status "accepted"). Yourself 422; friends already or a request of yours already pending 409; unknown user 404.
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
                        /** Format: uuid */
                        user_id: string;
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "accepted";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            person: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            created_at: string;
                            accepted_at: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "accepted";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            person: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            created_at: string;
                            accepted_at: string | null;
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
    "/api/friends/requests/incoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending requests sent to me, newest first (next page: Link header, rel="next") */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "accepted";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            person: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            created_at: string;
                            accepted_at: string | null;
                        }[];
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
    "/api/friends/requests/outgoing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending requests I sent, newest first (next page: Link header, rel="next") */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "accepted";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            person: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            created_at: string;
                            accepted_at: string | null;
                        }[];
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
    "/api/friends/requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a request sent to me
         * @description Only its addressee (its sender 403, anyone else 404); already accepted 409.
         */
        post: {
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "accepted";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            person: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            created_at: string;
                            accepted_at: string | null;
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
    "/api/friends/requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a request sent to me (it is deleted; it may be sent again)
         * @description Only its addressee (its sender 403, anyone else 404); already accepted 409.
         */
        post: {
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
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a request I sent
         * @description Only its sender (its addressee 403, anyone else 404); already accepted 409.
         */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My friends, newest friendship first; q searches by name (next page: Link header) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            profile_picture: string | null;
                            /** Format: uuid */
                            friendship_id: string;
                            since: string;
                        }[];
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
    "/api/friends/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a friend (404 when not a friend) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People I share a family, organization or chat group with, not yet friends
         * @description Each with the reason (family, organization, chat_group) and the name of the shared place; never the caller, a friend, or someone with a request either way.
         */
        get: {
            parameters: {
                query?: {
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
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            profile_picture: string | null;
                            /** @enum {string} */
                            reason: "family" | "organization" | "chat_group";
                            via_name: string;
                        }[];
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
    "/api/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People I blocked, newest first (next page: Link header, rel="next") */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            profile_picture: string | null;
                            blocked_at: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /**
         * Block a person: silently, and ending friendship, requests and follows either way
         * @description Between the two afterwards: no friend requests, follows, direct messages, chat-group or family invitations, comments or reactions on each other’s posts; neither finds the other in search, suggestions or feeds. The blocked person sees the blocker as not found. 201 for a new block, 200 when it already stood; yourself 422; unknown user 404.
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
                        /** Format: uuid */
                        user_id: string;
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
                            /** Format: uuid */
                            user_id: string;
                            /** @enum {boolean} */
                            blocked: true;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            user_id: string;
                            /** @enum {boolean} */
                            blocked: true;
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
    "/api/blocks/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unblock a person (404 when not blocked by me); nothing that ended comes back */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friends/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My friends who are online now (a live socket open), by name, at most 50
         * @description A bare list of people. Online changes arrive on GET /api/ws as `{"type": "presence.changed", "user_id", "online", "last_seen_at"}`.
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
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            profile_picture: string | null;
                        }[];
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
    "/api/people/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person's page: photo, names, affiliations, families, counts, my relation to them
         * @description Someone who hides their page from the public is shown to others (not friends, sharing no family, household, organization or chat group) by name and photo only: `restricted: true`, no affiliations or families, counts null. Unknown id 404. `online` and `last_seen_at` only to the person themself and their friends.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
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
                            /** Format: uuid */
                            id: string;
                            first_name: string;
                            last_name: string;
                            profile_picture: string | null;
                            middle_name: string | null;
                            restricted: boolean;
                            affiliations: {
                                /** Format: uuid */
                                id: string;
                                affiliation_name: string;
                                user_role_in_org: string | null;
                            }[];
                            families: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                            location?: {
                                city: string | null;
                                country: string | null;
                            } | null;
                            counts: {
                                friends: number;
                                followers: number;
                                following: number;
                                posts: number;
                            } | null;
                            relation: {
                                is_self: boolean;
                                /** @enum {string} */
                                friendship: "none" | "outgoing" | "incoming" | "friends";
                                /** Format: uuid */
                                friendship_id: string | null;
                                following: boolean;
                                blocked?: boolean;
                            };
                            about: string | null;
                            cover_picture: string | null;
                            mutual_friends: {
                                count: number;
                                people: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                }[];
                            } | null;
                            online?: boolean;
                            last_seen_at?: string | null;
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
    "/api/people/{userId}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Their posts I may read, newest first (next page: Link header, rel="next")
         * @description A restricted page (see GET /api/people/{userId}) answers 403.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                };
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            content: string;
                            created_at: string;
                            edited_at?: string | null;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
                            youtube_urls: string[];
                            likes_count: number;
                            user_liked: boolean;
                            top_reactions: {
                                emoji: string;
                                count: number;
                            }[];
                            user_reaction: string | null;
                            comments_count: number;
                            /** @enum {string} */
                            source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                            /** @enum {string} */
                            visibility: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                            /** Format: uuid */
                            family_id: string | null;
                            can_delete: boolean;
                            can_edit?: boolean;
                            moderation?: {
                                hidden_at: string;
                                note: string;
                            } | null;
                        }[];
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
    "/api/people/{userId}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a person (idempotent): their posts I may read join «Подписки» */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
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
                            following: boolean;
                            followers_count: number;
                        };
                    };
                };
            };
        };
        /** Unfollow a person (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
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
                            following: boolean;
                            followers_count: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a family (idempotent): its posts I may read join «Подписки»
         * @description A private family is 404 to outsiders, as on its other calls.
         */
        post: {
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
                            following: boolean;
                            followers_count: number;
                        };
                    };
                };
            };
        };
        /** Unfollow a family (idempotent) */
        delete: {
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
                            following: boolean;
                            followers_count: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People and families I follow, newest first (next page: Link header, rel="next") */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A bare array; the next page is linked in the Link header (rel="next"), absent on the last page. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            kind: "user" | "family";
                            /** Format: uuid */
                            id: string;
                            name: string;
                            profile_picture: string | null;
                            followed_at: string;
                        }[];
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
    "/api/users/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My privacy settings (spec 01) */
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
                            /** @default true */
                            work_visible_in_services: boolean;
                            /** @default true */
                            school_visible_in_events: boolean;
                            /** @default false */
                            location_sharing_enabled: boolean;
                            /** @default true */
                            profile_visible_to_public: boolean;
                            /** @default true */
                            family_visible_to_friends: boolean;
                            /**
                             * @default friends_and_family
                             * @enum {string}
                             */
                            who_can_add_me_to_groups: "everyone" | "friends_and_family" | "nobody";
                        };
                    };
                };
            };
        };
        /** Change any of my privacy settings; the others stay as they are */
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
                        who_can_add_me_to_groups?: "everyone" | "friends_and_family" | "nobody";
                        work_visible_in_services?: boolean;
                        school_visible_in_events?: boolean;
                        location_sharing_enabled?: boolean;
                        profile_visible_to_public?: boolean;
                        family_visible_to_friends?: boolean;
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
                            /** @default true */
                            work_visible_in_services: boolean;
                            /** @default true */
                            school_visible_in_events: boolean;
                            /** @default false */
                            location_sharing_enabled: boolean;
                            /** @default true */
                            profile_visible_to_public: boolean;
                            /** @default true */
                            family_visible_to_friends: boolean;
                            /**
                             * @default friends_and_family
                             * @enum {string}
                             */
                            who_can_add_me_to_groups: "everyone" | "friends_and_family" | "nobody";
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
    "/api/users/about": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** «О себе» on my page (up to 500 characters; empty clears it) */
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
                        about: string | null;
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
                            about: string | null;
                            cover_picture: string | null;
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
    "/api/users/profile-cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The cover of my page (data URL, image, 10 MB; re-encoded to 1500×500) */
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
                        cover_image: string;
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
                            about: string | null;
                            cover_picture: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove the cover of my page */
        delete: {
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
                            about: string | null;
                            cover_picture: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/covers/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page cover */
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
    "/api/work/organizations/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search organizations */
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
                        query: string;
                        /** @enum {string|null} */
                        organization_type?: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER" | null;
                        industry?: string | null;
                        city?: string | null;
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
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                is_private: boolean;
                                /** @enum {string} */
                                organization_type: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                                industry: string;
                                description: string;
                                address_city: string | null;
                                address_country: string | null;
                                member_count: number;
                                organization_size: string;
                                logo_url: string | null;
                                user_is_member: boolean;
                                user_has_pending_request: boolean;
                            }[];
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
    "/api/work/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My organizations */
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
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                organization_type: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                                description: string;
                                industry: string;
                                organization_size: string;
                                founded_year: number | null;
                                website: string | null;
                                official_email: string | null;
                                address_street: string | null;
                                address_city: string | null;
                                address_state: string | null;
                                address_country: string | null;
                                address_postal_code: string | null;
                                is_private: boolean;
                                allow_public_discovery: boolean;
                                logo_url: string | null;
                                banner_url: string | null;
                                /** Format: uuid */
                                creator_id: string | null;
                                /** Format: uuid */
                                owner_id: string | null;
                                member_count: number;
                                user_role: string | null;
                                user_is_admin: boolean;
                                user_is_owner: boolean;
                                user_can_invite: boolean;
                                user_can_post: boolean;
                                user_job_title: string | null;
                                user_department: string | null;
                                user_team: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an organization */
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
                        name: string;
                        /**
                         * @default COMPANY
                         * @enum {string}
                         */
                        organization_type?: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                        description: string;
                        industry: string;
                        /**
                         * @default 11-50
                         * @enum {string}
                         */
                        organization_size?: "1-10" | "11-50" | "51-200" | "201-500" | "500+";
                        founded_year?: number;
                        website?: string | null;
                        official_email?: string | null;
                        address_street?: string | null;
                        address_city?: string | null;
                        address_state?: string | null;
                        address_country?: string | null;
                        address_postal_code?: string | null;
                        /** @default false */
                        is_private?: boolean;
                        /** @default true */
                        allow_public_discovery?: boolean;
                        /**
                         * @default CEO
                         * @enum {string}
                         */
                        creator_role?: "CEO" | "CTO" | "CFO" | "FOUNDER" | "CO_FOUNDER" | "DIRECTOR" | "MANAGER";
                        custom_role_name?: string | null;
                        creator_department?: string | null;
                        creator_team?: string | null;
                        creator_job_title: string;
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            organization_type: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                            description: string;
                            industry: string;
                            organization_size: string;
                            founded_year: number | null;
                            website: string | null;
                            official_email: string | null;
                            address_street: string | null;
                            address_city: string | null;
                            address_state: string | null;
                            address_country: string | null;
                            address_postal_code: string | null;
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            logo_url: string | null;
                            banner_url: string | null;
                            /** Format: uuid */
                            creator_id: string | null;
                            /** Format: uuid */
                            owner_id: string | null;
                            member_count: number;
                            user_role: string | null;
                            user_is_admin: boolean;
                            user_is_owner: boolean;
                            user_can_invite: boolean;
                            user_can_post: boolean;
                            user_job_title: string | null;
                            user_department: string | null;
                            user_team: string | null;
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
    "/api/work/organizations/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organization details */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            organization_type: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                            description: string;
                            industry: string;
                            organization_size: string;
                            founded_year: number | null;
                            website: string | null;
                            official_email: string | null;
                            address_street: string | null;
                            address_city: string | null;
                            address_state: string | null;
                            address_country: string | null;
                            address_postal_code: string | null;
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            logo_url: string | null;
                            banner_url: string | null;
                            /** Format: uuid */
                            creator_id: string | null;
                            /** Format: uuid */
                            owner_id: string | null;
                            member_count: number;
                            user_role: string | null;
                            user_is_admin: boolean;
                            user_is_owner: boolean;
                            user_can_invite: boolean;
                            user_can_post: boolean;
                            user_job_title: string | null;
                            user_department: string | null;
                            user_team: string | null;
                        };
                    };
                };
            };
        };
        /** Settings (admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /**
                         * @default COMPANY
                         * @enum {string}
                         */
                        organization_type?: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                        description: string;
                        industry: string;
                        /**
                         * @default 11-50
                         * @enum {string}
                         */
                        organization_size?: "1-10" | "11-50" | "51-200" | "201-500" | "500+";
                        founded_year?: number;
                        website?: string | null;
                        official_email?: string | null;
                        address_street?: string | null;
                        address_city?: string | null;
                        address_state?: string | null;
                        address_country?: string | null;
                        address_postal_code?: string | null;
                        /** @default false */
                        is_private?: boolean;
                        /** @default true */
                        allow_public_discovery?: boolean;
                        logo_url?: string | null;
                        banner_url?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            organization_type: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                            description: string;
                            industry: string;
                            organization_size: string;
                            founded_year: number | null;
                            website: string | null;
                            official_email: string | null;
                            address_street: string | null;
                            address_city: string | null;
                            address_state: string | null;
                            address_country: string | null;
                            address_postal_code: string | null;
                            is_private: boolean;
                            allow_public_discovery: boolean;
                            logo_url: string | null;
                            banner_url: string | null;
                            /** Format: uuid */
                            creator_id: string | null;
                            /** Format: uuid */
                            owner_id: string | null;
                            member_count: number;
                            user_role: string | null;
                            user_is_admin: boolean;
                            user_is_owner: boolean;
                            user_can_invite: boolean;
                            user_can_post: boolean;
                            user_job_title: string | null;
                            user_department: string | null;
                            user_team: string | null;
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
    "/api/work/organizations/{orgId}/images/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logo or banner by its signed link */
        get: {
            parameters: {
                query?: {
                    exp?: string;
                    sig?: string;
                };
                header?: never;
                path: {
                    orgId: string;
                    kind: "logo" | "banner";
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
    "/api/work/organizations/{orgId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members and departments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
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
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string;
                                user_first_name: string;
                                user_last_name: string;
                                user_email: string | null;
                                user_avatar_url: string | null;
                                role: string;
                                custom_role_name: string | null;
                                department: string | null;
                                team: string | null;
                                job_title: string | null;
                                can_invite: boolean;
                                can_post: boolean;
                                is_admin: boolean;
                                is_owner: boolean;
                            }[];
                            departments: {
                                [key: string]: {
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: uuid */
                                    user_id: string;
                                    user_first_name: string;
                                    user_last_name: string;
                                    user_email: string | null;
                                    user_avatar_url: string | null;
                                    role: string;
                                    custom_role_name: string | null;
                                    department: string | null;
                                    team: string | null;
                                    job_title: string | null;
                                    can_invite: boolean;
                                    can_post: boolean;
                                    is_admin: boolean;
                                    is_owner: boolean;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite someone by email: an invitation they accept (any address; same answer)
         * @description CONTRACT §4 "Consent, continued": answers 201 «Приглашение отправлено на email.» whether or not the address has an account. A registered person gets an invitation (GET /api/invitations); an unregistered address gets a mail, and the invitation waits for the account registered with it. Invitations per inviter are limited (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_email: string;
                        /**
                         * @default EMPLOYEE
                         * @enum {string}
                         */
                        role?: "CEO" | "CTO" | "CFO" | "COO" | "FOUNDER" | "CO_FOUNDER" | "PRESIDENT" | "VICE_PRESIDENT" | "DIRECTOR" | "MANAGER" | "SENIOR_MANAGER" | "TEAM_LEAD" | "EMPLOYEE" | "SENIOR_EMPLOYEE" | "CONTRACTOR" | "INTERN" | "CONSULTANT" | "CLIENT" | "CUSTOM";
                        custom_role_name?: string | null;
                        department?: string | null;
                        team?: string | null;
                        job_title: string;
                        /** @default false */
                        can_invite?: boolean;
                        /** @default true */
                        can_post?: boolean;
                        /** @default false */
                        is_admin?: boolean;
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
                            message: string;
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
    "/api/work/organizations/{orgId}/members/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** My job title now; role, department, team by request */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        job_title?: string | null;
                        /** @enum {string|null} */
                        requested_role?: "OWNER" | "ADMIN" | "CEO" | "CTO" | "CFO" | "COO" | "FOUNDER" | "CO_FOUNDER" | "PRESIDENT" | "VICE_PRESIDENT" | "DIRECTOR" | "MANAGER" | "SENIOR_MANAGER" | "TEAM_LEAD" | "EMPLOYEE" | "SENIOR_EMPLOYEE" | "MEMBER" | "CONTRACTOR" | "INTERN" | "CONSULTANT" | "CLIENT" | "CUSTOM" | null;
                        requested_department?: string | null;
                        requested_team?: string | null;
                        reason?: string | null;
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
                            job_title_updated: boolean;
                            change_requests_created: string[];
                            applied: ("ROLE_CHANGE" | "DEPARTMENT_CHANGE" | "TEAM_CHANGE" | "JOB_TITLE_CHANGE" | "PERMISSIONS_CHANGE")[];
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
    "/api/work/organizations/{orgId}/members/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a member (admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role?: "CEO" | "CTO" | "CFO" | "COO" | "FOUNDER" | "CO_FOUNDER" | "PRESIDENT" | "VICE_PRESIDENT" | "DIRECTOR" | "MANAGER" | "SENIOR_MANAGER" | "TEAM_LEAD" | "EMPLOYEE" | "SENIOR_EMPLOYEE" | "CONTRACTOR" | "INTERN" | "CONSULTANT" | "CLIENT" | "CUSTOM";
                        custom_role_name?: string | null;
                        department?: string | null;
                        team?: string | null;
                        job_title?: string | null;
                        can_invite?: boolean;
                        can_post?: boolean;
                        is_admin?: boolean;
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
                            members: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string;
                                user_first_name: string;
                                user_last_name: string;
                                user_email: string | null;
                                user_avatar_url: string | null;
                                role: string;
                                custom_role_name: string | null;
                                department: string | null;
                                team: string | null;
                                job_title: string | null;
                                can_invite: boolean;
                                can_post: boolean;
                                is_admin: boolean;
                                is_owner: boolean;
                            }[];
                            departments: {
                                [key: string]: {
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: uuid */
                                    user_id: string;
                                    user_first_name: string;
                                    user_last_name: string;
                                    user_email: string | null;
                                    user_avatar_url: string | null;
                                    role: string;
                                    custom_role_name: string | null;
                                    department: string | null;
                                    team: string | null;
                                    job_title: string | null;
                                    can_invite: boolean;
                                    can_post: boolean;
                                    is_admin: boolean;
                                    is_owner: boolean;
                                }[];
                            };
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
    "/api/work/organizations/{orgId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                    userId: string;
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/organizations/{orgId}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a team */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string | null;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/organizations/{orgId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/organizations/{orgId}/transfer-ownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfer ownership (owner) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        new_owner_id?: string | null;
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/organizations/{orgId}/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Change requests (admins) */
        get: {
            parameters: {
                query?: {
                    status?: "PENDING" | "APPROVED" | "REJECTED";
                };
                header?: never;
                path: {
                    orgId: string;
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
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                request_type: "ROLE_CHANGE" | "DEPARTMENT_CHANGE" | "TEAM_CHANGE" | "JOB_TITLE_CHANGE" | "PERMISSIONS_CHANGE";
                                current_role: string | null;
                                requested_role: string | null;
                                current_department: string | null;
                                requested_department: string | null;
                                current_team: string | null;
                                requested_team: string | null;
                                reason: string | null;
                                rejection_reason: string | null;
                                created_at: string;
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                /** Format: uuid */
                                user_id: string;
                                user_name: string;
                                user_email: string | null;
                                user_avatar_url: string | null;
                                is_mine: boolean;
                                can_decide: boolean;
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
    "/api/work/organizations/{orgId}/change-requests/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My own change requests, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
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
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                request_type: "ROLE_CHANGE" | "DEPARTMENT_CHANGE" | "TEAM_CHANGE" | "JOB_TITLE_CHANGE" | "PERMISSIONS_CHANGE";
                                current_role: string | null;
                                requested_role: string | null;
                                current_department: string | null;
                                requested_department: string | null;
                                current_team: string | null;
                                requested_team: string | null;
                                reason: string | null;
                                rejection_reason: string | null;
                                created_at: string;
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                /** Format: uuid */
                                user_id: string;
                                user_name: string;
                                user_email: string | null;
                                user_avatar_url: string | null;
                                is_mine: boolean;
                                can_decide: boolean;
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
    "/api/work/organizations/{orgId}/change-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve and apply */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
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
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/organizations/{orgId}/change-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rejection_reason?: string | null;
                    } | null;
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/organizations/{orgId}/join-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending join requests (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
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
                            requests: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                user_id: string;
                                user_name: string;
                                user_email: string;
                                message: string | null;
                                requested_at: string;
                                can_decide: boolean;
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
    "/api/work/organizations/{id}/join-requests/my-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Do I have a pending request? */
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
                            has_pending_request: boolean;
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
    "/api/work/join-requests/my-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My join requests */
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
                            requests: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                organization_id: string;
                                organization_name: string;
                                /** @enum {string} */
                                organization_type: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                                message: string | null;
                                requested_at: string;
                                reviewed_at: string | null;
                                rejection_reason: string | null;
                                /** @enum {string} */
                                status: "pending" | "rejected";
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
    "/api/work/join-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve (the requester becomes a Member) */
        post: {
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
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/join-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject */
        post: {
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
                        rejection_reason?: string | null;
                    } | null;
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/join-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel my request */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/join-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to join */
        post: {
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
                        message?: string | null;
                    } | null;
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
                            message: string;
                            /** Format: uuid */
                            id: string;
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
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report something I can see (one open report per target) */
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
                        target_type: "post" | "comment" | "message" | "user" | "family" | "organization" | "media";
                        /** Format: uuid */
                        target_id: string;
                        /** @enum {string} */
                        reason: "spam" | "abuse" | "violence" | "nudity" | "illegal" | "other";
                        comment?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            target_type: "post" | "comment" | "message" | "user" | "family" | "organization" | "media";
                            /** Format: uuid */
                            target_id: string;
                            /** @enum {string} */
                            reason: "spam" | "abuse" | "violence" | "nudity" | "illegal" | "other";
                            /** @enum {string} */
                            status: "open" | "resolved";
                            created_at: string;
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
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open or resolved reports with the reported thing, newest first (next page: Link header) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    status?: "open" | "resolved";
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            target_type: "post" | "comment" | "message" | "user" | "family" | "organization" | "media";
                            /** Format: uuid */
                            target_id: string;
                            /** @enum {string} */
                            reason: "spam" | "abuse" | "violence" | "nudity" | "illegal" | "other";
                            comment: string | null;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            created_at: string;
                            reporter: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            target: {
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                } | null;
                                context: string | null;
                                text: string;
                                /** Format: uuid */
                                post_id: string | null;
                                hidden: boolean;
                                preview_url: string | null;
                            } | null;
                            resolved_at: string | null;
                            resolved_by: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            action: "dismiss" | "hide_content" | "suspend_user" | null;
                            note: string | null;
                        }[];
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
    "/api/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss, hide the content, or suspend its owner; the reporters are told */
        post: {
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
                        /** @enum {string} */
                        action: "dismiss" | "hide_content" | "suspend_user";
                        note?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            target_type: "post" | "comment" | "message" | "user" | "family" | "organization" | "media";
                            /** Format: uuid */
                            target_id: string;
                            /** @enum {string} */
                            reason: "spam" | "abuse" | "violence" | "nudity" | "illegal" | "other";
                            comment: string | null;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            created_at: string;
                            reporter: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            target: {
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                } | null;
                                context: string | null;
                                text: string;
                                /** Format: uuid */
                                post_id: string | null;
                                hidden: boolean;
                                preview_url: string | null;
                            } | null;
                            resolved_at: string | null;
                            resolved_by: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            action: "dismiss" | "hide_content" | "suspend_user" | null;
                            note: string | null;
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
    "/api/work/organizations/{orgId}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    before?: string;
                    department_id?: string;
                };
                header?: never;
                path: {
                    orgId: string;
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
                            posts: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                author_id: string | null;
                                author_name: string;
                                author_profile_picture: string | null;
                                content: string;
                                created_at: string;
                                likes_count: number;
                                user_has_liked: boolean;
                                comments_count: number;
                                /** Format: uuid */
                                department_id: string | null;
                                can_delete: boolean;
                                media_files: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                }[];
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Post (members with can_post) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orgId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        /** Format: uuid */
                        department_id?: string | null;
                        /** @default [] */
                        media_ids?: string[];
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            author_id: string | null;
                            author_name: string;
                            author_profile_picture: string | null;
                            content: string;
                            created_at: string;
                            likes_count: number;
                            user_has_liked: boolean;
                            comments_count: number;
                            /** Format: uuid */
                            department_id: string | null;
                            can_delete: boolean;
                            media_files: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                file_type: "image" | "document" | "video";
                                mime_type: string;
                                file_url: string | null;
                                thumbnail_url: string | null;
                                original_filename: string;
                                file_size: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                privacy_level: string;
                                created_at: string;
                                width?: number | null;
                                height?: number | null;
                                placeholder?: string | null;
                                variants?: {
                                    width: number;
                                    height: number;
                                    url: string;
                                }[];
                                poster_url?: string | null;
                                duration_seconds?: number | null;
                                taken_at?: string | null;
                            }[];
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
    "/api/work/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete (author or admin) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Toggle my like */
        post: {
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
                            liked: boolean;
                            likes_count: number;
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
    "/api/organizations/{id}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public profile (no token needed) */
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
                                /** Format: uuid */
                                id: string;
                                name: string;
                                logo_url: string | null;
                                banner_url: string | null;
                                organization_type: string;
                                location: string | null;
                                founded_year: number | null;
                                description: string;
                                industry: string;
                                website: string | null;
                                organization_size: string;
                                member_count: number;
                                follower_count: number;
                                department_count: number;
                                viewer_is_member: boolean;
                                viewer_is_following: boolean;
                                viewer_has_pending_request: boolean;
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
    "/api/organizations/{id}/follow/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Do I follow? */
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
                            is_following: boolean;
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
    "/api/organizations/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow (idempotent) */
        post: {
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
                            message: string;
                        };
                    };
                };
            };
        };
        /** Unfollow (idempotent) */
        delete: {
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
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Departments */
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
                                /** Format: uuid */
                                id: string;
                                name: string;
                                description: string | null;
                                color: string;
                                /** Format: uuid */
                                head_id: string | null;
                                member_count: number;
                                post_count: number;
                                announcement_count: number;
                                activity: number;
                                can_edit: boolean;
                                can_delete: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create (admins); answers the created department */
        post: {
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
                        name: string;
                        description?: string | null;
                        /**
                         * @default #1D4ED8
                         * @enum {string}
                         */
                        color?: "#1D4ED8" | "#059669" | "#7E22CE" | "#A16207" | "#BE185D" | "#DC2626" | "#EA580C" | "#0891B2";
                        /** Format: uuid */
                        head_id?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string | null;
                            color: string;
                            /** Format: uuid */
                            head_id: string | null;
                            member_count: number;
                            post_count: number;
                            announcement_count: number;
                            activity: number;
                            can_edit: boolean;
                            can_delete: boolean;
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
    "/api/organizations/{id}/departments/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update (admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description?: string | null;
                        /**
                         * @default #1D4ED8
                         * @enum {string}
                         */
                        color?: "#1D4ED8" | "#059669" | "#7E22CE" | "#A16207" | "#BE185D" | "#DC2626" | "#EA580C" | "#0891B2";
                        /** Format: uuid */
                        head_id?: string | null;
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
                                /** Format: uuid */
                                id: string;
                                name: string;
                                description: string | null;
                                color: string;
                                /** Format: uuid */
                                head_id: string | null;
                                member_count: number;
                                post_count: number;
                                announcement_count: number;
                                activity: number;
                                can_edit: boolean;
                                can_delete: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete (admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements, pinned first (counts a view) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    department_id?: string;
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
                                /** Format: uuid */
                                id: string;
                                title: string;
                                content: string;
                                /** @enum {string} */
                                priority: "URGENT" | "IMPORTANT" | "NORMAL";
                                is_pinned: boolean;
                                created_at: string;
                                author_name: string;
                                /** Format: uuid */
                                department_id: string | null;
                                views: number;
                                reactions: {
                                    [key: string]: number;
                                };
                                user_reaction: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create (admins) */
        post: {
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
                        title: string;
                        /** @default  */
                        content?: string;
                        /**
                         * @default NORMAL
                         * @enum {string}
                         */
                        priority?: "URGENT" | "IMPORTANT" | "NORMAL";
                        /** @default false */
                        is_pinned?: boolean;
                        /** Format: uuid */
                        department_id?: string | null;
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
                            /** Format: uuid */
                            id: string;
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
    "/api/organizations/{id}/announcements/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit or pin (admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** @default  */
                        content?: string;
                        /**
                         * @default NORMAL
                         * @enum {string}
                         */
                        priority?: "URGENT" | "IMPORTANT" | "NORMAL";
                        /** @default false */
                        is_pinned?: boolean;
                        /** Format: uuid */
                        department_id?: string | null;
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
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete (admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/announcements/{itemId}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** React (one per member) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "like" | "celebrate" | "support" | "insightful";
                    };
                };
            };
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments, oldest first (members; `after` pages on) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    after?: string;
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
                            comments: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                post_id: string;
                                content: string;
                                created_at: string;
                                author: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                };
                                /** Format: uuid */
                                parent_comment_id: string | null;
                                is_edited: boolean;
                                likes_count: number;
                                user_liked: boolean;
                                can_delete: boolean;
                                can_edit: boolean;
                                moderation: {
                                    hidden_at: string;
                                    note: string;
                                } | null;
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Comment or reply (members; one level of replies) */
        post: {
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
                        content: string;
                        /** Format: uuid */
                        parent_comment_id?: string | null;
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            post_id: string;
                            content: string;
                            created_at: string;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            /** Format: uuid */
                            parent_comment_id: string | null;
                            is_edited: boolean;
                            likes_count: number;
                            user_liked: boolean;
                            can_delete: boolean;
                            can_edit: boolean;
                            moderation: {
                                hidden_at: string;
                                note: string;
                            } | null;
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
    "/api/work/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit my comment (its author only; shown «изменено») */
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
                        content: string;
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
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            post_id: string;
                            content: string;
                            created_at: string;
                            author: {
                                /** Format: uuid */
                                id: string;
                                first_name: string;
                                last_name: string;
                                profile_picture: string | null;
                            };
                            /** Format: uuid */
                            parent_comment_id: string | null;
                            is_edited: boolean;
                            likes_count: number;
                            user_liked: boolean;
                            can_delete: boolean;
                            can_edit: boolean;
                            moderation: {
                                hidden_at: string;
                                note: string;
                            } | null;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a comment (its author or an organization admin) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/work/comments/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Toggle my like on a comment (members) */
        post: {
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
                            liked: boolean;
                            likes_count: number;
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
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search what I may see: posts (Russian morphology; `#tag` finds a hashtag), comments, messages of my chats, people, families and organizations (typos tolerated); with kind, one kind (posts, comments, messages: next page in the Link header) */
        get: {
            parameters: {
                query: {
                    limit?: number;
                    before?: string;
                    q: string;
                    kind?: "posts" | "comments" | "messages" | "people" | "families" | "organizations";
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
                            posts: {
                                /** Format: uuid */
                                id: string;
                                content: string;
                                created_at: string;
                                edited_at?: string | null;
                                author: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                };
                                media_files: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    file_type: "image" | "document" | "video";
                                    mime_type: string;
                                    file_url: string | null;
                                    thumbnail_url: string | null;
                                    original_filename: string;
                                    file_size: number;
                                    /** @enum {string} */
                                    source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                    privacy_level: string;
                                    created_at: string;
                                    width?: number | null;
                                    height?: number | null;
                                    placeholder?: string | null;
                                    variants?: {
                                        width: number;
                                        height: number;
                                        url: string;
                                    }[];
                                    poster_url?: string | null;
                                    duration_seconds?: number | null;
                                    taken_at?: string | null;
                                }[];
                                youtube_urls: string[];
                                likes_count: number;
                                user_liked: boolean;
                                top_reactions: {
                                    emoji: string;
                                    count: number;
                                }[];
                                user_reaction: string | null;
                                comments_count: number;
                                /** @enum {string} */
                                source_module: "family" | "community" | "personal" | "business" | "work" | "education" | "health" | "government";
                                /** @enum {string} */
                                visibility: "FAMILY_ONLY" | "HOUSEHOLD_ONLY" | "PUBLIC" | "ONLY_ME" | "GENDER_MALE" | "GENDER_FEMALE" | "GENDER_IT";
                                /** Format: uuid */
                                family_id: string | null;
                                can_delete: boolean;
                                can_edit?: boolean;
                                moderation?: {
                                    hidden_at: string;
                                    note: string;
                                } | null;
                                snippet: string;
                                highlights: [
                                    number,
                                    number
                                ][];
                            }[];
                            comments: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                post_id: string;
                                /** @enum {string} */
                                post_module: "family" | "news" | "journal" | "services" | "organizations" | "marketplace" | "finance" | "events";
                                author: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                };
                                created_at: string;
                                snippet: string;
                                highlights: [
                                    number,
                                    number
                                ][];
                            }[];
                            messages: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                group_id: string;
                                group_name: string;
                                /** @enum {string} */
                                group_type: "CUSTOM" | "FAMILY" | "RELATIVES" | "DIRECT";
                                sender: {
                                    /** Format: uuid */
                                    id: string;
                                    first_name: string;
                                    last_name: string;
                                    profile_picture: string | null;
                                } | null;
                                created_at: string;
                                snippet: string;
                                highlights: [
                                    number,
                                    number
                                ][];
                            }[];
                            people: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                surname: string;
                                email: string | null;
                                profile_picture: string | null;
                            }[];
                            families: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                city: string | null;
                                photo_url: string | null;
                                member_count: number;
                            }[];
                            organizations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                organization_type: "COMPANY" | "STARTUP" | "NGO" | "NON_PROFIT" | "GOVERNMENT" | "EDUCATIONAL" | "HEALTHCARE" | "OTHER";
                                address_city: string | null;
                                logo_url: string | null;
                                member_count: number;
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
    "/api/tags/popular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most used hashtags of public posts of the last 7 days, most used first */
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
                            tags: {
                                tag: string;
                                count: number;
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
    "/api/my-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My documents */
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            document_type: "PASSPORT" | "TRAVELING_PASSPORT" | "DRIVERS_LICENSE" | "SNILS" | "INN" | "OMS_POLICY" | "BIRTH_CERTIFICATE" | "MILITARY_ID";
                            country: string;
                            document_number: string | null;
                            document_data: {
                                [key: string]: string | null;
                            };
                            scan_file_url: string | null;
                            scan_thumb_url: string | null;
                            scan_large_url?: string | null;
                            scan_mime_type: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add a document */
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
                        document_type: "PASSPORT" | "TRAVELING_PASSPORT" | "DRIVERS_LICENSE" | "SNILS" | "INN" | "OMS_POLICY" | "BIRTH_CERTIFICATE" | "MILITARY_ID";
                        country: string;
                        document_number?: string | null;
                        /** @default {} */
                        document_data?: {
                            [key: string]: string | null;
                        };
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            document_type: "PASSPORT" | "TRAVELING_PASSPORT" | "DRIVERS_LICENSE" | "SNILS" | "INN" | "OMS_POLICY" | "BIRTH_CERTIFICATE" | "MILITARY_ID";
                            country: string;
                            document_number: string | null;
                            document_data: {
                                [key: string]: string | null;
                            };
                            scan_file_url: string | null;
                            scan_thumb_url: string | null;
                            scan_large_url?: string | null;
                            scan_mime_type: string | null;
                            created_at: string;
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
    "/api/my-documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit number, data and country (not the type) */
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
                        country: string;
                        document_number?: string | null;
                        /** @default {} */
                        document_data?: {
                            [key: string]: string | null;
                        };
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
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            document_type: "PASSPORT" | "TRAVELING_PASSPORT" | "DRIVERS_LICENSE" | "SNILS" | "INN" | "OMS_POLICY" | "BIRTH_CERTIFICATE" | "MILITARY_ID";
                            country: string;
                            document_number: string | null;
                            document_data: {
                                [key: string]: string | null;
                            };
                            scan_file_url: string | null;
                            scan_thumb_url: string | null;
                            scan_large_url?: string | null;
                            scan_mime_type: string | null;
                            created_at: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a document */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-documents/{id}/upload-scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a scan: whole (up to 5 MB) or in 1 MB chunks (chunk_index, total_chunks, original_filename) */
        post: {
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
                            complete: boolean;
                            received: number;
                            total: number;
                            document: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                document_type: "PASSPORT" | "TRAVELING_PASSPORT" | "DRIVERS_LICENSE" | "SNILS" | "INN" | "OMS_POLICY" | "BIRTH_CERTIFICATE" | "MILITARY_ID";
                                country: string;
                                document_number: string | null;
                                document_data: {
                                    [key: string]: string | null;
                                };
                                scan_file_url: string | null;
                                scan_thumb_url: string | null;
                                scan_large_url?: string | null;
                                scan_mime_type: string | null;
                                created_at: string;
                            } | null;
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
    "/api/my-documents/{id}/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A scan by its signed link; variant=thumb / large: a 320 / 2048 px WebP of an image scan */
        get: {
            parameters: {
                query?: {
                    exp?: string;
                    sig?: string;
                    variant?: "original" | "thumb" | "large";
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
    schemas: {
        CommentInput: {
            /** Format: uuid */
            id: string;
            content: string;
            created_at: string;
            is_edited: boolean;
            author: {
                /** Format: uuid */
                id: string;
                first_name: string;
                last_name: string;
                profile_picture: string | null;
            };
            likes_count: number;
            user_liked: boolean;
            /** Format: uuid */
            parent_comment_id: string | null;
            replies: components["schemas"]["CommentInput"][];
            moderation?: {
                hidden_at: string;
                note: string;
            } | null;
        };
        Comment: {
            /** Format: uuid */
            id: string;
            content: string;
            created_at: string;
            is_edited: boolean;
            author: {
                /** Format: uuid */
                id: string;
                first_name: string;
                last_name: string;
                profile_picture: string | null;
            };
            likes_count: number;
            user_liked: boolean;
            /** Format: uuid */
            parent_comment_id: string | null;
            replies: components["schemas"]["Comment"][];
            moderation?: {
                hidden_at: string;
                note: string;
            } | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
