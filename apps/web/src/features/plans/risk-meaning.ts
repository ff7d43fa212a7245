/** What each class of the 1–7 scale means for a beginner, lowest risk first. */
const MEANINGS = [
  "The value barely moves.",
  "The value moves a little.",
  "The value moves noticeably over a year.",
  "The value can rise or fall by up to about a tenth in a year.",
  "The value can rise or fall by up to about a seventh in a year.",
  "The value can rise or fall by up to about a quarter in a year.",
  "The value can rise or fall by a quarter or more in a year, sometimes within weeks.",
] as const;

/** The risk class in plain words; null while the plan is too young to measure. */
export function riskMeaning(riskClass: number | null): string {
  if (riskClass === null) {
    return "This plan is too new to rate: a class needs enough daily prices of its own to measure how much its value moves.";
  }
  const meaning = MEANINGS[Math.min(Math.max(riskClass, 1), 7) - 1];
  return `Class ${riskClass} of 7 (1 = lowest risk, 7 = highest). ${meaning} A low class is not a safe one: any class can lose money.`;
}
