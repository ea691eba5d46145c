import type { ChangeEvent, FormEvent, InputHTMLAttributes, ReactNode } from "react";
import { Form } from "react-router";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { choices } from "./StaffList";
import { PRODUCT_CATEGORIES } from "@rules/collections";
import { STAFF_LIMITS } from "@rules/staff";

type Text = "name" | "description";

/**
 * The staff's product form (a new product at /AddProduct, an existing one at /admin/products/:id): the
 * card, the name first and the description last, the page's own fields between them (`children`), and
 * the Save / Reset row with its status line. The pages say where the form goes (a fetch, or the page's
 * action).
 */
export function ProductForm({
  idPrefix,
  label,
  heading = false,
  className = "",
  onSubmit,
  values,
  onChange,
  descriptionRows,
  descriptionCounted = false,
  save,
  reset,
  failed,
  status,
  children,
}: {
  /** The start of the fields' ids ("product" gives "product-name"). */
  idPrefix: string;
  /** The form's name for assistive technology. */
  label: string;
  /** Name the form by a visually hidden heading (in the page's list of headings) rather than a label. */
  heading?: boolean;
  className?: string;
  /** A form sent by script; without it the form posts to the page's action. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  values: Record<Text, string>;
  onChange: (field: Text) => (value: string) => void;
  descriptionRows: number;
  /** Show how much of the description's limit is used. */
  descriptionCounted?: boolean;
  save: { label: string; disabled: boolean };
  /** Reset (a new product) or Undo changes (an existing one). */
  reset: { label: string; onClick: () => void; disabled?: boolean };
  /** Whether the last save failed: the status line is then in the accent colour. */
  failed: boolean;
  status: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${idPrefix}-form-title`;
  const description = descriptionCounted ? `${values.description.length}/${STAFF_LIMITS.description}` : undefined;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={heading ? undefined : label}
      aria-labelledby={heading ? headingId : undefined}
      className={`flex flex-col gap-5 rounded-lg border border-line bg-white p-5 sm:p-6 ${className}`}
    >
      {heading ? (
        <h2 id={headingId} className="sr-only">
          {label}
        </h2>
      ) : null}
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label="Name"
        value={values.name}
        onChange={onChange("name")}
        input={{ maxLength: STAFF_LIMITS.name, autoComplete: "off" }}
      />
      {children}
      <Field
        id={`${idPrefix}-description`}
        label="Description"
        hint={description}
        hintClassName="mt-1 text-right text-xs text-muted tabular-nums"
      >
        {(control) => (
          <textarea
            {...control}
            {...controlProps({ name: "description", value: values.description, onChange: onChange("description") })}
            rows={descriptionRows}
            maxLength={STAFF_LIMITS.description}
            className={`${staffInput} resize-y`}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.disabled}
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:bg-stone-400"
        >
          {save.label}
        </button>
        <button
          type="button"
          onClick={reset.onClick}
          disabled={reset.disabled}
          className="inline-flex min-h-12 items-center justify-center rounded-md border border-line bg-white px-6 font-semibold hover:border-ink disabled:cursor-not-allowed disabled:opacity-60"
        >
          {reset.label}
        </button>
        <p
          role="status"
          aria-live="polite"
          data-testid="save-status"
          className={`text-sm font-semibold ${failed ? "text-accent-dark" : "text-ink"}`}
        >
          {status}
        </p>
      </div>
    </Form>
  );
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field that describes it. */
  help?: ReactNode;
  helpClassName?: string;
}

/**
 * The id, name, value and change handler of a form's field by its name (ids are `${idPrefix}-${name}`):
 * `<TextField {...bind("price")} label="Price (₹)" />`.
 */
export const fieldBinder =
  <K extends string>(idPrefix: string, values: Record<K, string>, set: (field: K) => (value: string) => void) =>
  (field: K, id = `${idPrefix}-${field}`) => ({ id, name: field, value: values[field], onChange: set(field) });

/** What an input, select or text area takes from its field besides its `Field`'s props. */
const controlProps = ({ name, value, onChange }: Pick<FieldProps, "name" | "value" | "onChange">) => ({
  name,
  value,
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    onChange(event.target.value),
});

/** A text or number input. */
export function TextField({
  input,
  id,
  label,
  help,
  helpClassName,
  ...field
}: FieldProps & { input?: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "onChange"> }) {
  return (
    <Field id={id} label={label} hint={help} hintClassName={helpClassName}>
      {(control) => <input {...control} {...controlProps(field)} className={staffInput} {...input} />}
    </Field>
  );
}

/** A select of fixed choices, each a [value, words] pair. */
export function SelectField({
  options,
  id,
  label,
  help,
  helpClassName,
  ...field
}: FieldProps & { options: readonly (readonly [string, string])[] }) {
  return (
    <Field id={id} label={label} hint={help} hintClassName={helpClassName}>
      {(control) => (
        <select {...control} {...controlProps(field)} className={staffInput}>
          {choices(options)}
        </select>
      )}
    </Field>
  );
}

/** The store's categories, with a first empty choice where the field may be left empty. */
export const categoryOptions = (empty?: string): [string, string][] => [
  ...(empty === undefined ? [] : [["", empty] as [string, string]]),
  ...PRODUCT_CATEGORIES.map((category): [string, string] => [category, category]),
];
