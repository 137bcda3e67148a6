import { z } from "zod";
import type { Ship54Tracking, SurchargeSettings } from "@/db/schema";
import { isValidApiBaseUrl } from "@/lib/erp/environments";
import { LINK_LIMITS } from "@/lib/companies/surcharge-link-limits";

export const SURCHARGE_AUTH_METHODS = [
  "loggedInUser",
  "apiUser",
] as const satisfies readonly SurchargeSettings["authMethod"][];
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

const { maxTermsCodes, maxTermsCodeLength, minHourlyCap, maxHourlyCap, defaultHourlyCap } = LINK_LIMITS;
const HOURLY_CAP_RANGE = `The hourly cap is a whole number from ${minHourlyCap} to ${maxHourlyCap}`;

/** Eclipse prints terms codes upper-case; spaces and signs are theirs (`COD CASH`, `2%10NET30`), control characters never. */
const termsCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, "A terms code cannot be empty")
  .max(maxTermsCodeLength, `A terms code has at most ${maxTermsCodeLength} characters`)
  .regex(/^[\x20-\x7E]+$/, "A terms code may hold only printable characters");

/** CLARIFICATIONS 50: a list from the API, one code a line from the form; empty means every order. */
const eligibleTermsCodesSchema = z
  .union([z.array(z.string()), z.string().transform((text) => text.split(/\r?\n/).filter((line) => line.trim()))], {
    error: "Terms codes are a list of text",
  })
  .pipe(z.array(termsCodeSchema).max(maxTermsCodes, `At most ${maxTermsCodes} terms codes`))
  .transform((codes) => [...new Set(codes)]);

/** The form's number input sends text. */
const hourlyCapSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: HOURLY_CAP_RANGE })
  .pipe(z.number().int(HOURLY_CAP_RANGE).min(minHourlyCap, HOURLY_CAP_RANGE).max(maxHourlyCap, HOURLY_CAP_RANGE));

const surchargeSchema = z.object({
  authMethod: z.enum(SURCHARGE_AUTH_METHODS).default("loggedInUser"),
  apiUser: apiUserSchema.optional(),
  /** The ERP product id of the surcharge line, by port (CLARIFICATIONS 19). */
  productsByPort: z.record(z.string().regex(/^\d+$/), z.string().trim().max(50)).default({}),
  eligibleTermsCodes: eligibleTermsCodesSchema.default([]),
  hourlyCap: hourlyCapSchema.default(defaultHourlyCap),
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
      .refine(
        (v) => !v || isValidApiBaseUrl(v),
        "Use an http(s) address without port, path or query, e.g. https://erp.example.com",
      )
      .transform((v) => v.replace(/\/$/, "")),
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    city: optionalText(100),
    state: optionalText(50),
    postalCode: optionalText(20),
    phone: optionalText(50),
    apiPorts: z.array(portSchema).min(1, "Choose at least one port"),
    products: z.array(z.string().trim().min(1)).default([]),
    surcharge: surchargeSchema.default({
      authMethod: "loggedInUser",
      productsByPort: {},
      eligibleTermsCodes: [],
      hourlyCap: defaultHourlyCap,
    }),
    ship54Tracking: trackingSchema.default({ authMethod: "disabled" }),
  })
  .superRefine((c, ctx) => {
    if (c.surcharge.authMethod === "apiUser" && !c.surcharge.apiUser?.username) {
      ctx.addIssue({
        code: "custom",
        path: ["surcharge", "apiUser", "username"],
        message: "API user name is required",
      });
    }
    if (c.ship54Tracking.authMethod === "apiUser" && !c.ship54Tracking.apiUser?.username) {
      ctx.addIssue({
        code: "custom",
        path: ["ship54Tracking", "apiUser", "username"],
        message: "API user name is required",
      });
    }
  })
  .transform((c) => {
    const apiPorts = [...new Set(c.apiPorts)].sort((a, b) => a - b);
    // Only the company's ports keep a surcharge product, and only when one is given.
    const productsByPort = Object.fromEntries(
      Object.entries(c.surcharge.productsByPort).filter(
        ([port, product]) => product && apiPorts.includes(Number(port)),
      ),
    );
    return { ...c, apiPorts, products: [...new Set(c.products)], surcharge: { ...c.surcharge, productsByPort } };
  });

export type CompanyBody = z.output<typeof companyBodySchema>;
export type CompanyFormValues = z.input<typeof companyBodySchema>;
export type ApiUserInput = z.output<typeof apiUserSchema>;
