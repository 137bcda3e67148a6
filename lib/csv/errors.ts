import { ApiError } from "@/lib/errors/api-error";

/**
 * What kind of problem a CsvInputError is, for code that treats one kind differently (never by its text):
 * an empty file, a file with no header row, a column that is not there, or any other unreadable content.
 */
export type CsvProblem = "empty-file" | "no-header" | "missing-column" | "unreadable";

/**
 * The one error the CSV tools throw for bad input: a file that cannot be read as the tool expects. `message` is
 * written for the person who uploaded the file, so it is a 400 with that message as is (it is an ApiError).
 * Anything else thrown from these modules is a bug, not bad input.
 */
export class CsvInputError extends ApiError {
  /** Physical line (1-based) the problem was found on, when there is one. */
  readonly line?: number;
  readonly problem: CsvProblem;

  constructor(message: string, options: { line?: number; problem?: CsvProblem } = {}) {
    super({ code: "bad_request", message });
    this.name = "CsvInputError";
    this.line = options.line;
    this.problem = options.problem ?? "unreadable";
  }
}

export function isCsvInputError(err: unknown): err is CsvInputError {
  return err instanceof CsvInputError;
}
