import { data } from "react-router";

/**
 * The posted form, or a 400 when the body cannot be read as one (a broken multipart body, a body of
 * another type): hostile posts answer 4xx, never a failed page.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: "The form could not be read" }, { status: 400 });
  }
}
