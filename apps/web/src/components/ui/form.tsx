import { zodResolver } from "@hookform/resolvers/zod";
import type { ComponentProps, ReactNode } from "react";
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  get,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
} from "react-hook-form";
import type { z } from "zod";
import { useIsHydrated } from "../../lib/hydration.ts";
import { Button } from "./button.tsx";
import { FormError } from "./misc.tsx";
import { TextField } from "./text-field.tsx";

type Props<S extends z.ZodType<FieldValues, FieldValues>> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => unknown;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
  className?: string;
  "aria-label"?: string;
};

/**
 * Every form: the shared zod schema validates as the user types, with the same messages as the API.
 * Shared field groups (`NewPasswordFields`, `ConfirmIdentityFields`) find the form through its context.
 */
export function Form<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className = "flex flex-col gap-4",
  ...rest
}: Props<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues,
  });
  const isHydrated = useIsHydrated();
  return (
    <FormProvider {...form}>
      <form noValidate className={className} onSubmit={form.handleSubmit((values) => onSubmit(values, form))} {...rest}>
        <fieldset disabled={!isHydrated} className="contents">
          {children(form)}
        </fieldset>
      </form>
    </FormProvider>
  );
}

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
