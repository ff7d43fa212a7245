import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Banner } from "../components/ui/banner.tsx";
import { FormError } from "../components/ui/misc.tsx";
import { renderInApp } from "../test/render-in-app.tsx";
import { ApiError } from "./api-client.ts";
import { useRefreshingMutation } from "./use-refreshing-mutation.ts";

/** A counter the server holds: "Add" raises it, a second "Add" past 1 is refused. */
function Counter() {
  const [server] = useState({ count: 0 });
  const count = useQuery({ queryKey: ["counter"], queryFn: async () => server.count });
  const add = useRefreshingMutation(
    async () => {
      if (server.count >= 1) throw new ApiError(409, "Only one, please", []);
      server.count += 1;
      return { message: "Added one" };
    },
    { refresh: ["counter"] },
  );
  return (
    <>
      <Banner />
      <p>Count: {count.data ?? "…"}</p>
      <button type="button" onClick={() => void add.submit(undefined)}>
        Add
      </button>
      <FormError error={add.error} />
    </>
  );
}

describe("a change that answers with a message", () => {
  it("shows the message, refreshes what it changed, and leaves a refusal on the form", async () => {
    renderInApp(<Counter />);
    expect(await screen.findByText("Count: 0")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Added one");
    await waitFor(() => expect(screen.getByText("Count: 1")).toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Only one, please")).toBeInTheDocument();
    expect(screen.getByText("Count: 1")).toBeInTheDocument();
  });
});
