import type { Company } from "@/db/schema";

/** A company an admin can open the files of, as the File manager's company picker knows it. */
export type StorageCompany = Pick<Company, "id" | "name" | "companyCode">;
