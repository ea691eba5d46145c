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
