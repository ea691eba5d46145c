import type { InputHTMLAttributes, ReactNode } from "react";
import { inputClass } from "./field";

/**
 * A field of the shopper's forms: its label above, the control (`children`, with the id `id`) and, when
 * given, a hint under it (`${id}-hint`, for the control's aria-describedby).
 */
export function FormField({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail field of the sign-in pages and the order lookup (the `email` form field, required). */
export function EmailField({
  id,
  defaultValue,
  invalid,
}: {
  id: string;
  defaultValue: InputHTMLAttributes<HTMLInputElement>["defaultValue"];
  invalid?: boolean;
}) {
  return (
    <FormField id={id} label="E-mail">
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={defaultValue}
        aria-invalid={invalid ? true : undefined}
        className={inputClass}
      />
    </FormField>
  );
}

/** The look of the shopper's forms' main button (also for a link that stands in for one). */
export const submitButtonClass =
  "inline-flex min-h-12 items-center justify-center rounded-md bg-accent text-base font-semibold text-white hover:bg-accent-dark disabled:cursor-wait disabled:opacity-70";

/** A form's main button: off, and saying what is going on (`busyLabel`), while the form is on its way. */
export function SubmitButton({
  busy,
  busyLabel,
  className,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  /** Its margin, padding and width. */
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy} className={`${submitButtonClass} ${className}`}>
      {busy ? busyLabel : children}
    </button>
  );
}
