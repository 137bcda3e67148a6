/** The one text for every failed sign-in (spec 1), kept free of zod so the Login page does not download it. */
export const LOGIN_FAILED_MESSAGE = "Login failed. Please check your credentials.";
