import { ZAdminAddMoneyForm } from "@vaultline/shared";
import { useRef } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { Card } from "../../../components/ui/misc.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useAddMoney } from "../api/add-money.ts";

/** Adds money to (or, with a minus sign, deducts it from) a wallet: one ledger entry with its reason. */
export function AddMoneyForm({ userId }: { userId: string }) {
  const { showBanner, clearBanner } = useBanner();
  const addMoney = useAddMoney();
  // One key per intended adjustment: a retry after a network error cannot credit twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  return (
    <Card>
      <h2 className="font-semibold text-ink-900">Add money to wallet</h2>
      <p className="mb-4 text-sm text-slate-600">
        Shown to the user as an admin adjustment with your reason. Use a minus sign to deduct.
      </p>
      <Form
        schema={ZAdminAddMoneyForm}
        defaultValues={{ amount: "", reason: "" }}
        aria-label="Add money to wallet"
        onSubmit={async (values, form) => {
          clearBanner();
          try {
            const result = await addMoney.mutateAsync({
              body: { userId, amount: Number(values.amount), reason: values.reason },
              idempotencyKey: idempotencyKey.current,
            });
            idempotencyKey.current = crypto.randomUUID();
            form.reset();
            showBanner(result.message, "success");
          } catch (error) {
            showBanner((error as Error).message, "error");
          }
        }}
      >
        {(form) => (
          <>
            <TextField
              label="Amount (USD)"
              inputMode="decimal"
              placeholder="100.00"
              error={form.formState.errors.amount?.message}
              {...form.register("amount")}
            />
            <TextField
              label="Reason"
              placeholder="e.g. Refund of a duplicate fee"
              error={form.formState.errors.reason?.message}
              {...form.register("reason")}
            />
            <Button type="submit" isLoading={form.formState.isSubmitting} disabled={!form.formState.isValid}>
              Add to wallet
            </Button>
          </>
        )}
      </Form>
    </Card>
  );
}
