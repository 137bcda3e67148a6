import { ApiError } from "@/lib/errors/api-error";

/** Shippo's reason, from a refused refund's details (`transaction: …`), as a person reads it. */
export function refusalReason(err: ApiError): string {
  const lines = (err.details ?? []).filter((d): d is string => typeof d === "string");
  return lines.map((l) => l.replace(/^[a-z_]+: /, "")).join(" ") || err.message;
}

/** The answer when Shippo will not refund a label: its reason, and the label stays as it was. */
export function refundRefusedError(reason: string): ApiError {
  return new ApiError({
    code: "unprocessable",
    message: `Shippo refused to refund this label: ${reason}`,
    details: [reason],
    refused: true,
  });
}
