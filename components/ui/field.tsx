import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

type FieldShellProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id: string;
  children: ReactNode;
  className?: string;
  /** Marks the field required: an asterisk beside the label (the control itself carries `required`). */
  required?: boolean;
};

/** The asterisk beside a required field's label; hidden from screen readers, which hear the control's own state. */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-sm font-semibold text-red-700" title="Required">
      *
    </span>
  );
}

/** A control's label, and the required mark beside it (outside the label: see FieldShell). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <span className="flex items-baseline gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {required ? <RequiredMark /> : null}
    </span>
  );
}

/**
 * A field's label, control, hint and error. The required mark sits outside the <label>, so the field's name stays
 * its label's text as written (tests and screen readers find "Vendor Name", not "Vendor Name *"); screen readers
 * hear "required" from the control's own `required`.
 */
export function FieldShell({ label, hint, error, id, children, className, required }: FieldShellProps) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text control's look without its height (the textarea sizes itself by its rows). */
export const controlSurface =
  "rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-500";
export const controlClass = `h-10 ${controlSurface}`;

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A labelled input: the label is tied to it, so tests and screen readers find it by its text. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell label={label} hint={hint} error={error} id={inputId} className={className} required={props.required}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        className={controlClass}
        {...props}
      />
    </FieldShell>
  );
});

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: { value: string | number; label: string }[];
};

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, options, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell label={label} hint={hint} error={error} id={selectId} className={className} required={props.required}>
      <select
        ref={ref}
        id={selectId}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : hint ? `${selectId}-hint` : undefined}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
