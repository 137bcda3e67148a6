import { z } from "zod";
import { anyId, idText, listOf, money, text } from "./common";

export const lineItemSchema = z
  .object({
    lineItemId: anyId.nullish(),
    lineItemProduct: z
      .object({
        productId: anyId.nullish(),
        description: text,
        quantity: z.coerce.number().nullish(),
        unitPrice: z.coerce.number().nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();

/** One generation (invoice) of an order: the fields spec 2 reads for invoice lists, the queue and shipping. */
export const generationSchema = z
  .object({
    generationId: anyId.nullish(),
    invoiceNumber: text,
    fullInvoiceID: text,
    orderStatus: text,
    printStatus: text,
    shipDate: text,
    poNumber: text,
    billToId: text,
    shipToId: text,
    shipToName: text,
    shipVia: text,
    termsCode: text,
    writer: text,
    shipBranch: text,
    shippingInstructions: text,
    shippingAddressLine1: text,
    shippingAddressLine2: text,
    shippingCity: text,
    shippingState: text,
    postalCode: text,
    balanceDue: money,
    salesTotal: money,
    priceTotal: money,
    lineItems: listOf(lineItemSchema),
  })
  .loose();
export type Generation = z.infer<typeof generationSchema>;

export const salesOrderSchema = z
  .object({ id: idText, generations: listOf(generationSchema), updateKey: text })
  .loose();
export type SalesOrder = z.infer<typeof salesOrderSchema>;

/** The body of POST /SalesOrders/{id}/LineItems: an array of `{ lineItemProduct }` (ERP contract, sim/erp/README.md, CLARIFICATIONS 26). */
const lineItemsOf = (unitPrice: z.ZodNumber) =>
  z
    .array(
      z
        .object({
          lineItemProduct: z
            .object({
              productId: z.union([
                z.number().int().positive(),
                z
                  .string()
                  .regex(/^\d{1,10}$/, "productId must be numeric")
                  .transform(Number),
              ]),
              quantity: z.number().positive(),
              um: z.string().min(1).max(8),
              umQuantity: z.number().positive(),
              unitPrice,
              description: z.string().max(200).optional(),
              comments: z.string().max(2000).optional(),
              commentsId: z.union([z.string().max(8), z.number().int()]).optional(),
            })
            .loose(),
        })
        .loose(),
    )
    .min(1, "At least one line item is required")
    .max(50);

/** Line items an API client may add through the proxy: goods and charges, never a credit. */
export const lineItemsCreateSchema = lineItemsOf(z.number().nonnegative());
/** Line items the portal itself adds: a voided label's freight reversal is a credit line (CLARIFICATIONS 55). */
export const lineItemsWriteSchema = lineItemsOf(z.number());
export type LineItemsCreate = z.input<typeof lineItemsCreateSchema>;
