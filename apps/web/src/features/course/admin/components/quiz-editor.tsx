import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { type FieldError, type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { type LessonFormValues, newQuestion } from "./lesson-form-model.ts";

export type LessonForm = UseFormReturn<LessonFormValues, unknown, LessonFormValues>;

/** An array's own error sits on `root` when the array is a field array, else on the array itself. */
function arrayMessage(error: unknown): string | undefined {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.root?.message ?? e?.message;
}

function FieldMessage({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-red-600">
      {message}
    </p>
  );
}

function QuestionEditor({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: LessonForm;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const options = useFieldArray({ control: form.control, name: `questions.${index}.options` });
  const { errors, isSubmitted, dirtyFields } = form.formState;
  const error = errors.questions?.[index];
  const show = isSubmitted || Boolean(dirtyFields.questions?.[index]);
  const number = index + 1;
  const explanationId = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">Question {number}</legend>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          aria-label={`Move question ${number} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp size={16} aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          aria-label={`Move question ${number} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown size={16} aria-hidden="true" />
        </Button>
        <Button variant="ghost" aria-label={`Remove question ${number}`} onClick={onRemove}>
          <Trash2 size={16} aria-hidden="true" className="text-red-600" />
        </Button>
      </div>
      <TextField
        label={`Question ${number} prompt`}
        error={show ? error?.prompt?.message : undefined}
        {...form.register(`questions.${index}.prompt`)}
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-700">Options (tick every right answer)</p>
        {options.fields.map((option, j) => (
          <div key={option.id} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-3"
              aria-label={`Option ${j + 1} is right`}
              {...form.register(`questions.${index}.options.${j}.isCorrect`, { deps: [`questions.${index}.options`] })}
            />
            <TextField
              className="flex-1"
              label={`Option ${j + 1}`}
              error={show ? error?.options?.[j]?.text?.message : undefined}
              {...form.register(`questions.${index}.options.${j}.text`, { deps: [`questions.${index}.options`] })}
            />
            <Button
              variant="ghost"
              className="mt-6"
              aria-label={`Remove option ${j + 1} of question ${number}`}
              disabled={options.fields.length <= 2}
              onClick={() => options.remove(j)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </Button>
          </div>
        ))}
        <FieldMessage message={show ? arrayMessage(error?.options) : undefined} />
        <div>
          <Button
            variant="secondary"
            disabled={options.fields.length >= 8}
            onClick={() => options.append({ text: "", isCorrect: false })}
          >
            <Plus size={16} aria-hidden="true" /> Add option
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={explanationId} className="text-sm font-medium text-slate-700">
          Explanation (shown after answering)
        </label>
        <textarea
          id={explanationId}
          rows={2}
          className="rounded-lg border border-slate-300 px-3 py-2 text-base sm:text-sm"
          aria-invalid={show && error?.explanation ? true : undefined}
          {...form.register(`questions.${index}.explanation`)}
        />
        <FieldMessage message={show ? error?.explanation?.message : undefined} />
      </div>
    </fieldset>
  );
}

/** Pass mark and questions: each with options, the right ones ticked, and an explanation. */
export function QuizEditor({ form }: { form: LessonForm }) {
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const hasQuiz = form.watch("hasQuiz");
  const { errors, isSubmitted, dirtyFields } = form.formState;
  if (!hasQuiz) {
    return (
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            form.setValue("hasQuiz", true, { shouldDirty: true, shouldValidate: true });
            if (questions.fields.length === 0) questions.append(newQuestion());
          }}
        >
          <Plus size={16} aria-hidden="true" /> Add a quiz
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label="Pass mark (%)"
          inputMode="numeric"
          className="w-40"
          error={isSubmitted || dirtyFields.passMarkPercent ? errors.passMarkPercent?.message : undefined}
          {...form.register("passMarkPercent")}
        />
        <Button
          variant="secondary"
          onClick={() => form.setValue("hasQuiz", false, { shouldDirty: true, shouldValidate: true })}
        >
          <Trash2 size={16} aria-hidden="true" className="text-red-600" /> Remove the quiz
        </Button>
      </div>
      {questions.fields.map((field, index) => (
        <QuestionEditor
          key={field.id}
          form={form}
          index={index}
          count={questions.fields.length}
          onMove={(delta) => questions.move(index, index + delta)}
          onRemove={() => questions.remove(index)}
        />
      ))}
      <FieldMessage message={isSubmitted ? arrayMessage(errors.questions) : undefined} />
      <div>
        <Button
          variant="secondary"
          disabled={questions.fields.length >= 30}
          onClick={() => questions.append(newQuestion())}
        >
          <Plus size={16} aria-hidden="true" /> Add question
        </Button>
      </div>
    </div>
  );
}
