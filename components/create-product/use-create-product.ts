"use client";

import { useCallback, useRef, useState } from "react";
import { doubtOf, type Doubt } from "@/components/check-again/doubt";
import { useDoubt } from "@/components/check-again/use-doubt";
import { SUCCESS_NOTICE_MS, useExpiringState } from "@/components/ui/use-expiring-state";
import { ApiClientError, apiFetch, erpProxy } from "@/lib/api-client/api-fetch";
import { newIdempotencyKey, sendWrite } from "@/lib/api-client/send-write";
import { CREATE_PRODUCT_MESSAGES as MSG } from "@/lib/create-product/messages";
import { EMPTY_FORM, formProblems, productPayload, type ProductForm } from "@/lib/create-product/product-form";
import type { ProductMatch } from "@/lib/create-product/product-matches";
import type { PriceLine } from "@/lib/erp/schemas/price-line";
import type { Product } from "@/lib/erp/schemas/product";

export type CreateNotice =
  { tone: "success"; text: string; productId: string | number } | { tone: "error"; text: string; details: string[] };

/** The ERP's (or our) field errors as lines a person reads: "field: message". */
function detailLines(err: unknown): string[] {
  const details =
    err instanceof ApiClientError
      ? (err.body as { details?: { field?: string; path?: string; message?: string }[] })?.details
      : undefined;
  return (details ?? []).map((d) => [d.field ?? d.path, d.message].filter(Boolean).join(": "));
}

/** The Create New Product form: price line and its short code, the fields, the duplicate check and the create. */
export function useCreateProduct() {
  const [form, setForm] = useState<ProductForm>(EMPTY_FORM);
  const [lineLabel, setLineLabel] = useState("");
  // One key per filled-in form: double clicks and resends of it are the same create; a new form gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [phase, setPhase] = useState<"idle" | "checking" | "confirm" | "creating">("idle");
  const [matches, setMatches] = useState<ProductMatch[]>([]);
  const [notice, setNotice] = useExpiringState<CreateNotice>(SUCCESS_NOTICE_MS, (n) => n.tone === "success");
  const lineRequest = useRef(0);
  const doubt = useDoubt<Doubt<Product>>();

  const set = useCallback(<K extends keyof ProductForm>(field: K, value: ProductForm[K]) => {
    // Spec 2 section 5: the description is forced to upper case as it is typed.
    setForm((f) => ({ ...f, [field]: field === "description" ? value.toUpperCase() : value }));
  }, []);

  const pickLine = useCallback(async (line: PriceLine) => {
    const mine = ++lineRequest.current;
    setForm((f) => ({ ...f, priceLineId: line.id, shortCode: "" }));
    setLineLabel(`${line.id} – ${line.description ?? ""}`);
    try {
      const record = await erpProxy<{ "SHORT.CODE"?: string | null }>({
        method: "GET",
        url: "/UserDefined/UD.PRICELINE",
        params: { id: line.id },
      });
      if (mine === lineRequest.current) setForm((f) => ({ ...f, shortCode: (record["SHORT.CODE"] ?? "").trim() }));
    } catch (err) {
      // No UD.PRICELINE record: the preview goes without a short code.
      console.warn("No SHORT.CODE for price line", line.id, err);
    }
  }, []);

  const { clear: clearDoubt, show: showDoubt } = doubt;
  /** The product is in the ERP: from the create's answer, or found by Check Again. */
  const created = useCallback(
    (product: Product) => {
      clearDoubt();
      setNotice({ tone: "success", text: MSG.created(product.id), productId: product.id });
      setForm((f) => ({ ...EMPTY_FORM, priceLineId: f.priceLineId, shortCode: f.shortCode }));
      setIdempotencyKey(newIdempotencyKey());
    },
    [clearDoubt, setNotice],
  );

  const create = useCallback(async () => {
    setPhase("creating");
    setNotice(null);
    clearDoubt();
    try {
      const { product } = await sendWrite<{ product: Product }>("/api/create-product", {
        method: "POST",
        json: { idempotencyKey, product: productPayload(form) },
      });
      created(product);
    } catch (err) {
      console.error("Create product failed", err);
      const inDoubt = doubtOf<Product>(err);
      if (inDoubt) showDoubt(inDoubt);
      else
        setNotice({
          tone: "error",
          text: MSG.createFailed(err instanceof Error ? err.message : String(err)),
          details: detailLines(err),
        });
    } finally {
      setPhase("idle");
      setMatches([]);
    }
  }, [form, idempotencyKey, setNotice, created, clearDoubt, showDoubt]);

  /** Beyond the spec: look for a product with the same UPC or catalog number first, and let the user choose. */
  const start = useCallback(async () => {
    if (formProblems(form).length || phase !== "idle" || doubt.pending) return;
    setPhase("checking");
    setNotice(null);
    const payload = productPayload(form);
    try {
      const query = new URLSearchParams({ upcCode: payload.upcCode, catalogNumber: payload.catalogNumber });
      const found = (await apiFetch<{ matches: ProductMatch[] }>(`/api/create-product/matches?${query}`)).matches;
      if (found.length) {
        setMatches(found);
        setPhase("confirm");
        return;
      }
    } catch (err) {
      console.error("Duplicate check failed", err);
      setNotice({ tone: "error", text: MSG.matchFailed, details: [] });
      setPhase("idle");
      return;
    }
    await create();
  }, [form, phase, create, setNotice, doubt.pending]);

  return {
    form,
    set,
    lineLabel,
    pickLine,
    problems: formProblems(form),
    phase,
    matches,
    notice,
    doubt,
    created,
    start,
    createAnyway: create,
    cancel: () => {
      setPhase("idle");
      setMatches([]);
    },
  };
}
