export * from "./schema/content.ts";
export * from "./schema/course.ts";
export * from "./schema/crypto.ts";
export * from "./schema/demo.ts";
export * from "./schema/identity.ts";
export * from "./schema/money.ts";
export * from "./schema/payments.ts";
export * from "./schema/users.ts";
