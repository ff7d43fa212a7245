export * from "./api.ts";
export * from "./auth.ts";
export * from "./constants.ts";
export * from "./money.ts";
export * from "./users.ts";
