import { z } from "zod";
import type { Ship54Tracking, SurchargeSettings } from "@/db/schema";
import { isValidApiBaseUrl } from "@/lib/erp/environments";

export const SURCHARGE_AUTH_METHODS = ["loggedInUser", "apiUser"] as const satisfies readonly SurchargeSettings["authMethod"][];
export const TRACKING_AUTH_METHODS = ["disabled", "apiUser"] as const satisfies readonly Ship54Tracking["authMethod"][];

/** Empty text is "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** Ports arrive as numbers (API) or as the checkboxes' text (form). */
const portSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, "A port is a number").transform(Number)])
  .pipe(z.number().int().min(1).max(65535));

/** An ERP API user: the password is sent only when typed; an empty one keeps the stored password. */
const apiUserSchema = z.object({
  username: z.string().trim().max(100).default(""),
  password: z
    .string()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
});

const surchargeSchema = z.object({
  authMethod: z.enum(SURCHARGE_AUTH_METHODS).default("loggedInUser"),
  apiUser: apiUserSchema.optional(),
  /** The ERP product id of the surcharge line, by port (CLARIFICATIONS 19). */
  productsByPort: z.record(z.string().regex(/^\d+$/), z.string().trim().max(50)).default({}),
});

const trackingSchema = z.object({
  authMethod: z.enum(TRACKING_AUTH_METHODS).default("disabled"),
  apiUser: apiUserSchema.optional(),
});

/** Every field of spec 3 section 3 an admin edits (webhook and Ship54 settings belong to the shipping screens). */
export const companyBodySchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(200),
    companyCode: z
      .string()
      .trim()
      .min(1, "Company code is required")
      .max(50)
      .regex(/^[A-Za-z0-9_-]*$/, "Use letters, digits, - and _ only"),
    apiBaseUrl: z
      .string()
      .trim()
      .min(1, "API base URL is required")
      .refine((v) => !v || isValidApiBaseUrl(v), "Use an http(s) address without port, path or query, e.g. https://erp.example.com")
      .transform((v) => v.replace(/\/$/, "")),
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    city: optionalText(100),
    state: optionalText(50),
    postalCode: optionalText(20),
    phone: optionalText(50),
    apiPorts: z.array(portSchema).min(1, "Choose at least one port"),
    products: z.array(z.string().trim().min(1)).default([]),
    surcharge: surchargeSchema.default({ authMethod: "loggedInUser", productsByPort: {} }),
    ship54Tracking: trackingSchema.default({ authMethod: "disabled" }),
  })
  .superRefine((c, ctx) => {
    if (c.surcharge.authMethod === "apiUser" && !c.surcharge.apiUser?.username) {
      ctx.addIssue({ code: "custom", path: ["surcharge", "apiUser", "username"], message: "API user name is required" });
    }
    if (c.ship54Tracking.authMethod === "apiUser" && !c.ship54Tracking.apiUser?.username) {
      ctx.addIssue({ code: "custom", path: ["ship54Tracking", "apiUser", "username"], message: "API user name is required" });
    }
  })
  .transform((c) => {
    const apiPorts = [...new Set(c.apiPorts)].sort((a, b) => a - b);
    // Only the company's ports keep a surcharge product, and only when one is given.
    const productsByPort = Object.fromEntries(
      Object.entries(c.surcharge.productsByPort).filter(([port, product]) => product && apiPorts.includes(Number(port))),
    );
    return { ...c, apiPorts, products: [...new Set(c.products)], surcharge: { ...c.surcharge, productsByPort } };
  });

export type CompanyBody = z.output<typeof companyBodySchema>;
export type CompanyFormValues = z.input<typeof companyBodySchema>;
export type ApiUserInput = z.output<typeof apiUserSchema>;
