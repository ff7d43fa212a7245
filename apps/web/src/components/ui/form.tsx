import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { type DefaultValues, type FieldValues, FormProvider, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { useIsHydrated } from "../../lib/hydration.ts";

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
