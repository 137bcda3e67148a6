/** The batch routes' addresses, in one place for the dashboard and the panel. */
export const BATCHES = "/api/ship-station/batches";
export const batchPath = (id: string) => `${BATCHES}/${encodeURIComponent(id)}`;
/** The batch's labels merged: one PDF, or one ZPL stream for a ZPL batch. */
export const batchLabelsPath = (id: string, ext: "pdf" | "zpl") => `${batchPath(id)}/labels.${ext}`;
