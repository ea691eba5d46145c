import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./FormField";

const html = (props: Omit<Parameters<typeof Field>[0], "children">) =>
  renderToStaticMarkup(<Field {...props}>{(control) => <input {...control} name="x" />}</Field>);

// Every form's control names what its field shows: the hint, the field's own message, and what else describes it.
describe("Field", () => {
  it("labels the control and describes it by nothing when there is nothing to say", () => {
    const out = html({ id: "f", label: "Name" });
    expect(out).toContain('<label for="f" class="text-sm font-semibold">Name</label>');
    expect(out).toContain('<input id="f" name="x"/>');
  });

  it("marks the control invalid and points it at the hint, then the message", () => {
    const out = html({ id: "f", label: "Name", hint: "As on your ID", error: "Name is required" });
    expect(out).toContain('aria-invalid="true" aria-describedby="f-hint f-error"');
    expect(out).toContain('<p id="f-hint" class="mt-1 text-sm text-muted">As on your ID</p>');
    expect(out).toContain('<p id="f-error" class="mt-1 text-sm font-medium text-accent-dark">Name is required</p>');
  });

  it("points an invalid field without its own message at the form's message", () => {
    const out = html({ id: "f", label: "Name", invalid: true, describedBy: "form-message" });
    expect(out).toContain('aria-invalid="true" aria-describedby="form-message"');
    expect(out).not.toContain("f-error");
  });

  it("says after the label that a field may be left empty", () => {
    expect(html({ id: "f", label: "Landmark", optional: "optional" })).toContain(
      'Landmark <span class="font-normal text-muted">(optional)</span>',
    );
  });
});
