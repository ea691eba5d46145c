import { ensureDependencies } from "./lib/ensure.mjs";

ensureDependencies();
