import { z } from "zod";
import { ZEmail } from "./auth.ts";
import { ZTimestamp } from "./fields.ts";

// Schemas, DTOs and messages of the content domain (zod schemas shared by the API and the forms).

export const CONTENT_MESSAGES = {
  subscribed: "Subscribed",
  alreadySubscribed: "This e-mail is already subscribed",
} as const;

export const ZSubscribeRequest = z.strictObject({ email: ZEmail });
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

export const ZSubscriber = z.object({ id: z.string(), email: z.string(), createdAt: ZTimestamp });
export type TSubscriber = z.infer<typeof ZSubscriber>;

export const ZPublicStats = z.object({
  /** Registered member accounts (admins excluded): the real figure, never a marketing number. */
  members: z.number().int(),
});
export type TPublicStats = z.infer<typeof ZPublicStats>;

export const ZFaqItem = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type TFaqItem = z.infer<typeof ZFaqItem>;

export const ZFaqSection = z.object({ section: z.string(), items: z.array(ZFaqItem) });
export type TFaqSection = z.infer<typeof ZFaqSection>;
