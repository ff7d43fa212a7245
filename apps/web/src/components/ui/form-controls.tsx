import type { ComponentProps, ReactNode } from "react";
import { get, useFormContext, useFormState } from "react-hook-form";
import { Button } from "./button.tsx";
import { FormError } from "./misc.tsx";
import { TextField } from "./text-field.tsx";

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

/** The form's send button, enabled once the schema passes, with the server's refusal of the last try above it. */
export function FormSubmit({
  mutation,
  variant = "primary",
  children,
}: {
  mutation: { error: unknown; isPending: boolean };
  variant?: "primary" | "secondary" | "danger";
  children: ReactNode;
}) {
  const { isValid } = useFormState();
  return (
    <>
      <FormError error={mutation.error} />
      <Button type="submit" variant={variant} disabled={!isValid} isLoading={mutation.isPending} className="self-start">
        {children}
      </Button>
    </>
  );
}
