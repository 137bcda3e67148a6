// Every fuzz target, in the order `npm run fuzz` runs them.
import { readerTarget } from "./reader-target";
import type { Target } from "./run-target";
import {
  duplicatesTarget,
  pdwProcessTarget,
  previewTarget,
  removeCommasTarget,
  valueCountsTarget,
} from "./tool-targets";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each target draws its own kind of input
export const TARGETS: Target<any>[] = [
  readerTarget,
  valueCountsTarget,
  duplicatesTarget,
  previewTarget,
  pdwProcessTarget,
  removeCommasTarget,
];
