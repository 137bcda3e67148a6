import type { ActingCompany } from "@/lib/api/company-scope";

/** The company whose folder a request works in: the one the route wrapper's `company.resolve()` answered. */
export type StorageScope = ActingCompany;
