import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TAdminModule } from "@vaultline/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeSession } from "../../../../lib/session-storage.ts";
import { renderInApp } from "../../../../test/render-in-app.tsx";
import { CourseOutline } from "./course-outline.tsx";

const EMPTY: TAdminModule = {
  id: "m2",
  slug: "extra",
  title: "Extra module",
  summary: "",
  isPreview: false,
  lessons: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("CourseOutline", () => {
  it("deletes an empty module only after the confirm dialog", async () => {
    const user = userEvent.setup();
    storeSession("a-token", true);
    let modules = [EMPTY];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const route = `${init?.method ?? "GET"} ${url}`;
      const json = (body: object) => new Response(JSON.stringify({ status: 200, ...body }), { status: 200 });
      if (route === "GET /api/admin/course") return json({ message: "ok", data: modules });
      if (route === "DELETE /api/admin/course/modules/m2") {
        modules = [];
        return json({ message: "Module deleted", data: { id: "m2" } });
      }
      return json({ message: "ok", data: null });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderInApp(<CourseOutline />);
    await user.click(await screen.findByRole("button", { name: "Delete module Extra module" }));
    const dialog = screen.getByRole("dialog", { name: 'Delete the module "Extra module"?' });
    expect(fetchMock).not.toHaveBeenCalledWith("/api/admin/course/modules/m2", expect.anything());
    await user.click(within(dialog).getByRole("button", { name: "Delete module" }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/admin/course/modules/m2",
        expect.objectContaining({ method: "DELETE" }),
      ),
    );
    expect(await screen.findByText("No modules yet")).toBeInTheDocument();
  });
});
