import { render, screen } from "@testing-library/react";
import { XAxis } from "recharts";
import { describe, expect, it } from "vitest";
import { AreaChartFrame } from "./chart-frame.tsx";

describe("the area chart frame", () => {
  it("names the figure and says what it shows in words for screen readers", () => {
    render(
      <AreaChartFrame
        label="Value of one unit since launch"
        className="h-64 w-full"
        data={[
          { date: "2026-01-01", nav: 1 },
          { date: "2026-01-02", nav: 1.1 },
        ]}
        dataKey="nav"
        curve="monotone"
        xAxis={<XAxis dataKey="date" />}
        yTickFormatter={(v) => `$${v}`}
        tooltip={<span />}
        caption="One unit was worth $1.00 and then $1.10."
      />,
    );
    const figure = screen.getByRole("figure", { name: "Value of one unit since launch" });
    expect(figure).toHaveTextContent("One unit was worth $1.00 and then $1.10.");
  });
});
