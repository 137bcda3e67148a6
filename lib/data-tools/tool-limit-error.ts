import { ApiError } from "@/lib/errors/api-error";

/**
 * A well-formed file a tool will not work through because it is past one of the tool's bounds (limits.ts): 422,
 * its message names the bound. Pure like ApiError, so the browser's CSV worker throws the same one.
 */
export class ToolLimitError extends ApiError {
  constructor(message: string) {
    super({ code: "unprocessable", message });
    this.name = "ToolLimitError";
  }
}
