import type { FieldValues, Resolver } from "react-hook-form";
import { importOnce } from "./import-once";

/**
 * A react-hook-form resolver imported on the form's first validation (its first submit), so that zod and the
 * form's schema (over 30 kB gzipped) are not part of the screen's first load. `preload` starts the import earlier.
 */
export function resolverOnDemand<TIn extends FieldValues, TOut>(load: () => Promise<Resolver<TIn, unknown, TOut>>) {
  const preload = importOnce(load);
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}
