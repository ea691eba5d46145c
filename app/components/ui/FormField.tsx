import type { InputHTMLAttributes, ReactNode } from "react";
import { inputClass } from "./field";

/** What a field's control (input, select, text area) takes from its `Field`. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A field of every form of the store, the shopper's and the staff's: its label above, the control, and
 * under it the hint (`${id}-hint`) and the error (`${id}-error`). `children` renders the control with the
 * props it is given, so the control's id, aria-invalid and aria-describedby always name what is shown.
 * A form that says what is wrong once, above its fields, marks a field `invalid` and names its message in
 * `describedBy`; `after` is what else belongs to the field (a delivery answer, a link).
 */
export function Field({
  id,
  label,
  optional,
  hint,
  hintClassName = "mt-1 text-sm text-muted",
  error,
  invalid = false,
  describedBy,
  className,
  labelClassName = "text-sm font-semibold",
  after,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Said after the label in brackets, for a field that may be left empty ("optional"). */
  optional?: string;
  hint?: ReactNode;
  hintClassName?: string;
  /** The field's own message; it marks the control invalid. */
  error?: ReactNode;
  /** Marked invalid without a message of its own (the form's message, named in `describedBy`, says why). */
  invalid?: boolean;
  /** Other elements that describe the control, after its hint and error. */
  describedBy?: string;
  className?: string;
  labelClassName?: string;
  after?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const hasHint = hint !== undefined && hint !== null && hint !== "";
  const hasError = error !== undefined && error !== null && error !== "";
  const described = [hasHint ? `${id}-hint` : "", hasError ? `${id}-error` : "", describedBy ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {optional ? (
          <>
            {" "}
            <span className="font-normal text-muted">{`(${optional})`}</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        "aria-invalid": hasError || invalid ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hasHint ? (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-accent-dark">
          {error}
        </p>
      ) : null}
      {after}
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
    <Field id={id} label="E-mail" invalid={invalid}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={defaultValue}
          className={inputClass}
        />
      )}
    </Field>
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
