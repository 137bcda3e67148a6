import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver imported on the form's first validation (its first submit), so that zod and the
 * form's schema (over 30 kB gzipped) are not part of the screen's first load. `preload` starts the import earlier.
 */
export function resolverOnDemand<TIn extends FieldValues, TOut>(load: () => Promise<Resolver<TIn, unknown, TOut>>) {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}
