import { ApiError } from "@/lib/errors/api-error";
import { hasReservedFolder, reservedFolderRefusal } from "./reserved-folders";
import { UPLOAD_EXTENSIONS, WRONG_TYPE_MESSAGE, type UploadExtension } from "./upload-types";

export { UPLOAD_EXTENSIONS, WRONG_TYPE_MESSAGE, type UploadExtension };

export const EMPTY_FILE_MESSAGE = "The file is empty.";
export const NOT_PDF_MESSAGE = "This file is not a PDF: its content does not start like one (%PDF-).";
export const NOT_TEXT_MESSAGE =
  "This file is not text: it contains binary data. Only text .csv and .txt files, and PDFs, can be uploaded.";

function refuse(message: string): ApiError {
  return new ApiError({ code: "bad_request", message });
}

/**
 * The stored name of an upload: the browser's file name without any folder, trimmed. Names that would make odd
 * keys (control characters, a leading dot, more than 200 characters) are refused, as is any other extension; a
 * name whose folders include one the portal keeps (`filedrop/x.txt`) asks to write there, and is refused (403).
 */
export function uploadFileName(filename: string | undefined): { name: string; extension: UploadExtension } {
  if (hasReservedFolder(filename ?? "")) throw reservedFolderRefusal();
  const name = (filename ?? "").split(/[\\/]/).pop()!.trim();
  if (name === "") throw refuse("Choose a file to upload.");
  if (/[\u0000-\u001f\u007f]/.test(name) || name.startsWith(".") || name.length > 200) {
    throw refuse("That file name cannot be stored; rename the file and try again.");
  }
  const dot = name.lastIndexOf(".");
  const extension = (dot > 0 ? name.slice(dot).toLowerCase() : "") as UploadExtension;
  if (!UPLOAD_EXTENSIONS.includes(extension)) throw refuse(WRONG_TYPE_MESSAGE);
  return { name, extension };
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
// Files that are certainly not text whatever their name: PDF, ZIP (xlsx, docx), OLE (xls, doc), PNG, JPEG, GIF.
const BINARY_MAGIC = [
  PDF_MAGIC,
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
const HEAD_BYTES = 8;

const startsWith = (head: Uint8Array, magic: number[]) =>
  head.length >= magic.length && magic.every((b, i) => head[i] === b);

/**
 * Checks an upload's bytes as they stream past: a .pdf must start with %PDF-; a .csv or .txt must be text, which
 * here means no NUL byte anywhere (every byte sequence decodes as windows-1252, so NUL is what tells binary from
 * text) and no known binary signature at the start. UTF-16 text, which is full of NULs, is recognised by its BOM.
 */
export function createContentCheck(extension: UploadExtension) {
  let head = new Uint8Array(0);
  let size = 0;
  let utf16 = false;
  const checkHead = () => {
    if (extension === ".pdf") {
      if (!startsWith(head, PDF_MAGIC)) throw refuse(NOT_PDF_MESSAGE);
      return;
    }
    if (BINARY_MAGIC.some((magic) => startsWith(head, magic))) throw refuse(NOT_TEXT_MESSAGE);
  };
  return {
    inspect(chunk: Uint8Array): void {
      if (head.length < HEAD_BYTES) {
        const before = head.length;
        const merged = new Uint8Array(Math.min(HEAD_BYTES, before + chunk.length));
        merged.set(head);
        merged.set(chunk.subarray(0, merged.length - before), before);
        head = merged;
        utf16 = UTF16_BOMS.some((bom) => startsWith(head, bom));
        if (head.length === HEAD_BYTES) checkHead();
      }
      size += chunk.length;
      if (extension !== ".pdf" && !utf16 && chunk.includes(0)) throw refuse(NOT_TEXT_MESSAGE);
    },
    finish(): number {
      if (size === 0) throw refuse(EMPTY_FILE_MESSAGE);
      if (head.length < HEAD_BYTES) checkHead();
      return size;
    },
  };
}
