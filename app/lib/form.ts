import { data } from "react-router";
import { entryWithNul, nulMessage } from "@rules/nul-character";

/**
 * The posted form, or a 400 when the body cannot be read as one (a broken multipart body, a body of
 * another type) or a field holds the NUL character, which no text the store keeps may: hostile posts
 * answer 4xx, never a failed page.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ message: "The form could not be read" }, { status: 400 });
  }
  const field = entryWithNul(form);
  if (field !== undefined) throw data({ message: nulMessage(field) }, { status: 400 });
  return form;
}

/**
 * A clientAction's answer: the server action's, or, when the server cannot be reached (a network failure;
 * redirects and error pages go through), what `offline` makes of the posted form.
 */
export async function serverActionOr<T, F>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  offline: (form: FormData) => F,
): Promise<T | F> {
  const form = await readForm(request.clone());
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return offline(form);
  }
}
