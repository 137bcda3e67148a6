import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Histogram, labelLines } from "@/components/ui/histogram";

describe("a histogram's bar labels", () => {
  it("keeps a label that fits its slot on one line", () => {
    expect(labelLines("Delivered", 105)).toEqual(["Delivered"]);
  });

  it("wraps a label wider than its slot onto two lines at a word", () => {
    // Eight statuses share 420 px: 52.5 px a bar, about 8 characters.
    expect(labelLines("Label Purchased", 52.5)).toEqual(["Label", "Purchased"]);
    expect(labelLines("Out for Delivery", 52.5)).toEqual(["Out for", "Delivery"]);
  });

  it("shortens only a word that cannot fit, with an ellipsis", () => {
    const [line] = labelLines("Undeliverable", 40);
    expect(line.endsWith("…")).toBe(true);
    expect(line.length).toBeLessThan("Undeliverable".length);
  });

  it("draws every line under its bar and keeps the whole label in the bar's title", () => {
    const statuses = ["Label Purchased", "In Transit", "Out for Delivery", "Delivered", "Exception", "Returned"];
    const html = renderToStaticMarkup(
      createElement(Histogram, {
        title: "Shipments by status",
        bars: statuses.map((label, i) => ({ label, count: i + 1 })),
      }),
    );
    expect(html).toContain(">Label</tspan>");
    expect(html).toContain(">Purchased</tspan>");
    expect(html).toContain("<title>Label Purchased: 1</title>");
  });
});
