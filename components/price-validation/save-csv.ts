"use client";

/** Hands CSV text to the browser as a download named `fileName`. */
export function saveCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Released once the download has taken the blob (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
