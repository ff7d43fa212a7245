import { type ReactNode, useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { giveStepUp, isStepUpRefusal } from "../../lib/step-up.ts";
import { Button } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { TextField } from "../ui/text-field.tsx";

type Phase = "confirm" | "code";

/**
 * Runs `action`; when the server answers that the admin's second factor is needed again (a 403 with a
 * `stepUp` detail), switches to asking for it, gives it, and runs `action` once more. A refused code
 * keeps the question open with its error.
 */
export function useStepUpRetry<T>(action: () => Promise<T>) {
  const [phase, setPhase] = useState<Phase>("confirm");
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function attempt(work: () => Promise<T>): Promise<T | null> {
    setIsPending(true);
    setError(null);
    try {
      return await work();
    } catch (e) {
      if (isStepUpRefusal(e) && phase === "confirm") setPhase("code");
      setError(errorMessage(e));
      return null;
    } finally {
      setIsPending(false);
    }
  }

  return {
    phase,
    error,
    isPending,
    /** First try, before any second factor was asked for. */
    run: () => attempt(action),
    /** Gives the second factor (a code, or a passkey when null), then retries the action once. */
    confirmAndRetry: (code: string | null) =>
      attempt(async () => {
        await giveStepUp(code);
        return action();
      }),
    reset: () => {
      setPhase("confirm");
      setError(null);
    },
  };
}

/**
 * An admin money decision (crediting an exception, approving a withdrawal or an adjustment,
 * recording a payout), asked twice: a dialog states the amount and the member, and asks for the
 * admin's second factor in place when the server wants it again (docs/security.md, step-up).
 */
export function StepUpConfirm<T>({
  trigger,
  triggerVariant = "primary",
  isTriggerDisabled,
  triggerTitle,
  open,
  onOpenChange,
  title,
  amount,
  member,
  children,
  confirmLabel,
  action,
  onDone,
}: {
  /** The button that opens the dialog; null when the caller opens it (with `open`). */
  trigger: ReactNode;
  triggerVariant?: "primary" | "secondary";
  isTriggerDisabled?: boolean;
  triggerTitle?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  /** The money moved, as the admin should read it ("$1,500.00", "0.0123 BTC ($1,500.00)"). */
  amount: string;
  /** Whose money: "Ada Lovelace (@ada)". */
  member: string;
  /** What else the admin should know before confirming. */
  children?: ReactNode;
  confirmLabel: string;
  action: () => Promise<T>;
  /** Called with the action's answer; the dialog then closes. */
  onDone: (result: T) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const [code, setCode] = useState("");
  const retry = useStepUpRetry(action);
  function setOpen(next: boolean) {
    if (!next) {
      retry.reset();
      setCode("");
    }
    setOwnOpen(next);
    onOpenChange?.(next);
  }
  async function finish(result: T | null) {
    if (result === null) return;
    setOpen(false);
    onDone(result);
  }
  const asksCode = retry.phase === "code";
  return (
    <ConfirmDialog
      trigger={trigger}
      triggerVariant={triggerVariant}
      isTriggerDisabled={isTriggerDisabled}
      triggerTitle={triggerTitle}
      open={isOpen}
      onOpenChange={setOpen}
      title={title}
      confirmLabel={asksCode ? `Confirm code and ${confirmLabel.toLowerCase()}` : confirmLabel}
      confirmVariant="primary"
      isConfirmDisabled={asksCode && code.trim() === ""}
      isPending={retry.isPending}
      error={retry.error}
      onConfirm={() => void (asksCode ? retry.confirmAndRetry(code.trim()) : retry.run()).then(finish)}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">Amount</dt>
        <dd className="font-semibold text-ink-900" data-testid="confirm-amount">
          {amount}
        </dd>
        <dt className="text-slate-500">Member</dt>
        <dd className="font-semibold text-ink-900" data-testid="confirm-member">
          {member}
        </dd>
      </dl>
      {children && <div className="mt-2">{children}</div>}
      {asksCode && (
        <div className="mt-3 flex flex-col gap-2">
          <TextField
            label="Code from your authenticator app"
            hint="Money decisions need your second factor from the last 5 minutes."
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button
            variant="secondary"
            className="self-start"
            disabled={retry.isPending}
            onClick={() => void retry.confirmAndRetry(null).then(finish)}
          >
            Use a passkey instead
          </Button>
        </div>
      )}
    </ConfirmDialog>
  );
}
