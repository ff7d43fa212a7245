import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AvatarCard } from "./avatar.tsx";
import { PagedQueue } from "./paged-queue.tsx";

type Row = { id: string; name: string };
const page = (items: Row[], total = items.length) => ({ items, pageSize: 2, total });
const query = (over: Partial<Parameters<typeof PagedQueue<Row>>[0]["query"]>) => ({
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});

function renderQueue(q: ReturnType<typeof query>, onPage = vi.fn()) {
  render(
    <PagedQueue query={q} page={1} onPage={onPage} empty="Nothing is waiting" noun="waiting">
      {(items) => (
        <ul>
          {items.map((r) => (
            <li key={r.id}>{r.name}</li>
          ))}
        </ul>
      )}
    </PagedQueue>,
  );
  return onPage;
}

describe("an admin queue", () => {
  it("says it is empty rather than drawing an empty list", () => {
    renderQueue(query({ data: page([]) }));
    expect(screen.getByText("Nothing is waiting")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("offers to try again when the list could not be read", async () => {
    const q = query({ isError: true, error: new Error("The server is not answering") });
    renderQueue(q);
    expect(screen.getByText("The server is not answering")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it("draws the rows and pages on through the rest", async () => {
    const onPage = renderQueue(
      query({
        data: page(
          [
            { id: "1", name: "Ada" },
            { id: "2", name: "Grace" },
          ],
          5,
        ),
      }),
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ada", "Grace"]);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("5 waiting");
    await userEvent.click(screen.getByRole("button", { name: /next/i }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe("the avatar card", () => {
  const ada = { imageUrl: null, name: { firstname: "Ada", lastname: "Lovelace" }, username: "ada" };

  it("shows the initials, the name and the @username", () => {
    render(<AvatarCard user={ada} />);
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("@ada")).toBeInTheDocument();
  });

  it("shows the picture when there is one, and another handle line when asked", () => {
    render(<AvatarCard user={{ ...ada, imageUrl: "/files/ada.png" }} handle="@ada · ada@example.com" />);
    expect(screen.getByRole("img", { name: "ada's profile" })).toHaveAttribute("src", "/files/ada.png");
    expect(screen.getByText("@ada · ada@example.com")).toBeInTheDocument();
  });
});
