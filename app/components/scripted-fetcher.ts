import { createElement, useMemo, type FormEvent } from "react";
import { useFetcher } from "react-router";

/**
 * A form's fields as the page's script sends them: the form's own, the button pressed, and `js=1`, which
 * tells an action (the cart's, the wishlist's, "Check delivery") to answer data instead of a redirect.
 * Only the script sends `js`, from a submit handler: a handler runs only once React has hydrated, so the
 * mark never depends on when a component last rendered (`useHydrated` flips a moment after hydration, and
 * a form taken up by React in that moment would otherwise post as if without JavaScript).
 */
export function scriptFields(event: FormEvent<HTMLFormElement>): FormData {
  const fields = new FormData(event.currentTarget);
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
  if (submitter?.name) fields.set(submitter.name, submitter.value);
  fields.set("js", "1");
  return fields;
}

/**
 * `useFetcher`, whose `Form` posts its fields through the fetcher with `js=1` (scriptFields): a real form
 * without JavaScript, the fetcher's submission with it. A form's own `onSubmit` runs first and may stop it.
 */
export function useScriptedFetcher<T>(options?: { key?: string }): ReturnType<typeof useFetcher<T>> {
  const fetcher = useFetcher<T>(options);
  // Both are kept by React Router from one render to the next (per fetcher), so this form component is too.
  const { Form: FetcherForm, submit } = fetcher;
  const Form = useMemo(() => {
    type Props = Parameters<typeof FetcherForm>[0];
    function ScriptedForm({ onSubmit, ...props }: Props) {
      return createElement(FetcherForm, {
        ...props,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          onSubmit?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const action = event.currentTarget.getAttribute("action") ?? undefined;
          void submit(scriptFields(event), { method: "post", action });
        },
      });
    }
    return ScriptedForm as typeof FetcherForm;
  }, [FetcherForm, submit]);
  return { ...fetcher, Form };
}
