import { z } from "zod";

/** Params of a call that takes none: anything sent is refused. */
export const none = z.object({}).strict();
