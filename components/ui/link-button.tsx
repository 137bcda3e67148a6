import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { buttonClasses, type ButtonProps } from "./button";

type Props = ComponentProps<typeof Link> & Pick<ButtonProps, "variant" | "size">;

/** A link to another screen that looks like a button (secondary unless told). */
export function LinkButton({ variant = "secondary", size, className, ...props }: Props) {
  return <Link className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}
