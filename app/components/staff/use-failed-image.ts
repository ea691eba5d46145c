import { useEffect, useRef } from "react";

/**
 * A ref and an error handler for an <img> that call `onFailed` when its picture cannot be shown. The
 * effect covers a picture that already failed in the server-rendered page, before React could hear it.
 */
export function useFailedImage(onFailed: () => void) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) onFailed();
  }, [onFailed]);
  return { ref, onError: onFailed };
}
