import { useState } from "react";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";

/**
 * A treasury decision asked in a dialog (components/ui/confirm-dialog.tsx): what it does, Cancel, the
 * action; the server's refusal (the same admin deciding twice, already decided) stays in the dialog.
 */
export function DecisionButton({
  label,
  title,
  confirmLabel = label,
  variant = "primary",
  children,
  action,
}: {
  label: string;
  title: string;
  /** The dialog's button, when it says less than `label` ("Confirm" for "Confirm arrival"). */
  confirmLabel?: string;
  variant?: "primary" | "danger";
  children: React.ReactNode;
  action: () => Promise<unknown>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  return (
    <ConfirmDialog
      trigger={label}
      triggerVariant={variant === "primary" ? "primary" : "secondary"}
      open={isOpen}
      onOpenChange={(next) => {
        setIsOpen(next);
        if (!next) setError(null);
      }}
      title={title}
      confirmLabel={confirmLabel}
      confirmVariant={variant}
      isPending={isPending}
      error={error}
      onConfirm={() => {
        setIsPending(true);
        setError(null);
        action()
          .then(() => setIsOpen(false))
          .catch((e: unknown) => setError(errorMessage(e)))
          .finally(() => setIsPending(false));
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
