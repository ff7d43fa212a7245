import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TLessonInput } from "@vaultline/shared";
import { describe, expect, it, vi } from "vitest";
import { Form } from "../../../../components/ui/form.tsx";
import { formPath, lessonFormValues, moved, toLessonInput, ZLessonForm } from "./lesson-form-model.ts";
import { insertAt } from "./markdown-editor.tsx";
import { QuizEditor } from "./quiz-editor.tsx";

const MODULE_ID = "6f1c2f0e-8d1c-4c53-9d3a-2b1f5a7c9e01";

function renderQuizEditor(onSave: (input: TLessonInput) => void) {
  const defaults = { ...lessonFormValues(undefined, MODULE_ID), title: "Stops", bodyMd: "Body" };
  render(
    <Form schema={ZLessonForm} defaultValues={defaults} onSubmit={(values) => onSave(toLessonInput(values))}>
      {(form) => (
        <>
          <QuizEditor form={form} />
          <button type="submit">Save</button>
        </>
      )}
    </Form>,
  );
}

describe("QuizEditor", () => {
  it("builds a multi-answer question from options and ticked right answers", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderQuizEditor(onSave);
    await user.click(screen.getByRole("button", { name: "Add a quiz" }));
    await user.type(screen.getByLabelText("Question 1 prompt"), "Which protect your keys?");
    await user.type(screen.getByLabelText("Option 1"), "A hardware wallet");
    await user.type(screen.getByLabelText("Option 2"), "A written backup");
    await user.click(screen.getByRole("button", { name: "Add option" }));
    await user.type(screen.getByLabelText("Option 3"), "Posting them online");
    await user.click(screen.getByRole("checkbox", { name: "Option 2 is right" }));
    await user.type(screen.getByLabelText("Explanation (shown after answering)"), "Only you should hold them.");
    await user.clear(screen.getByLabelText("Pass mark (%)"));
    await user.type(screen.getByLabelText("Pass mark (%)"), "80");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        quiz: {
          passMarkPercent: 80,
          questions: [
            {
              id: undefined,
              prompt: "Which protect your keys?",
              options: ["A hardware wallet", "A written backup", "Posting them online"],
              correct: [0, 1],
              explanation: "Only you should hold them.",
            },
          ],
        },
      }),
    );
  });

  it("refuses a question without a right answer, with the shared message", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderQuizEditor(onSave);
    await user.click(screen.getByRole("button", { name: "Add a quiz" }));
    await user.type(screen.getByLabelText("Question 1 prompt"), "Is this right?");
    await user.type(screen.getByLabelText("Option 1"), "Yes");
    await user.type(screen.getByLabelText("Option 2"), "No");
    await user.click(screen.getByRole("checkbox", { name: "Option 1 is right" }));
    await user.type(screen.getByLabelText("Explanation (shown after answering)"), "Because.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText("Mark at least one right answer")).toBeVisible();
  });

  it("moves and removes questions with labelled buttons, and can drop the quiz", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderQuizEditor(onSave);
    await user.click(screen.getByRole("button", { name: "Add a quiz" }));
    await user.click(screen.getByRole("button", { name: "Add question" }));
    await user.type(screen.getByLabelText("Question 2 prompt"), "Second question");
    await user.click(screen.getByRole("button", { name: "Move question 2 up" }));
    expect(screen.getByLabelText("Question 1 prompt")).toHaveValue("Second question");
    expect(screen.getByRole("button", { name: "Move question 1 up" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove question 2" }));
    expect(screen.queryByLabelText("Question 2 prompt")).toBeNull();
    await user.click(screen.getByRole("button", { name: /Remove the quiz/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ quiz: null, slug: undefined, videoEmbedUrl: null }));
  });
});

describe("lesson form helpers", () => {
  it.each([
    [["title"], ["title"]],
    [["quiz", "passMarkPercent"], ["passMarkPercent"]],
    [["quiz", "questions"], ["questions"]],
    [
      ["quiz", "questions", 2, "correct"],
      ["questions", 2, "options"],
    ],
    [
      ["quiz", "questions", 1, "options", 3],
      ["questions", 1, "options", 3, "text"],
    ],
    [
      ["quiz", "questions", 0, "prompt"],
      ["questions", 0, "prompt"],
    ],
  ])("shows an issue at %j on the field %j", (from, to) => {
    expect(formPath(from)).toEqual(to);
  });

  it("moves an id up or down and leaves the ends alone", () => {
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("inserts an image's Markdown at the cursor on a line of its own", () => {
    expect(insertAt("Intro\nOutro", "![x](/u)", 6, 6)).toEqual({ text: "Intro\n![x](/u)\nOutro", cursor: 15 });
    expect(insertAt("Intro", "![x](/u)", 5, 5)).toEqual({ text: "Intro\n![x](/u)\n", cursor: 15 });
    expect(insertAt("", "![x](/u)", 0, 0).text).toBe("![x](/u)\n");
  });
});
