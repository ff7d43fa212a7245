import { describe, expect, it } from "vitest";
import { type OutlineModule, summarise } from "./progress.ts";

const lesson = (id: string, hasQuiz = false) => ({
  id,
  slug: `l-${id}`,
  title: id,
  minutes: 3,
  hasQuiz,
  hasVideo: false,
});
const outline: OutlineModule[] = [
  {
    id: "m1",
    slug: "m1",
    title: "M1",
    summary: "",
    isPreview: true,
    lessons: [lesson("a"), lesson("b"), lesson("c", true)],
  },
  { id: "m2", slug: "m2", title: "M2", summary: "", isPreview: false, lessons: [lesson("d"), lesson("e", true)] },
  { id: "m3", slug: "m3", title: "M3", summary: "", isPreview: false, lessons: [lesson("f")] },
];
const facts = (completed: string[], passed: string[] = [], hasAccess = true) => ({
  completed: new Set(completed),
  passedQuizzes: new Set(passed),
  hasAccess,
});

describe("summarise", () => {
  it("counts nothing done at the start and continues at the first lesson", () => {
    const s = summarise(outline, facts([]));
    expect(s.progress).toEqual({ completed: 0, total: 6, percent: 0 });
    expect(s.counts).toEqual({ lessons: 6, quizzes: 2 });
    expect(s.continueSlug).toBe("l-a");
    expect(s.hasStarted).toBe(false);
    expect(s.isCourseComplete).toBe(false);
  });

  it("rounds percentages down, per module and overall", () => {
    const s = summarise(outline, facts(["a", "d"]));
    expect(s.modules.map((m) => m.progress.percent)).toEqual([33, 50, 0]);
    expect(s.progress).toEqual({ completed: 2, total: 6, percent: 33 });
    expect(s.continueSlug).toBe("l-b");
  });

  it("marks a module's quiz passed, and none when the module has no quiz", () => {
    const s = summarise(outline, facts(["c"], ["c"]));
    expect(s.modules.map((m) => m.isQuizPassed)).toEqual([true, false, null]);
  });

  it("earns the course when every module's quiz is passed, even with other lessons unread", () => {
    expect(summarise(outline, facts(["c", "e"], ["c", "e"])).isCourseComplete).toBe(true);
    expect(summarise(outline, facts(["c"], ["c"])).isCourseComplete).toBe(false);
  });

  it("continues at the lesson opened last while it is unfinished, else at the next unfinished one", () => {
    const viewed = (id: string, completed: string[] = []) =>
      summarise(outline, { ...facts(completed), lastViewedId: id }).continueSlug;
    expect(viewed("d")).toBe("l-d");
    expect(viewed("d", ["d"])).toBe("l-e");
    expect(viewed("f", ["a", "f"])).toBe("l-b");
    expect(viewed("unknown", ["a"])).toBe("l-b");
  });

  it("locks the paid modules without access and continues only among open lessons", () => {
    const s = summarise(outline, facts(["a", "b", "c"], ["c"], false));
    expect(s.modules.map((m) => m.lessons.every((l) => l.isLocked))).toEqual([false, true, true]);
    expect(s.continueSlug).toBeNull();
  });

  it("has nothing to continue when every lesson is done", () => {
    expect(summarise(outline, facts(["a", "b", "c", "d", "e", "f"], ["c", "e"])).continueSlug).toBeNull();
  });
});
