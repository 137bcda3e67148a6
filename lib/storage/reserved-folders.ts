// CLARIFICATIONS 51: folders of a company's storage that the portal writes for itself. The File manager neither
// lists nor touches them: a deleted StarShip drop is freight lost for good, and a file renamed into filedrop/ is a
// forged one that Eclipse would import.
import { ApiError } from "@/lib/errors/api-error";

/** StarShip file drops (CLARIFICATIONS 25), written by a freight post. */
export const FILEDROP_FOLDER = "filedrop";

/**
 * Every top-level folder the portal writes for itself. Uploads (data/uploads, the cross-reference files among them)
 * are the users' own and are not here.
 */
export const RESERVED_FOLDERS: readonly string[] = [FILEDROP_FOLDER];

export const RESERVED_FOLDER_MESSAGE = "This folder is managed by the portal";

/**
 * A folder name as a case-insensitive file system would see it. S3 keys are case-sensitive, but the drop folder
 * ends up where StarShip reads it, which on Windows folds case and drops trailing dots and spaces: `FileDrop/` and
 * `filedrop./` would land in the same folder there.
 */
function folderIdentity(name: string): string {
  return name.replace(/[. ]+$/, "").toLowerCase();
}

function isReservedFolder(name: string): boolean {
  return RESERVED_FOLDERS.includes(folderIdentity(name));
}

/** True for a company-relative key in (or named like) a reserved folder: `filedrop/x.txt`, `FileDrop/x`, `filedrop`. */
export function isReservedKey(relativeKey: string): boolean {
  return isReservedFolder(relativeKey.split("/")[0]);
}

/** True when any folder of a path (not its last part, the file's own name) is reserved. */
export function hasReservedFolder(path: string): boolean {
  return path.split(/[\\/]/).slice(0, -1).some(isReservedFolder);
}

export function reservedFolderRefusal(): ApiError {
  return new ApiError({ code: "forbidden", message: RESERVED_FOLDER_MESSAGE });
}
