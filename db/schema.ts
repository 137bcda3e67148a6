// Every table, re-exported from one module: the app imports "@/db/schema", drizzle-kit reads this file.
export * from "./schema/core";
export * from "./schema/intents";
export * from "./schema/shipping";
export * from "./schema/rate-limits";
export * from "./schema/tracking";
export * from "./schema/sessions";
export * from "./schema/storage-locks";
export * from "./schema/box-presets";
export * from "./schema/batches";
export * from "./schema/customer-mails";
export * from "./schema/close-outs";
export * from "./schema/label-formats";
export * from "./schema/shipment-workflows";
export * from "./schema/invoice-ship-facts";
export * from "./schema/ship54-rules";
