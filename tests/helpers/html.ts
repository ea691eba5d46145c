import { createHash } from "node:crypto";

/** A page's inline scripts (those without `src`): each one's attributes and text, in order. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));

/** The Content-Security-Policy source that allows an inline script with this text. */
export const scriptHashSource = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
