import { createContext, useContext } from "react";

// The server passes the request's CSP nonce down; in the browser it is empty (and not needed).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
