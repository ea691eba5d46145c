import { ImageOff, Upload } from "lucide-react";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { useFailedImage } from "./use-failed-image";

/** Sends one image to /api/uploads and answers its address, or throws with the server's message. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file);
  const res = await fetch("/api/uploads", { method: "POST", body: form, headers: { accept: "application/json" } });
  const body = (await res.json().catch(() => null)) as { url?: string; message?: string } | null;
  if (!res.ok || !body?.url) throw new Error(body?.message ?? "Upload failed. Please try again.");
  return body.url;
}

/** What a field of the staff's forms takes: its id, the form field's name, its value and what to do with a new one. */
export interface StaffFieldProps<T> {
  id: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
}

/**
 * The button that picks image files to upload (a label around a hidden file input, so the keyboard and
 * screen readers reach the input). Dimmed and off until the page is interactive and while `busy`.
 */
export function UploadButton({
  inputRef,
  busy,
  multiple = false,
  className = "",
  onFiles,
  children,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  multiple?: boolean;
  className?: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line bg-white px-3 font-semibold hover:border-ink ${className} ${
        !hydrated || busy ? "pointer-events-none opacity-60" : ""
      }`}
    >
      <Upload aria-hidden="true" size={16} />
      {children}
      <input
        ref={inputRef}
        type="file"
        multiple={multiple}
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        disabled={!hydrated || busy}
        onChange={(event) => onFiles([...(event.target.files ?? [])])}
      />
    </label>
  );
}

/**
 * The product image: an http(s) URL, or a file uploaded to the store that fills the URL in. A live
 * preview shows the image and hides itself when the image fails to load.
 */
export function ImageField({ id, name, value, onChange }: StaffFieldProps<string>) {
  const fileInput = useRef<HTMLInputElement>(null);
  // The address whose image failed: a new address gets a new chance.
  const [failed, setFailed] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ state: "idle" | "busy" } | { state: "error"; message: string }>({
    state: "idle",
  });
  const address = value.trim();
  const broken = address !== "" && failed === address;

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ state: "busy" });
    try {
      onChange(await uploadImage(file));
      setUpload({ state: "idle" });
    } catch (error) {
      setUpload({ state: "error", message: error instanceof Error ? error.message : "Upload failed." });
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <Field
      id={id}
      label="Image URL"
      // The upload button's line describes the field: its URL, or a file instead.
      describedBy={`${id}-help`}
      after={
        <>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span id={`${id}-help`} className="text-muted">
              Or upload a JPEG, PNG, WebP or GIF (at most 2 MB):
            </span>
            <UploadButton
              inputRef={fileInput}
              busy={upload.state === "busy"}
              onFiles={(files) => void chooseFile(files[0])}
            >
              {upload.state === "busy" ? "Uploading..." : "Upload image"}
            </UploadButton>
          </div>
          {upload.state === "error" ? (
            <p role="alert" className="mt-2 text-sm font-medium text-accent-dark">
              {upload.message}
            </p>
          ) : null}
          {address && !broken ? <Preview key={address} src={address} onFailed={() => setFailed(address)} /> : null}
          {broken ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-muted" data-testid="image-preview-failed">
              <ImageOff aria-hidden="true" size={16} />
              This image could not be loaded. Check the address.
            </p>
          ) : null}
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type="url"
          inputMode="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="https://…"
          className={staffInput}
        />
      )}
    </Field>
  );
}

/** The live preview of one address (a new address mounts a new preview). */
function Preview({ src, onFailed }: { src: string; onFailed: () => void }) {
  const watch = useFailedImage(onFailed);
  return (
    <div className="mt-3 w-40 overflow-hidden rounded-md border border-line bg-canvas">
      <img
        src={src}
        alt="Preview of the product image"
        data-testid="image-preview"
        className="aspect-square w-full object-cover"
        {...watch}
      />
    </div>
  );
}
