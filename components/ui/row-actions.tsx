import { Pencil, Trash2 } from "lucide-react";
import { Button } from "./button";
import { Td } from "./table";

/** The Edit and Delete icons at the end of an admin table row; `label` names the row for screen readers. */
export function RowActions({ label, onEdit, onDelete }: { label: string; onEdit(): void; onDelete(): void }) {
  return (
    <Td className="whitespace-nowrap text-right">
      <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} title="Edit" onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} title="Delete" onClick={onDelete}>
        <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
      </Button>
    </Td>
  );
}
