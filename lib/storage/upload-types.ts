// Shared by the upload route and the File manager screen (no server imports, so the browser can load it).

/** Upload types (spec 3 section 9): csv, txt, pdf. */
export const UPLOAD_EXTENSIONS = [".csv", ".txt", ".pdf"] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export const WRONG_TYPE_MESSAGE = "Only .csv, .txt and .pdf files can be uploaded.";
