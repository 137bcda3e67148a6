"use client";

import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type Props<T> = {
  legend: string;
  /** What one item is called in the Add and Remove buttons ("email": "Add email", "Remove email 2"). */
  noun: string;
  items: T[];
  blank: T;
  onChange(next: T[]): void;
  /** The item's fields; `update` replaces this item in the list. */
  renderItem(item: T, index: number, update: (next: T) => void): ReactNode;
};

/** A list of like items to edit (a contact's emails, its phones): each with a Remove button, and an Add button. */
export function EditableList<T>({ legend, noun, items, blank, onChange, renderItem }: Props<T>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {items.map((item, i) => (
        <div key={i} className="flex items-end gap-2">
          {renderItem(item, i, (next) => onChange(items.map((x, j) => (j === i ? next : x))))}
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${noun} ${i + 1}`}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
      <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange([...items, blank])}>
        <Plus className="h-4 w-4" aria-hidden /> Add {noun}
      </Button>
    </fieldset>
  );
}
