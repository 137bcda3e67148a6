import { createChunkDecoder } from "@/lib/csv/decode-text";
import { parsePriceFile } from "./parse-price-file";
import type { PriceFileRow } from "./schemas";

/** A chosen price file's rows; UTF-8 and Excel's windows-1252 exports are both read. */
export async function readPriceFile(file: Blob): Promise<PriceFileRow[]> {
  const decoder = createChunkDecoder("auto");
  const text = decoder.decode(new Uint8Array(await file.arrayBuffer())) + decoder.end();
  return parsePriceFile(text);
}

/** The distinct product and customer ids of the rows, for the cross-reference look-up. */
export function distinctIds(rows: readonly PriceFileRow[]): { productIds: string[]; customerIds: string[] } {
  return {
    productIds: [...new Set(rows.map((r) => r.productId))],
    customerIds: [...new Set(rows.map((r) => r.customerId))],
  };
}
