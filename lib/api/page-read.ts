import "server-only";
import { errorAnswer } from "./errors";

export type PageRead<T> = { value: T; problem: null } | { value: null; problem: string };

/**
 * A read a page can do without (settings, a file list, a company that is not chosen yet): its value, or what the
 * API would have answered for the same failure, through the one error path (an ApiError's own words; anything
 * else logged there, naming the page, and the one internal message). A page maps no error itself.
 */
export async function pageRead<T>(page: string, read: () => Promise<T>): Promise<PageRead<T>> {
  try {
    return { value: await read(), problem: null };
  } catch (err) {
    return { value: null, problem: errorAnswer(err, { route: page }).body.error };
  }
}
