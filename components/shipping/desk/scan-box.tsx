"use client";

import { forwardRef, useState } from "react";
import { TextField } from "@/components/ui/field";

/** The Invoice to Ship box: a scanner types the invoice and Enter; the text is handed on as typed. */
export const ScanBox = forwardRef<HTMLInputElement, { onScan(text: string): void; disabled?: boolean }>(
  function ScanBox({ onScan, disabled }, ref) {
    const [text, setText] = useState("");
    return (
      <TextField
        ref={ref}
        label="Invoice to Ship"
        value={text}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder="Scan or type an invoice, then Enter"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          onScan(text);
          setText("");
        }}
      />
    );
  },
);
