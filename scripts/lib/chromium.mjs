// Finds a Chromium for the browser tests, installing Debian's package when we may.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function which(name) {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : undefined;
}

function locate() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return which("chromium") ?? which("chromium-browser") ?? which("google-chrome");
}

export function ensureChromium() {
  const found = locate();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && which("apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    const installed = locate();
    if (installed) return installed;
  }
  console.error(
    "The browser tests need Chromium and none was found.\n" +
      "Install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}
