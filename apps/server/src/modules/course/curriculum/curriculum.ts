// The seeded beginner course (docs/product-rules.md §6): modules → lessons (Markdown bodies under
// ./lessons) → one quiz per module, on its last lesson ("Module review"). Content only, a module a file
// under ./modules; the loader reads these constants and files.
// `minutes` is the reading time of the body at about 200 words a minute, rounded up; a review's also allows for its quiz.

import { moneyAndCrypto } from "./modules/01-money-and-crypto.ts";
import { walletsAndKeys } from "./modules/02-wallets-and-keys.ts";
import { exchangesAndOrders } from "./modules/03-exchanges-and-orders.ts";
import { readingCharts } from "./modules/04-reading-charts.ts";
import { riskManagement } from "./modules/05-risk-management.ts";
import { stayingSafe } from "./modules/06-staying-safe.ts";
import { howVaultlineWorks } from "./modules/07-how-vaultline-works.ts";

/** `correct` holds indexes into `options`; more than one index makes a multi-answer ("choose all that apply") question. */
export type SeedQuestion = { prompt: string; options: string[]; correct: number[]; explanation: string };
export type SeedQuiz = { passMarkPercent: number; questions: SeedQuestion[] };
/** `file` is relative to curriculum/lessons/, e.g. "01-money-and-crypto/01-what-money-is.md". */
export type SeedLesson = { slug: string; title: string; file: string; minutes: number; quiz?: SeedQuiz };
export type SeedModule = { slug: string; title: string; summary: string; isPreview: boolean; lessons: SeedLesson[] };

export const COURSE_TITLE = "Crypto trading foundations";

export const CURRICULUM: SeedModule[] = [
  moneyAndCrypto,
  walletsAndKeys,
  exchangesAndOrders,
  readingCharts,
  riskManagement,
  stayingSafe,
  howVaultlineWorks,
];
