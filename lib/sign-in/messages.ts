// Pure (no zod, no server code): the Login page reads its texts here without downloading either.

/** The one text for every failed sign-in (spec 1). */
export const LOGIN_FAILED_MESSAGE = "Login failed. Please check your credentials.";

/** The throttle's text, for the API's 429 and the Login form alike. */
export function throttledMessage(minutes: number): string {
  return `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

// next-auth hands the Login form the message of what authorize() threw, as `error`; that message is a code the form
// maps to its text, so no text is compared and the texts live here once.
const THROTTLED_CODE = /^THROTTLED:(\d+)$/;

/** What authorize() throws for a throttled sign-in: the code and the minutes to wait. */
export function throttledSignInCode(minutes: number): string {
  return `THROTTLED:${minutes}`;
}

/** The Login form's alert for next-auth's `error`: the throttle's wait, or the spec's one failure text. */
export function signInFailureText(code: string | null | undefined): string {
  const throttled = THROTTLED_CODE.exec(code ?? "");
  return throttled ? throttledMessage(Number(throttled[1])) : LOGIN_FAILED_MESSAGE;
}
