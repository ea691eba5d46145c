import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { MAX_GALLERY_PHOTOS } from "@rules/images";
import { isImageAddress } from "@rules/staff";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { UploadButton, uploadImage, type StaffFieldProps } from "./ImageField";

/**
 * The product's photos in order (the first is the main photo, on cards and in the API's `image`): upload
 * several at once, add one by its address, move one earlier or later, remove one. Each photo is a hidden
 * `name` field, so the form posts the list in its order. Before the page's script runs (or without it),
 * the address field posts under `name` too: a photo typed there is added last when the form is sent.
 * A colour's photos use it too, with words of their own (`help`, `empty`) and a field's `error`.
 */
export function GalleryField({
  id,
  name,
  value,
  onChange,
  help,
  empty = "No photos yet: a product needs at least one.",
  error,
}: StaffFieldProps<string[]> & { help?: string; empty?: string; error?: string }) {
  const hydrated = useHydrated();
  const fileInput = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const room = MAX_GALLERY_PHOTOS - value.length;
  const full = `A product has at most ${MAX_GALLERY_PHOTOS} photos: remove one first.`;

  const move = (from: number, to: number) => {
    const next = [...value];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
    setAnnouncement(`Photo ${from + 1} is now photo ${to + 1} of ${value.length}.`);
    // Keep the keyboard on the photo that moved: the same arrow, or the other one at either end.
    requestAnimationFrame(() => {
      const [earlier, later] = document.querySelectorAll<HTMLButtonElement>(
        `#${id}-list > li:nth-child(${to + 1}) button`,
      );
      const same = to < from ? earlier : later;
      (same && !same.disabled ? same : to < from ? later : earlier)?.focus();
    });
  };
  const remove = (i: number) => {
    onChange(value.filter((_, j) => j !== i));
    setAnnouncement(`Photo ${i + 1} removed.`);
  };

  const upload = async (files: File[]) => {
    if (!files.length) return;
    setProblem(null);
    if (files.length > room) {
      setProblem(room ? `Only ${room} more photo${room === 1 ? "" : "s"} fit: choose fewer.` : full);
      return;
    }
    let list = value;
    try {
      for (const [i, file] of files.entries()) {
        setBusy(`Uploading ${i + 1} of ${files.length}...`);
        list = [...list, await uploadImage(file)];
        onChange(list);
      }
      setAnnouncement(`${files.length} photo${files.length === 1 ? "" : "s"} added.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Upload failed.");
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const addAddress = () => {
    const typed = address.trim();
    setProblem(null);
    if (!isImageAddress(typed)) return setProblem("Image must be an http(s) URL or an uploaded file");
    if (value.includes(typed)) return setProblem("That photo is already in the list");
    if (!room) return setProblem(full);
    onChange([...value, typed]);
    setAddress("");
    setAnnouncement("Photo added.");
  };

  const small =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-line bg-white px-2 text-sm font-semibold hover:border-ink disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-semibold">Photos</legend>
      <p id={`${id}-help`} className="text-sm text-muted">
        {help ?? "The first is the main photo, on cards and at the top of the product page."} Up to {MAX_GALLERY_PHOTOS}
        : JPEG, PNG, WebP or GIF, at most 2 MB each.
      </p>
      {value.length ? (
        <ol id={`${id}-list`} className="flex flex-col gap-2" data-testid="gallery-photos">
          {value.map((src, i) => (
            <li
              key={src}
              className="flex items-center gap-3 rounded-md border border-line bg-canvas p-2"
              data-testid="gallery-photo"
              data-src={src}
            >
              <input type="hidden" name={name} value={src} />
              <img src={src} alt="" className="h-16 w-14 shrink-0 rounded object-cover" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">{i === 0 ? "Main photo" : `Photo ${i + 1}`}</p>
                <p className="truncate text-muted" title={src}>
                  {src}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap justify-end gap-1">
                <button
                  type="button"
                  className={small}
                  disabled={i === 0}
                  aria-label={`Move photo ${i + 1} earlier`}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUp aria-hidden="true" size={16} />
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={i === value.length - 1}
                  aria-label={`Move photo ${i + 1} later`}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDown aria-hidden="true" size={16} />
                </button>
                <button type="button" className={small} aria-label={`Remove photo ${i + 1}`} onClick={() => remove(i)}>
                  <Trash2 aria-hidden="true" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-md border border-dashed border-line p-4 text-sm text-muted">{empty}</p>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <UploadButton
          inputRef={fileInput}
          busy={busy !== null}
          multiple
          className="text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          onFiles={(files) => void upload(files)}
        >
          {busy ?? "Upload photos"}
        </UploadButton>
        <div className="flex min-w-[16rem] flex-1 items-end gap-2">
          <Field
            id={`${id}-address`}
            label="Or add a photo by its URL"
            className="min-w-0 flex-1"
            labelClassName="text-sm text-muted"
          >
            {(control) => (
              <input
                {...control}
                name={hydrated ? undefined : name}
                type="url"
                inputMode="url"
                value={address}
                placeholder="https://…"
                onChange={(event) => setAddress(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    addAddress();
                  }
                }}
                className={staffInput}
              />
            )}
          </Field>
          <button type="button" className={`${small} px-3`} disabled={!hydrated} onClick={addAddress}>
            <ImagePlus aria-hidden="true" size={16} />
            Add
          </button>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-accent-dark">
          {problem}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-accent-dark">
          {error}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
