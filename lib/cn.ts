import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names; it does not resolve conflicts (tailwind-merge did, for 8 kB on every screen's first load). A
 * primitive's caller adds layout (margins, widths, flex) and changes what conflicts through the primitive's props
 * (`width` on dialogs, `size` on Chip), never by repeating a utility of the same property.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
