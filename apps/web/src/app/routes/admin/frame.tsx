import { AdminLayout } from "../../../components/layouts/admin-layout.tsx";
import { RequireAdmin } from "../../../components/layouts/guards.tsx";
import { RequireAdminTwoFactor } from "../../../features/security/components/require-admin-two-factor.tsx";

/**
 * The admin area's guards and side menu: a chunk of its own, so a visitor's first page (whose entry
 * chunk every public page loads) does not carry them.
 */
export function Component() {
  return (
    <RequireAdmin>
      <RequireAdminTwoFactor>
        <AdminLayout />
      </RequireAdminTwoFactor>
    </RequireAdmin>
  );
}
