// The FAQ's sections, in their order. A file without zod: the FAQ page names them while its answers
// load, and importing them from content.ts built that file's schemas on the page's main thread.

export const FAQ_SECTIONS = ["General", "Invest", "Trade", "Bitcoin", "Alternative Coins", "Mining", "NFTs"] as const;
export type TFaqSectionName = (typeof FAQ_SECTIONS)[number];
