/** The Data Tools alerts of spec 3, section 8; `reason` is the error's message (a CsvInputError's is user-facing). */
export function previewFailedMessage(reason: string): string {
  return `Failed to preview file: ${reason}`;
}

export function processPreviewFailedMessage(reason: string): string {
  return `Failed to preview processing: ${reason}`;
}

export function processFailedMessage(reason: string): string {
  return `Failed to process file: ${reason}`;
}

const count = (n: number) => n.toLocaleString("en-US");

/** Past MAX_DISTINCT_VALUES; `tool` says who stops, e.g. "value counts handle". */
export function tooManyValuesMessage(limit: number, tool: string): string {
  return `The column has more than ${count(limit)} different values; ${tool} at most ${count(limit)}.`;
}

export function tooManyRowsMessage(limit: number, tool: string): string {
  return `The file has more than ${count(limit)} data rows; ${tool} at most ${count(limit)}.`;
}

/** A JSON answer cut at MAX_ANSWER_CHARS: how many rows it shows, of how many. */
export function answerCutMessage(shown: number, of: number, limit: number): string {
  return `Showing ${count(shown)} of ${count(of)} rows: an answer holds at most ${count(limit)} characters.`;
}

export function processedValueTooLongMessage(column: string, limit: number): string {
  return `Processing makes a value of column '${column}' longer than the ${count(limit)}-character limit for one value. Check the search and replace texts.`;
}

export function processedFileTooLargeMessage(limit: number): string {
  return `The processed file would be larger than ${count(limit)} characters; processing writes at most that. Check the search and replace texts.`;
}
