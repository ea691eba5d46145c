import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { Eye, EyeOff } from "lucide-react";
import { useHydrated } from "~/components/use-hydrated";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string; className?: string };

/**
 * A password input with a "Show password" toggle, so a shopper on a phone can check what was typed. The
 * toggle needs JavaScript; without it the field is a plain password field.
 */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { id, className, ...props },
  ref,
) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input ref={ref} id={id} type={shown ? "text" : "password"} className={`${className ?? ""} pr-12`} {...props} />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setShown((v) => !v)}
          aria-pressed={shown}
          aria-controls={id}
          aria-label="Show password"
          className="absolute inset-y-0 right-0 mt-1 inline-flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          {shown ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      ) : null}
    </div>
  );
});
