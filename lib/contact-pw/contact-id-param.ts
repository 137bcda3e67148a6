/** A contact id handed over in a link: digits only (an ERP contact id), else nothing is filled in. */
export function contactIdParam(value: string | string[] | undefined): string {
  const id = (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  return /^\d{1,20}$/.test(id) ? id : "";
}
