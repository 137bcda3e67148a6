"use client";

import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { LINK_LIMITS } from "@/lib/companies/surcharge-link-limits";
import type { CompanyForm } from "./use-company-form";

const { maxTermsCodes, maxTermsCodeLength, minHourlyCap, maxHourlyCap } = LINK_LIMITS;

/** A list's own message (too many codes), else its first code's. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  return Array.isArray(error) ? error.map(firstMessage).find(Boolean) : undefined;
}

/** What the company's apiUser surcharge links may do (CLARIFICATIONS 50): the orders they may surcharge, and how many an hour. */
export function LinkLimitFields({ form }: { form: CompanyForm }) {
  const { register, formState } = form;
  const errors = formState.errors.surcharge;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextAreaField
        label="Eligible Terms Codes"
        rows={3}
        spellCheck={false}
        hint={`Empty: every order can be paid by card. Otherwise only orders with one of these terms codes: one a line, at most ${maxTermsCodes}, each up to ${maxTermsCodeLength} characters.`}
        error={firstMessage(errors?.eligibleTermsCodes)}
        {...register("surcharge.eligibleTermsCodes")}
      />
      <TextField
        label="Hourly Cap"
        type="number"
        inputMode="numeric"
        min={minHourlyCap}
        max={maxHourlyCap}
        step={1}
        className="sm:max-w-xs"
        hint={`Surcharges the links may apply an hour, from ${minHourlyCap} to ${maxHourlyCap}.`}
        error={errors?.hourlyCap?.message}
        {...register("surcharge.hourlyCap")}
      />
    </div>
  );
}
