import { ApiClientError } from "@/lib/api-client/api-fetch";
import { answerLost } from "@/lib/api-client/send-write";
import { NOT_FOUND_IN_ERP } from "@/lib/erp/answer-codes";
import { WEB_PASSWORD_MESSAGES as MSG } from "./messages";
import { MissingUpdateKeyError } from "./password-form";

/**
 * Spec 2 section 8: an answer with a status is `Error {status}: {message}`, no answer at all is the network
 * message, and anything that failed before a request went out is a request setup error. The update-key rule keeps
 * its own message, and a contact the ERP does not have says so in words (the ERP contact ID was mistyped).
 */
export function webPasswordErrorMessage(err: unknown, contactId?: string): string {
  const missing = err instanceof ApiClientError && (err.status === 404 || err.code === NOT_FOUND_IN_ERP);
  if (missing && contactId) return MSG.noSuchContact(contactId);
  if (err instanceof ApiClientError) return MSG.httpError(err.status, err.message);
  if (answerLost(err)) return MSG.noResponse;
  if (err instanceof MissingUpdateKeyError) return err.message;
  return MSG.setupError(err instanceof Error ? err.message : String(err));
}
