import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COURSE_TITLE, CURRICULUM } from "./curriculum.ts";
import type { SeedLesson, SeedModule, SeedQuestion } from "./seed-types.ts";

const LESSONS_DIR = path.join(import.meta.dirname, "lessons");
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** An HTML tag or comment: `<p>`, `</div>`, `<br/>`, `<img src=…>`, `<!-- … -->`. */
const HTML = /<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>|<!--/;
/** A top-level heading: the page shows the lesson title, the body must not repeat one. */
const H1 = /^ {0,3}#(\s|$)/m;

type Placed = { module: SeedModule; moduleIndex: number; lesson: SeedLesson; lessonIndex: number; isLast: boolean };
const placed: Placed[] = CURRICULUM.flatMap((module, moduleIndex) =>
  module.lessons.map((lesson, lessonIndex) => ({
    module,
    moduleIndex,
    lesson,
    lessonIndex,
    isLast: lessonIndex === module.lessons.length - 1,
  })),
);
const body = (lesson: SeedLesson) => readFileSync(path.join(LESSONS_DIR, lesson.file), "utf8");
const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
const pad = (n: number) => String(n).padStart(2, "0");
const questionsOf = (module: SeedModule): SeedQuestion[] => module.lessons.flatMap((l) => l.quiz?.questions ?? []);

// ---- No promise of profit ------------------------------------------------------------------------------------------
// A phrase that promises a result may appear only in a sentence that denies or warns about it ("No investment can
// guarantee a profit", "a stop-loss does not guarantee your exit price", "guaranteed returns are a red flag").
const PROMISE =
  /guarantee\w*|risk[- ]free|no risk|zero risk|without risk|can(?:not|'t) lose|double your money|sure(?:-fire)? (?:profit|win)s?|certain (?:profit|gain|return)s?/gi;
const DENIAL =
  /\b(not|no|never|nothing|nobody|none|neither|nor|cannot|can't|isn't|aren't|doesn't|don't|won't|scams?|scammers?|fraud|warning|warnings|red flags?)\b/i;

function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The sentences of `text` that promise a result: a promise phrase with no denial or warning beside it. */
function findPromises(text: string): string[] {
  return sentences(text).filter((s) => {
    if (!s.match(PROMISE)) return false;
    // The promise phrase itself ("can't lose", "no risk") must not count as its own denial.
    return !DENIAL.test(s.replace(PROMISE, " "));
  });
}

describe("the course outline", () => {
  it("has a title, at least 6 modules and 24–40 lessons", () => {
    expect(COURSE_TITLE.trim()).not.toBe("");
    expect(CURRICULUM.length).toBeGreaterThanOrEqual(6);
    expect(placed.length).toBeGreaterThanOrEqual(24);
    expect(placed.length).toBeLessThanOrEqual(40);
  });

  it("uses unique, well-formed slugs for modules and lessons", () => {
    const moduleSlugs = CURRICULUM.map((m) => m.slug);
    const lessonSlugs = placed.map((p) => p.lesson.slug);
    for (const slug of [...moduleSlugs, ...lessonSlugs]) {
      expect(slug, slug).toMatch(SLUG);
      expect(slug.length, slug).toBeGreaterThanOrEqual(2);
      expect(slug.length, slug).toBeLessThanOrEqual(80);
    }
    expect(new Set(moduleSlugs).size).toBe(moduleSlugs.length);
    expect(new Set(lessonSlugs).size).toBe(lessonSlugs.length);
  });

  it("gives every module a title, a summary and at least two lessons", () => {
    for (const m of CURRICULUM) {
      expect(m.title.trim(), m.slug).not.toBe("");
      expect(m.summary.trim(), m.slug).not.toBe("");
      expect(m.lessons.length, m.slug).toBeGreaterThanOrEqual(2);
      for (const l of m.lessons) expect(l.title.trim(), l.slug).not.toBe("");
    }
  });

  it("makes exactly the first module the free preview", () => {
    expect(CURRICULUM.map((m) => m.isPreview)).toEqual(CURRICULUM.map((_, i) => i === 0));
  });
});

describe("lesson files", () => {
  it.each(placed.map((p) => [p.lesson.file, p] as const))("%s exists, is in order and is plain Markdown", (_, p) => {
    const { lesson } = p;
    // lessons/<nn>-<module-folder>/<nn>-<lesson-slug>.md, numbered in course order.
    const [folder, name, ...rest] = lesson.file.split("/");
    expect(rest).toEqual([]);
    expect(folder).toMatch(new RegExp(`^${pad(p.moduleIndex + 1)}-[a-z0-9]+(-[a-z0-9]+)*$`));
    expect(name).toBe(`${pad(p.lessonIndex + 1)}-${lesson.slug}.md`);
    expect(p.module.lessons.every((l) => l.file.startsWith(`${folder}/`))).toBe(true);

    const file = path.join(LESSONS_DIR, lesson.file);
    expect(existsSync(file)).toBe(true);
    const text = body(lesson);
    expect(text.trim()).not.toBe("");
    expect(text).not.toMatch(HTML);
    expect(text).not.toMatch(H1);
    expect(text).not.toMatch(/http:\/\//);
    // Starts with an intro paragraph, not a heading.
    expect(text.trimStart().startsWith("#")).toBe(false);
  });

  it.each(placed.map((p) => [p.lesson.slug, p] as const))("%s states an honest reading time", (_, p) => {
    const { minutes } = p.lesson;
    const expected = Math.max(1, Math.ceil(words(body(p.lesson)) / 200));
    expect(Number.isInteger(minutes) && minutes > 0).toBe(true);
    expect(Math.abs(minutes - expected)).toBeLessThanOrEqual(expected * 0.6);
  });

  it("keeps teaching lessons at 400–900 words and module reviews at 150–300 words with a bulleted recap", () => {
    for (const p of placed) {
      const text = body(p.lesson);
      const n = words(text);
      if (p.isLast) {
        expect(n, p.lesson.file).toBeGreaterThanOrEqual(150);
        expect(n, p.lesson.file).toBeLessThanOrEqual(300);
        expect(text, p.lesson.file).toMatch(/^- /m);
      } else {
        expect(n, p.lesson.file).toBeGreaterThanOrEqual(400);
        expect(n, p.lesson.file).toBeLessThanOrEqual(900);
      }
    }
  });

  it("illustrates the lessons a picture teaches best, each with alt text and its SVG in the web app", () => {
    const images = placed.flatMap((p) =>
      [...body(p.lesson).matchAll(/!\[([^\]]*)\]\(\/course-images\/([a-z0-9-]+\.svg)\)/g)].map((m) => ({
        lesson: p.lesson.file,
        alt: m[1] ?? "",
        file: m[2] ?? "",
      })),
    );
    const where = Object.fromEntries(images.map((i) => [i.file, i.lesson]));
    expect(where).toMatchObject({
      "candlestick-anatomy.svg": "04-reading-charts/01-line-and-candlestick-charts.md",
      "support-and-resistance.svg": "04-reading-charts/04-trends-support-and-resistance.md",
      "order-book-spread.svg": "03-exchanges-and-orders/04-order-book-basics.md",
      "position-sizing.svg": "05-risk-management/01-position-sizing.md",
      "seed-phrase-safety.svg": "02-wallets-and-keys/03-seed-phrases.md",
      "phishing-email.svg": "06-staying-safe/02-impersonation-and-phishing.md",
      "three-jobs-of-money.svg": "01-money-and-crypto/01-what-money-is.md",
      "shared-ledger.svg": "01-money-and-crypto/02-what-a-cryptocurrency-is.md",
      "blocks-and-confirmations.svg": "01-money-and-crypto/03-bitcoin-supply-blocks-and-fees.md",
      "one-token-many-networks.svg": "01-money-and-crypto/04-stablecoins-and-networks.md",
      "custodial-and-self-custody.svg": "02-wallets-and-keys/01-custodial-and-self-custody.md",
      "keys-to-address.svg": "02-wallets-and-keys/02-private-keys-and-addresses.md",
      "five-checks-before-sending.svg": "02-wallets-and-keys/04-sending-safely.md",
      "what-an-exchange-does.svg": "03-exchanges-and-orders/01-what-an-exchange-does.md",
      "order-types.svg": "03-exchanges-and-orders/02-market-limit-and-stop-orders.md",
      "round-trip-costs.svg": "03-exchanges-and-orders/03-fees-spreads-and-slippage.md",
      "timeframes.svg": "04-reading-charts/02-timeframes.md",
      "volume-bars.svg": "04-reading-charts/03-volume.md",
      "drawdown-recovery.svg": "05-risk-management/03-drawdowns-and-recovery.md",
      "leverage.svg": "05-risk-management/04-diversification-and-leverage.md",
      "red-flags.svg": "06-staying-safe/01-red-flags-of-investment-scams.md",
      "pump-and-dump.svg": "06-staying-safe/03-pump-and-dump-romance-and-recovery-scams.md",
    });
    // Most lessons teach better with a picture: at least 20 of them have one.
    expect(new Set(images.map((i) => i.lesson)).size).toBeGreaterThanOrEqual(20);
    const publicDir = path.resolve(import.meta.dirname, "../../../../../web/public/course-images");
    for (const image of images) {
      expect(image.alt.split(/\s+/).length, image.file).toBeGreaterThanOrEqual(8);
      const svg = readFileSync(path.join(publicDir, image.file), "utf8");
      expect(svg, image.file).toMatch(/<svg[^>]+viewBox="0 0 \d+ \d+"[^>]+role="img"/);
      expect(svg, image.file).toMatch(/<title id="t">[^<]+<\/title>/);
    }
  });

  it("uses tables in several lessons", () => {
    const withTables = placed.filter((p) => /^\|.*\|\s*\n\|[\s:|-]+\|\s*$/m.test(body(p.lesson)));
    expect(withTables.length).toBeGreaterThanOrEqual(3);
  });
});

describe("module quizzes", () => {
  it.each(CURRICULUM.map((m) => [m.slug, m] as const))("%s ends with a review lesson carrying its quiz", (_, m) => {
    const last = m.lessons.at(-1)!;
    const quiz = last.quiz;
    expect(quiz, `${m.slug}: last lesson has no quiz`).toBeDefined();
    if (!quiz) return;
    expect(quiz.questions.length).toBeGreaterThanOrEqual(4);
    expect(quiz.passMarkPercent).toBeGreaterThanOrEqual(50);
    expect(quiz.passMarkPercent).toBeLessThanOrEqual(100);
    expect(quiz.questions.some((q) => q.correct.length > 1)).toBe(true);
    // A review that names its pass mark must name the real one.
    const stated = body(last).match(/(\d+)% to pass/);
    if (stated) expect(Number(stated[1])).toBe(quiz.passMarkPercent);
  });

  it.each(CURRICULUM.flatMap((m) => questionsOf(m).map((q) => [q.prompt.slice(0, 60), q] as const)))(
    "%s… is well-formed",
    (_, q) => {
      expect(q.prompt.trim()).not.toBe("");
      expect(q.explanation.trim()).not.toBe("");
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      for (const o of q.options) expect(o.trim()).not.toBe("");
      const normalised = q.options.map((o) => o.trim().toLowerCase());
      expect(new Set(normalised).size).toBe(q.options.length);
      expect(q.correct.length).toBeGreaterThan(0);
      expect(q.correct.length).toBeLessThan(q.options.length);
      expect(new Set(q.correct).size).toBe(q.correct.length);
      for (const i of q.correct) {
        expect(Number.isInteger(i)).toBe(true);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(q.options.length);
      }
    },
  );
});

describe("no promise of profit", () => {
  it("the check catches promises and lets warnings through", () => {
    expect(findPromises("Our plans offer guaranteed returns of 30% a month.")).toHaveLength(1);
    expect(findPromises("Profits are guaranteed. Join today!")).toHaveLength(1);
    expect(findPromises("This strategy is risk-free.")).toHaveLength(1);
    expect(findPromises("With this bot you can't lose.")).toHaveLength(1);
    expect(findPromises("There is no risk: double your money in a week.")).toHaveLength(1);
    expect(findPromises("No investment can guarantee a profit.")).toEqual([]);
    expect(findPromises("A stop-loss does not guarantee your exit price.")).toEqual([]);
    expect(findPromises("## The biggest red flag: guaranteed returns")).toEqual([]);
    expect(findPromises("Anyone promising guaranteed returns is running a scam.")).toEqual([]);
  });

  it("no lesson body promises a result", () => {
    const found = placed.flatMap((p) => findPromises(body(p.lesson)).map((s) => `${p.lesson.file}: ${s}`));
    expect(found).toEqual([]);
  });

  it("no quiz text promises a result", () => {
    const found = CURRICULUM.flatMap((m) =>
      questionsOf(m).flatMap((q) =>
        [q.prompt, ...q.options, q.explanation].flatMap((t) => findPromises(t).map((s) => `${m.slug}: ${s}`)),
      ),
    );
    expect(found).toEqual([]);
  });

  it("says plainly that it is not advice and that most beginners who trade lose money", () => {
    const all = placed.map((p) => body(p.lesson)).join("\n");
    expect(all).toMatch(/not financial advice|education, not advice/i);
    expect(all).toMatch(/most beginners who trade lose money/i);
    const preview = CURRICULUM[0]!.lessons.map(body).join("\n");
    expect(preview).toMatch(/most beginners who trade lose money/i);
  });
});
