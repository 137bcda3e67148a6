// Seeded UserDefined files (ERP contract, sim/erp/README.md): flat records keyed by the file's dictionary names.
// Most are derived on demand from other seeded data rather than stored.
import { PRODUCTS } from "../fixtures";
import { unitHash } from "../rng";
import type { CrossRefs } from "./crossref";
import type { Product, UdRecord } from "./types";

const PROD_CLASS_STATUS = ["STOCK", "STOCK", "STOCK", "NON-STOCK", "SPECIAL ORDER", "DISCONTINUED PENDING"];

export class SeedUserDefined {
  private readonly printReviews = new Map<string, UdRecord>();

  constructor(
    private readonly seed: number,
    private readonly refs: CrossRefs,
    private readonly shortCodes: ReadonlyMap<string, string>,
    private readonly lineDescriptions: ReadonlyMap<string, string>,
    private readonly products: ReadonlyMap<string, Product>,
    printReviews: readonly UdRecord[],
  ) {
    for (const r of printReviews) this.printReviews.set(r.id.toUpperCase(), r);
  }

  get(file: string, id: string): UdRecord | undefined {
    const key = id.trim().toUpperCase();
    switch (file.toUpperCase()) {
      case "EDS.PN.XREF": {
        const her = this.refs.products.get(key);
        return her === undefined ? undefined : { "@ID": key, FileName: "EDS.PN.XREF", HER_PN: her, id: key };
      }
      case "EDS.CUS.XREF": {
        const her = this.refs.customers.get(key);
        return her === undefined ? undefined : { "@ID": key, FileName: "EDS.CUS.XREF", HER_CUSNUM: her, id: key };
      }
      case "PRINT.REVIEW":
        return this.printReviews.get(key);
      case "UD.PRICELINE": {
        const code = this.shortCodes.get(key);
        return code === undefined
          ? undefined
          : { id: key, FileName: "UD.PRICELINE", "SHORT.CODE": code, DESC: this.lineDescriptions.get(key) ?? "" };
      }
      case "PROD.CLASS": {
        const p = this.products.get(key);
        const pinned = Object.values(PRODUCTS).some((x) => String(x.id) === key);
        if (!p || (!pinned && unitHash(this.seed, "prodclass", key) >= 0.75)) return undefined;
        const status = p.inactive
          ? "DISCONTINUED"
          : PROD_CLASS_STATUS[Math.floor(unitHash(this.seed, "pcstatus", key) * PROD_CLASS_STATUS.length)];
        return { id: key, FileName: "PROD.CLASS", STATUS: status, CLASS: p.productClass, "DESC.OVRD.NUC": "" };
      }
      default:
        return undefined;
    }
  }
}
