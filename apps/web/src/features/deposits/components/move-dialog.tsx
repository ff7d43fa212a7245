import * as Dialog from "@radix-ui/react-dialog";
import { formatPlanUnits, type TDeposit, type TMoveResult, type TPosition } from "@vaultline/shared";
import { useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormError } from "../../../components/ui/misc.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDollars, formatNav, formatUnits } from "../../../lib/format.ts";
import { newIdempotencyKey } from "../../../lib/idempotency.ts";
import { useMovePosition } from "../api/move-position.ts";
import { estimateDollars, heldMicroUnits, moveFormSchema, type TMoveForm, unitsWithin } from "../move-units.ts";

const DEFAULTS: TMoveForm = { choice: "all", units: "" };

/**
 * "Move to wallet": asks how much (every unit still held, or a number of them), shows about what it
 * is worth at today's NAV, and moves it on confirmation. The wallet gets units × NAV at that moment.
 */
export function MoveDialog({
  deposit,
  position,
  onMoved,
  onWalletChanged,
}: {
  deposit: TDeposit;
  position: TPosition;
  onMoved: (result: TMoveResult) => void;
  onWalletChanged?: () => unknown;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // One key per attempt; a timed-out attempt is sent again with the same key, so it counts once.
  const [key, setKey] = useState(newIdempotencyKey);
  const move = useMovePosition({ onMoved: onWalletChanged });
  const held = heldMicroUnits(position);
  const heldText = formatPlanUnits(held);
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) move.reset();
      }}
    >
      <Dialog.Trigger className={buttonClass("primary")}>
        Move to wallet<span className="sr-only"> from {deposit.planName}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink-900">Move to your wallet</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            Your {deposit.planName} units are sold at their value at the moment you confirm, and the dollars go to your
            wallet. You hold {formatUnits(heldText)} units, worth about {formatDollars(position.value)} at{" "}
            {formatNav(position.navPerUnit)} a unit.
          </Dialog.Description>
          <Form
            schema={moveFormSchema(held)}
            defaultValues={DEFAULTS}
            aria-label="How much to move"
            className="mt-4 flex flex-col gap-3"
            onSubmit={async (body) => {
              try {
                const res = await move.mutateAsync({ depositId: deposit.id, body, idempotencyKey: key });
                setKey(newIdempotencyKey());
                setIsOpen(false);
                onMoved(res.data);
              } catch (error) {
                if (error instanceof ApiError && error.status !== 504) setKey(newIdempotencyKey());
              }
            }}
          >
            {({ register, watch, formState: { errors, isValid } }) => {
              const isAll = watch("choice") === "all";
              const typed = watch("units");
              const micro = isAll ? held : unitsWithin(typed, held);
              return (
                <>
                  <fieldset className="flex flex-col gap-2">
                    <legend className="mb-1 text-sm font-medium text-slate-700">How much?</legend>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="radio" value="all" {...register("choice", { deps: ["units"] })} /> All{" "}
                      {formatUnits(heldText)} units
                    </label>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="radio" value="some" {...register("choice", { deps: ["units"] })} /> A number of units
                    </label>
                  </fieldset>
                  {!isAll && (
                    <TextField
                      label="Units to move"
                      inputMode="decimal"
                      placeholder={heldText}
                      error={typed !== "" ? errors.units?.message : undefined}
                      {...register("units")}
                    />
                  )}
                  {micro !== null && (
                    <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="move-estimate">
                      About {formatDollars(estimateDollars(micro, position.navPerUnit))} at today's value. The exact
                      amount is set when you confirm; it can differ a little if prices move.
                    </p>
                  )}
                  <FormError error={move.error} />
                  <div className="mt-2 flex flex-wrap justify-end gap-2">
                    <Dialog.Close className={buttonClass("secondary")}>Cancel</Dialog.Close>
                    <Button type="submit" disabled={!isValid} isLoading={move.isPending}>
                      Confirm move
                    </Button>
                  </div>
                </>
              );
            }}
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
