import "server-only";
import type { EncryptedSecret } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { encryptSecret } from "@/lib/crypto/secret-box";
import type { ApiUserInput } from "./schemas";

type StoredApiUser = { username: string; password?: EncryptedSecret };

/**
 * The API user to store: a typed password is encrypted; none keeps the stored one. When the method does not use an
 * API user the credentials are dropped, so no unused secret stays at rest.
 */
export function mergeApiUser(params: {
  enabled: boolean;
  input: ApiUserInput | undefined;
  stored: StoredApiUser | undefined;
  label: string;
}): StoredApiUser | undefined {
  const { enabled, input, stored, label } = params;
  if (!enabled || !input) return undefined;
  const password = input.password ? encryptSecret(input.password) : stored?.password;
  if (!password) throw new ApiError({ code: "unprocessable", message: `Enter the password of the ${label} API user.` });
  return { username: input.username, password };
}
