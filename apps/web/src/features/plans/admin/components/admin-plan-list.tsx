import { formatDollarRange, type TPlan, type TPlanInput } from "@vaultline/shared";
import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useBannerReport } from "../../../../components/ui/banner.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { EmptyState, ErrorNotice } from "../../../../components/ui/misc.tsx";
import { PageSpinner, Spinner } from "../../../../components/ui/spinner.tsx";
import { formatAllocation, formatPercent, formatRiskClass } from "../../../../lib/format.ts";
import { useDeletePlan } from "../api/delete-plan.ts";
import { useAdminPlan } from "../api/get-admin-plan.ts";
import { useAdminPlans } from "../api/get-admin-plans.ts";
import { useUpdatePlan } from "../api/update-plan.ts";
import { PlanForm } from "./plan-form.tsx";

function EditPlan({ id, onClose }: { id: string; onClose: () => void }) {
  const plan = useAdminPlan(id);
  const update = useUpdatePlan();
  const report = useBannerReport();
  if (plan.isPending) return <Spinner label="Loading plan" />;
  if (plan.error) return <ErrorNotice message="Unable to get Plan" onRetry={() => plan.refetch()} />;
  return (
    <PlanForm
      key={plan.data.id}
      plan={plan.data}
      submitLabel="Save changes"
      isSubmitting={update.isPending}
      onCancel={onClose}
      onSubmit={async (body: TPlanInput) => {
        const saved = await report(() => update.mutateAsync({ id, body }), "Unable to update package");
        if (saved) onClose();
        return saved !== null;
      }}
    />
  );
}

function PlanRow({
  plan,
  isEditing,
  onEdit,
  isNew,
}: {
  plan: TPlan;
  isEditing: boolean;
  onEdit: () => void;
  isNew: boolean;
}) {
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isNew) rowRef.current?.scrollIntoView({ block: "center" });
  }, [isNew]);
  const remove = useDeletePlan();
  const report = useBannerReport();
  return (
    <li
      ref={rowRef}
      className={`flex flex-col gap-2 py-3 ${isNew ? "-mx-3 rounded-xl bg-brand-50 px-3 ring-2 ring-brand-600" : ""}`}
      data-testid={isNew ? "new-plan" : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-ink-900">
            {plan.name}
            {isNew && <span className="ml-2 text-xs font-semibold text-brand-800">New</span>}
          </p>
          <p className="text-sm text-slate-600">
            {formatDollarRange(plan.minAmount, plan.maxAmount)} · {formatAllocation(plan.weights)}
          </p>
          <p className="text-xs text-slate-500">
            Risk class {formatRiskClass(plan.riskClass)} · fee {formatPercent(plan.feePercent)} a year · held{" "}
            {plan.holdingDays} days
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${plan.name}`} disabled={isEditing}>
            <Pencil size={16} aria-hidden="true" /> Edit
          </Button>
          <ConfirmDialog
            trigger={<Trash2 size={16} aria-hidden="true" className="text-red-600" />}
            triggerLabel={`Delete ${plan.name}`}
            title={`Delete ${plan.name} package?`}
            confirmLabel="Confirm"
            isPending={remove.isPending}
            onConfirm={() => report(() => remove.mutateAsync(plan.id), "Unable to delete plan")}
          >
            Members can no longer invest in it; deposits already made in it are kept.
          </ConfirmDialog>
        </div>
      </div>
    </li>
  );
}

/** Admin plans: list, edit (loads the plan into the form), delete after a confirm dialog. */
export function AdminPlanList() {
  const plans = useAdminPlans();
  const [editingId, setEditingId] = useState<string | null>(null);
  const highlightId = (useLocation().state as { highlightId?: string } | null)?.highlightId;
  if (plans.isPending) return <PageSpinner />;
  if (plans.error) return <ErrorNotice message="Unable to Get plans" onRetry={() => plans.refetch()} />;
  if (plans.data.length === 0) return <EmptyState title="No packages yet" />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm">
        {plans.data.map((plan) => (
          <PlanRow
            key={plan.id}
            plan={plan}
            isEditing={editingId === plan.id}
            isNew={plan.id === highlightId}
            onEdit={() => setEditingId(plan.id)}
          />
        ))}
      </ul>
      {editingId && (
        <section
          className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          aria-label="Edit package"
        >
          <h2 className="mb-3 text-lg font-semibold text-ink-900">Edit package</h2>
          <EditPlan id={editingId} onClose={() => setEditingId(null)} />
        </section>
      )}
    </div>
  );
}
