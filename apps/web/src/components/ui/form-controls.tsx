import { type ComponentProps, type ReactNode, useId } from "react";
import { type FieldValues, get, useFormContext, useFormState } from "react-hook-form";
import type { z } from "zod";
import { Button } from "./button.tsx";
import { Form } from "./form.tsx";
import { FormError } from "./misc.tsx";
import { controlClass, describedBy, Field, TextField } from "./text-field.tsx";

// The parts of a house `<Form>` (form.tsx) that find it through its context.

/**
 * A text field of the surrounding `<Form>`, by name: registered with the form, its message from the
 * shared schema beside it once the field was checked (on change, or when the form is sent).
 */
export function FormTextField({ name, ...props }: ComponentProps<typeof TextField> & { name: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return (
    <TextField
      error={(get(errors, name) as { message?: string } | undefined)?.message}
      {...props}
      {...register(name)}
    />
  );
}

/** A text box of the surrounding `<Form>`, by name, with its label and the shared schema's message. */
export function FormTextArea({ name, label, rows = 3 }: { name: string; label: string; rows?: number }) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={controlClass()}
        {...register(name)}
      />
    </Field>
  );
}

/**
 * The form's send button, enabled once the schema passes, with the server's refusal of the last try
 * above it; `beside` puts other buttons (cancel, remove) in a row after it.
 */
export function FormSubmit({
  mutation,
  variant = "primary",
  beside,
  children,
}: {
  mutation: { error: unknown; isPending: boolean };
  variant?: "primary" | "secondary" | "danger";
  beside?: ReactNode;
  children: ReactNode;
}) {
  const { isValid } = useFormState();
  const button = (
    <Button
      type="submit"
      variant={variant}
      disabled={!isValid}
      isLoading={mutation.isPending}
      className={beside ? undefined : "self-start"}
    >
      {children}
    </Button>
  );
  return (
    <>
      <FormError error={mutation.error} />
      {beside ? (
        <div className="flex flex-wrap gap-2">
          {button}
          {beside}
        </div>
      ) : (
        button
      )}
    </>
  );
}

type FormProps<S extends z.ZodType<FieldValues, FieldValues>> = ComponentProps<typeof Form<S>>;

/**
 * A house `<Form>` that sends one change through its `submit` (`useRefreshingMutation`: the answer's
 * message in the banner): the fields, then the refusal and the send button. After a success
 * `onDone` runs; by default the form empties.
 */
export function MutationForm<S extends z.ZodType<FieldValues, FieldValues>, R>({
  mutation,
  bannerMs,
  onDone = (_result, form) => form.reset(),
  submitLabel,
  submitVariant,
  beside,
  children,
  ...formProps
}: Omit<FormProps<S>, "onSubmit" | "children"> & {
  mutation: {
    submit: (values: z.output<S>, bannerMs?: number) => Promise<R | null>;
    error: unknown;
    isPending: boolean;
  };
  bannerMs?: number;
  onDone?: (result: R, form: Parameters<FormProps<S>["onSubmit"]>[1]) => unknown;
  submitLabel: ReactNode;
  submitVariant?: "primary" | "secondary" | "danger";
  beside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Form
      {...formProps}
      onSubmit={async (values, form) => {
        const result = await mutation.submit(values, bannerMs);
        if (result) await onDone(result, form);
      }}
    >
      {() => (
        <>
          {children}
          <FormSubmit mutation={mutation} variant={submitVariant} beside={beside}>
            {submitLabel}
          </FormSubmit>
        </>
      )}
    </Form>
  );
}
