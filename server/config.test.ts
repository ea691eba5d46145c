import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { SESSION_SECRET: "x".repeat(40) };

describe("loadConfig", () => {
  it("keeps the store's public address as an origin, this machine when unset", () => {
    expect(loadConfig({ ...base, PUBLIC_URL: "https://shop.example/" }).publicUrl).toBe("https://shop.example");
    expect(loadConfig({ ...base, PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("reads the seller's details, with the customer care number standing in for WhatsApp and the grievance officer", () => {
    const config = loadConfig({
      ...base,
      SUPPORT_PHONE: "+91 80471 82200",
      GSTIN: "27aapcs1234k1z9",
      GRIEVANCE_OFFICER_NAME: "R. Iyer",
    });
    expect(config.contact.phone).toBe("8047182200");
    expect(config.contact.whatsapp).toBe("8047182200");
    expect(config.contact.gstin).toBe("27AAPCS1234K1Z9");
    expect(config.contact.grievanceOfficer).toEqual({
      name: "R. Iyer",
      email: "grievance@stylehub.example",
      phone: "8047182200",
    });
    expect(loadConfig({ ...base, SUPPORT_WHATSAPP: "098765 43210" }).contact.whatsapp).toBe("9876543210");
  });

  it("applies the documented defaults", () => {
    const config = loadConfig(base);
    expect(config.port).toBe(5000);
    expect(config.priceMarkupPaise).toBe(50_000);
    expect(config.freeShippingThresholdPaise).toBe(99_900);
    expect(config.shippingFeePaise).toBe(9_900);
    expect(config.cartIdleClearMs).toBe(300_000);
    expect(config.storeName).toBe("StyleHub");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.razorpay).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["PRICE_MARKUP_RUPEES", "-5"],
    ["FREE_SHIPPING_THRESHOLD_RUPEES", "9.99"],
    ["SHIPPING_FEE_RUPEES", "free"],
    ["CART_IDLE_CLEAR_MS", "soon"],
    ["DATABASE_URL", "mysql://localhost/shop"],
    ["SUPPORT_EMAIL", "not-an-email"],
    ["PUBLIC_URL", "shop.example"],
    ["PUBLIC_URL", "ftp://shop.example"],
    ["GSTIN", "29ABCDE1234F1Z"],
    ["GSTIN", "ABCDE1234F1Z529"],
    ["SUPPORT_PHONE", "12345"],
    ["SUPPORT_WHATSAPP", "call me"],
    ["GRIEVANCE_OFFICER_EMAIL", "officer"],
    ["SESSION_SECRET", "short"],
    ["CORS_ORIGINS", "shop.example"],
    ["NODE_ENV", "staging"],
  ])("rejects %s=%s and names the variable", (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrowError(
      new RegExp(`^Invalid settings:[\\s\\S]*${name}:`),
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ ...base, PORT: "" }).port).toBe(5000);
  });

  it("needs both Razorpay keys or neither", () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: "rzp_test_x" })).toThrowError(/RAZORPAY_KEY_SECRET/);
    const config = loadConfig({ ...base, RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "secret" });
    expect(config.razorpay).toEqual({
      keyId: "rzp_test_x",
      keySecret: "secret",
      webhookSecret: undefined,
      apiUrl: "https://api.razorpay.com/v1/",
    });
  });

  it("requires SESSION_SECRET in production with DATABASE_URL", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/shop", DATA_DIR: os.tmpdir() }),
    ).toThrowError(ConfigError);
  });

  it("generates the embedded session secret once and keeps it in DATA_DIR", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "stylehub-config-"));
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it("parses CORS_ORIGINS as a list", () => {
    expect(loadConfig({ ...base, CORS_ORIGINS: "https://a.example, https://b.example" }).corsOrigins).toEqual([
      "https://a.example",
      "https://b.example",
    ]);
  });

  it("reads TRUST_PROXY as a list and refuses anything else", () => {
    expect(loadConfig(base).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ ...base, TRUST_PROXY: "uniquelocal, 10.0.0.0/8" }).trustProxy).toEqual([
      "uniquelocal",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must be loopback/);
  });

  it("opens the browser tests' routes only with TEST_HOOKS=true, and never with Razorpay keys", () => {
    expect(loadConfig(base).testHooks).toBe(false);
    expect(loadConfig({ ...base, TEST_HOOKS: "true" }).testHooks).toBe(true);
    expect(() => loadConfig({ ...base, TEST_HOOKS: "yes" })).toThrowError(/TEST_HOOKS: must be true or false/);
    expect(() =>
      loadConfig({ ...base, TEST_HOOKS: "true", RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "secret" }),
    ).toThrowError(/TEST_HOOKS: cannot be set with Razorpay keys/);
  });

  it("needs a METRICS_TOKEN of at least 16 characters, and has none by default", () => {
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(() => loadConfig({ ...base, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });

  it("keeps uploads in the database unless S3_BUCKET names a bucket, and checks the S3_ settings", () => {
    expect(loadConfig(base).s3).toBeUndefined();
    const minio = {
      ...base,
      S3_BUCKET: "stylehub-uploads",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_FORCE_PATH_STYLE: "true",
    };
    expect(loadConfig(minio).s3).toEqual({
      bucket: "stylehub-uploads",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
      forcePathStyle: true,
    });
    // AWS S3 itself: a region, and the SDK's own credentials (a role) when no keys are given.
    expect(loadConfig({ ...base, S3_BUCKET: "shop-photos", S3_REGION: "ap-south-1" }).s3).toEqual({
      bucket: "shop-photos",
      endpoint: undefined,
      region: "ap-south-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    const refusals: [Record<string, string>, RegExp][] = [
      [{ S3_ENDPOINT: "http://minio:9000" }, /S3_BUCKET: required with S3_ENDPOINT \(the bucket uploads are kept in\)/],
      [{ ...minio, S3_BUCKET: "Shop_Photos" }, /S3_BUCKET: must be a bucket name/],
      [{ ...minio, S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT: must be the S3 service's http:\/\/ or https:\/\/ URL/],
      [
        { ...minio, S3_ENDPOINT: "ftp://minio:9000" },
        /S3_ENDPOINT: must be the S3 service's http:\/\/ or https:\/\/ URL/,
      ],
      [{ ...minio, S3_SECRET_ACCESS_KEY: "" }, /S3_SECRET_ACCESS_KEY: must be set together with the other S3 key/],
      [{ ...minio, S3_FORCE_PATH_STYLE: "yes" }, /S3_FORCE_PATH_STYLE: must be true or false/],
      [{ ...base, S3_BUCKET: "shop-photos" }, /S3_REGION: required for AWS S3/],
    ];
    for (const [env, message] of refusals) expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig({ ...base, S3_REGION: "ap-south-1" })).toThrow(ConfigError);
  });
});
