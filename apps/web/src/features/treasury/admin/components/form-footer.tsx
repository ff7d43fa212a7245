import type { ReactNode } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FormError } from "../../../../components/ui/misc.tsx";

/**
 * The foot of a treasury form: the refusal of the last try, else what the last success did (the
 * second admin's part comes next), and the send button.
 */
export function FormFooter({
  mutation,
  done,
  disabled,
  children,
}: {
  mutation: { error: unknown; isSuccess: boolean; isPending: boolean };
  done: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormError error={mutation.error} />
      {mutation.isSuccess && (
        <p role="status" className="text-sm text-teal-800">
          {done}
        </p>
      )}
      <Button type="submit" className="self-start" isLoading={mutation.isPending} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}
