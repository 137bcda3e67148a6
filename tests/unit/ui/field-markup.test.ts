import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Autocomplete } from "@/components/ui/autocomplete";
import { SelectField, TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";

const labelText = (html: string) => /<label[^>]*>([^<]*)<\/label>/.exec(html)?.[1];

describe("field primitives", () => {
  it("mark a required field beside its label, the label's text unchanged, and keep the control required", () => {
    const html = renderToStaticMarkup(createElement(TextField, { label: "Vendor Name", required: true }));
    expect(labelText(html)).toBe("Vendor Name");
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>\*<\/span>/);
    expect(html).toMatch(/<input[^>]*required=""/);
  });

  it("show no mark on an optional field", () => {
    expect(renderToStaticMarkup(createElement(TextField, { label: "Notes" }))).not.toContain("*");
  });

  it("mark select and multi-line fields alike", () => {
    const select = renderToStaticMarkup(
      createElement(SelectField, { label: "Category", required: true, options: [{ value: "a", label: "A" }] }),
    );
    const area = renderToStaticMarkup(createElement(TextAreaField, { label: "Description", required: true }));
    for (const html of [select, area]) expect(html).toMatch(/aria-hidden="true"[^>]*>\*</);
  });

  it("mark a required search field (Create New Product's Price Line) the same way, as aria-required", () => {
    const props = {
      label: "Price Line",
      noDataText: "None",
      search: async () => [],
      optionKey: String,
      optionLabel: String,
    };
    const needed = renderToStaticMarkup(
      createElement(Autocomplete<string>, { ...props, onSelect() {}, required: true }),
    );
    expect(labelText(needed)).toBe("Price Line");
    expect(needed).toMatch(/aria-hidden="true"[^>]*>\*</);
    expect(needed).toContain('aria-required="true"');
    expect(renderToStaticMarkup(createElement(Autocomplete<string>, { ...props, onSelect() {} }))).not.toContain("*");
  });

  it("tie a range hint to the control, and the error in its place once there is one", () => {
    const hinted = renderToStaticMarkup(createElement(TextField, { label: "Weight (lb)", id: "w", hint: "1–150 lb" }));
    expect(hinted).toContain('aria-describedby="w-hint"');
    expect(hinted).toContain('<p id="w-hint"');
    const wrong = renderToStaticMarkup(
      createElement(TextField, { label: "Weight (lb)", id: "w", hint: "1–150 lb", error: "Weight is at most 150 lb" }),
    );
    expect(wrong).toContain('aria-describedby="w-error"');
    expect(wrong).not.toContain("1–150 lb");
  });
});
