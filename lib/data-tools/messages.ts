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
