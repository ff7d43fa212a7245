import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useState } from "react";
import { Button, buttonClass } from "./button.tsx";

/**
 * Asks before a destructive action: the trigger opens a modal (focus trapped, Escape closes) with
 * the consequence spelled out, Cancel first, then the action. Without `open` and `onOpenChange` the
 * dialog keeps its own state and closes once `onConfirm` has settled, unless it answered `false`
 * (the action was refused and the dialog shows why).
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  triggerVariant = "secondary",
  isTriggerDisabled = false,
  triggerTitle,
  title,
  children,
  confirmLabel,
  onConfirm,
  isPending = false,
  open,
  onOpenChange,
  error,
  confirmVariant = "danger",
  isConfirmDisabled = false,
}: {
  /** The button's content: words, or an icon with words; null when the caller opens the dialog itself. */
  trigger: ReactNode;
  /** The button's accessible name when `trigger` is an icon alone. */
  triggerLabel?: string;
  triggerVariant?: "primary" | "secondary" | "ghost";
  isTriggerDisabled?: boolean;
  /** Why the button is disabled, as its tooltip. */
  triggerTitle?: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => unknown;
  isPending?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Why the action was refused, kept in the dialog until the next attempt. */
  error?: string | null;
  /** "primary" for a decision that is not destructive (approving a payment). */
  confirmVariant?: "primary" | "danger";
  isConfirmDisabled?: boolean;
}) {
  const [isOwnOpen, setIsOwnOpen] = useState(false);
  const isControlled = open !== undefined;
  const confirm = async () => {
    const answer = await onConfirm();
    if (!isControlled && answer !== false) setIsOwnOpen(false);
  };
  return (
    <Dialog.Root open={open ?? isOwnOpen} onOpenChange={onOpenChange ?? setIsOwnOpen}>
      {trigger !== null && (
        <Dialog.Trigger
          className={buttonClass(triggerVariant, triggerVariant === "ghost" ? "px-2" : "")}
          aria-label={triggerLabel}
          disabled={isTriggerDisabled}
          title={triggerTitle}
        >
          {trigger}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-slate-700">{children}</div>
          </Dialog.Description>
          {error && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass("secondary")}>Cancel</Dialog.Close>
            <Button variant={confirmVariant} onClick={confirm} isLoading={isPending} disabled={isConfirmDisabled}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
