import {
  ADDRESS_LABEL_MAX,
  COIN_LABELS,
  holdPeriodText,
  PAYOUT_COINS,
  type TChainNet,
  zAddAddressRequest,
} from "@vaultline/shared";
import { useMemo } from "react";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Form } from "../../../components/ui/form.tsx";
import { FormSubmit, FormTextField } from "../../../components/ui/form-controls.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useAddAddress } from "../api/add-address.ts";

/** Network, address (checked for the network's chain as the member types, as the API does) and an optional label. */
export function AddAddressForm({ chain, holdHours }: { chain: TChainNet; holdHours: number | null }) {
  const add = useAddAddress();
  const { showBanner } = useBanner();
  const schema = useMemo(() => zAddAddressRequest(chain), [chain]);
  return (
    <Form
      schema={schema}
      defaultValues={{ network: "BTC", address: "", label: "" }}
      aria-label="Add a withdrawal address"
      className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-200 p-4"
      onSubmit={async (values, form) => {
        try {
          const result = await add.mutateAsync({ ...values, label: values.label ?? undefined });
          showBanner(result.message, "success", 6000);
          form.reset();
        } catch (error) {
          const onAddress = error instanceof ApiError ? error.details.find((d) => d.field === "address") : undefined;
          if (onAddress) form.setError("address", { message: onAddress.message });
        }
      }}
    >
      {({ register, trigger }) => (
        <>
          <h3 className="font-semibold text-ink-900">Add an address</h3>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">Network</legend>
            {PAYOUT_COINS.map((c) => (
              <label key={c} className="inline-flex items-center gap-2 text-sm">
                <input type="radio" value={c} {...register("network", { onChange: () => trigger("address") })} />
                {COIN_LABELS[c].withNetwork}
              </label>
            ))}
          </fieldset>
          <FormTextField
            name="address"
            label="Address"
            autoComplete="off"
            spellCheck={false}
            hint={
              chain === "testnet"
                ? "Test network: use a test-network address. Copy it from your wallet."
                : "Copy it from your wallet: a payout to a wrong address cannot be reversed."
            }
          />
          <FormTextField name="label" label="Label (optional)" maxLength={ADDRESS_LABEL_MAX + 1} />
          <p className="text-sm text-slate-600">
            {holdHours === null || holdHours > 0
              ? `For your safety a new address can be used ${holdHours === null ? "after a holding period" : holdPeriodText(holdHours)}, and we e-mail you about it.`
              : "We e-mail you about every address you add."}
          </p>
          <FormSubmit mutation={add}>Save address</FormSubmit>
        </>
      )}
    </Form>
  );
}
