/** The batch routes' addresses, in one place for the dashboard and the panel. */
export const BATCHES = "/api/ship-station/batches";
export const batchPath = (id: string) => `${BATCHES}/${encodeURIComponent(id)}`;
export const batchLabelsPath = (id: string) => `${batchPath(id)}/labels.pdf`;
