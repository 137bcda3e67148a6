/**
 * The one error the CSV tools throw for bad input: a file that cannot be read as the tool expects.
 * `message` is written for the person who uploaded the file, so a route can answer 400 `{ error: message }`
 * as is. Anything else thrown from these modules is a bug, not bad input.
 */
export class CsvInputError extends Error {
  /** Physical line (1-based) the problem was found on, when there is one. */
  readonly line?: number;

  constructor(message: string, options: { line?: number } = {}) {
    super(message);
    this.name = "CsvInputError";
    this.line = options.line;
  }
}

export function isCsvInputError(err: unknown): err is CsvInputError {
  return err instanceof CsvInputError;
}
