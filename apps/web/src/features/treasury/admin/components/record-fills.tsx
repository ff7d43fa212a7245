import type { TCsvFills, TManualFill, TTreasuryOrder } from "@vaultline/shared";
import { ZCsvFills, ZManualFill } from "@vaultline/shared";
import { useMemo, useState } from "react";
import { z } from "zod";
import { StepUpConfirm } from "../../../../components/step-up/step-up-confirm.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Form } from "../../../../components/ui/form.tsx";
import { FormTextField } from "../../../../components/ui/form-controls.tsx";
import { formatCents } from "../../../../lib/format.ts";
import { useRecordFills } from "../api/record-fills.ts";
import { formatAssetUnits, parseAssetUnits } from "./treasury-format.ts";
import { checkAmount, checkRequest } from "./treasury-forms.ts";

// Fills made outside the exchange connector, typed in or imported from the exchange's CSV export. Each is
// checked with the shared request schema on the page, then booked after a confirmation that may ask for
// the admin's second factor again (components/step-up): booked fills cannot be taken back.

const nowForInput = () => new Date().toISOString().slice(0, 16);
const isZero = (text: string) => /^\$?0*(\.0*)?$/.test(text.trim());

/** The fill as typed: amount in the order's coin, price and fee in dollars, the time in the admin's zone. */
function fillForm(order: TTreasuryOrder) {
  return z
    .object({
      exchange: z.string(),
      tradeId: z.string(),
      amount: z.string(),
      price: z.string(),
      fee: z.string(),
      at: z.string(),
    })
    .superRefine((v, ctx) => {
      const fill = toManualFill(order, v);
      checkAmount(order.asset, v.amount, ctx);
      if (!fill.priceCents)
        ctx.addIssue({ code: "custom", path: ["price"], message: "Enter the price per coin in dollars" });
      if (fill.feeCents < 0)
        ctx.addIssue({ code: "custom", path: ["fee"], message: "Enter the fee in dollars (0 if none)" });
      if (!fill.at) ctx.addIssue({ code: "custom", path: ["at"], message: "Enter when it was filled" });
      // A field's first message is the one shown: the shared schema's comes after those above.
      checkRequest(ZManualFill, fill, ctx, { units: "amount", priceCents: "price", feeCents: "fee" });
    });
}
type TFillForm = z.infer<ReturnType<typeof fillForm>>;

/** The request for a typed fill; unreadable numbers as 0 (units, price) or −1 (fee), time as "". */
function toManualFill(order: TTreasuryOrder, v: TFillForm): TManualFill {
  const at = new Date(v.at);
  return {
    exchange: v.exchange.trim(),
    tradeId: v.tradeId.trim(),
    units: parseAssetUnits(order.asset, v.amount) ?? "0",
    priceCents: Number(parseAssetUnits("USD", v.price) ?? 0),
    feeCents: isZero(v.fee) ? 0 : Number(parseAssetUnits("USD", v.fee) ?? -1),
    at: Number.isNaN(at.getTime()) ? "" : at.toISOString(),
  };
}

/** Books what the admin confirms, after the form checked it; the form closes once booked. */
function ConfirmFills({
  order,
  fills,
  summary,
  confirmLabel,
  onCancel,
  onDone,
}: {
  order: TTreasuryOrder;
  fills: TManualFill | TCsvFills | null;
  summary: string;
  confirmLabel: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const record = useRecordFills();
  return (
    <StepUpConfirm
      trigger={null}
      open={fills !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Book these fills?"
      amount={summary}
      member="The treasury (plans' holdings)"
      confirmLabel={confirmLabel}
      action={() => record.mutateAsync({ id: order.id, fills: fills as TManualFill | TCsvFills })}
      onDone={onDone}
    >
      Booked at these prices; the difference from the books' price and the fee are booked as the settings say.
    </StepUpConfirm>
  );
}

/** A fill made by hand on the exchange: typed in, checked, confirmed, booked. */
export function RecordFillForm({ order, onClose }: { order: TTreasuryOrder; onClose: () => void }) {
  const schema = useMemo(() => fillForm(order), [order]);
  const [fill, setFill] = useState<TManualFill | null>(null);
  return (
    <>
      <Form
        schema={schema}
        defaultValues={{
          exchange: order.exchangeName ?? "",
          tradeId: "",
          amount: "",
          price: "",
          fee: "0",
          at: nowForInput(),
        }}
        aria-label="Record a fill made by hand"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
        onSubmit={(values) => setFill(toManualFill(order, values))}
      >
        {(_form) => (
          <>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <FormTextField name="exchange" label="Exchange" />
              <FormTextField name="tradeId" label="Trade id" />
              <FormTextField name="amount" label={`Amount (${order.asset})`} inputMode="decimal" />
              <FormTextField name="price" label="Price per coin ($)" inputMode="decimal" />
              <FormTextField name="fee" label="Fee ($)" inputMode="decimal" />
              <FormTextField name="at" label="Filled at" type="datetime-local" />
            </div>
            <FormButtons submit="Record fill" onClose={onClose} />
          </>
        )}
      </Form>
      <ConfirmFills
        order={order}
        fills={fill}
        summary={
          fill
            ? `${formatAssetUnits(order.asset, fill.units)} at ${formatCents(fill.priceCents)} per coin, fee ${formatCents(fill.feeCents)}`
            : ""
        }
        confirmLabel="Record fill"
        onCancel={() => setFill(null)}
        onDone={onClose}
      />
    </>
  );
}

/** The exchange's CSV export of the order's trades: read, checked, confirmed, booked. */
export function ImportFillsForm({ order, onClose }: { order: TTreasuryOrder; onClose: () => void }) {
  const [fills, setFills] = useState<TCsvFills | null>(null);
  const lines = (csv: string) => csv.trim().split("\n").length;
  return (
    <>
      <Form
        schema={ZCsvFills}
        defaultValues={{ exchange: order.exchangeName ?? "", csv: "" }}
        aria-label="Import the exchange's trades"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
        onSubmit={(values) => setFills(values)}
      >
        {(form) => {
          const csv = form.watch("csv");
          const error = form.formState.errors.csv?.message;
          return (
            <>
              <FormTextField name="exchange" label="Exchange" />
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                CSV export (trade_id, units, price_cents, fee_cents, time)
                <input
                  type="file"
                  accept=".csv,text/csv"
                  className="text-sm"
                  aria-invalid={error ? true : undefined}
                  onChange={(e) =>
                    void e.target.files?.[0]
                      ?.text()
                      .then((text) => form.setValue("csv", text, { shouldValidate: true, shouldDirty: true }))
                  }
                />
              </label>
              {error ? (
                <p className="text-xs font-medium text-red-600">{error}</p>
              ) : (
                csv && <p className="text-xs text-slate-500">{lines(csv)} line(s) read.</p>
              )}
              <FormButtons submit="Import" onClose={onClose} />
            </>
          );
        }}
      </Form>
      <ConfirmFills
        order={order}
        fills={fills}
        summary={fills ? `${lines(fills.csv)} line(s) from ${fills.exchange}` : ""}
        confirmLabel="Import"
        onCancel={() => setFills(null)}
        onDone={onClose}
      />
    </>
  );
}

function FormButtons({ submit, onClose }: { submit: string; onClose: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit">{submit}</Button>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
    </div>
  );
}
