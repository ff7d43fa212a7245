import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Mailer } from "./lib/mail.ts";
import type { PaymentGateway } from "./lib/payment-gateway.ts";
import type { UserRow } from "./modules/users/users.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    paymentGateway: PaymentGateway;
    routeTable: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** The signed-in user, loaded fresh from the database on every request; null when anonymous. */
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Money-moving POST: honours the Idempotency-Key header. */
    idempotent?: boolean;
  }
}
