import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders headings, lists, tables, links, images and code", () => {
    const html = renderMarkdown(
      [
        "## Fees",
        "",
        "- **maker** fee",
        "- *taker* fee",
        "",
        "| Order | Fee |",
        "|:--|--:|",
        "| Market | 0.2% |",
        "",
        "[Bitcoin](https://bitcoin.org) and `bc1q…`",
        "",
        "![chart](/api/files/00000000-0000-4000-8000-000000000000)",
        "",
        "```",
        "const x = 1;",
        "```",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Fees</h2>");
    expect(html).toContain("<li><strong>maker</strong> fee</li>");
    expect(html).toContain("<table>");
    expect(html).toContain('<td style="text-align:right">0.2%</td>');
    expect(html).toContain(
      '<a href="https://bitcoin.org" rel="noopener noreferrer nofollow" target="_blank">Bitcoin</a>',
    );
    expect(html).toContain('<img src="/api/files/00000000-0000-4000-8000-000000000000" alt="chart" />');
    expect(html).toContain("<pre><code>const x = 1;\n</code></pre>");
  });

  it.each([
    ["a script tag", "<script>alert(1)</script>"],
    ["an event attribute", '<img src="x" onerror="alert(1)">'],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["an encoded javascript: link", "[click](jav&#x61;script:alert(1))"],
    ["a data: image", "![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["a style tag", "<style>body{display:none}</style>"],
  ])("renders %s inert", (_name, source) => {
    const html = renderMarkdown(source);
    // Escaped text (&lt;…) is harmless; a real tag or attribute is not.
    expect(html).not.toMatch(/<(script|iframe|style)|<[^>]+\son[a-z]+=|href="javascript:|src="data:/i);
  });

  it("shows raw HTML as text instead of dropping what the author wrote", () => {
    expect(renderMarkdown("<b>bold</b>")).toBe("<p>&lt;b&gt;bold&lt;/b&gt;</p>\n");
  });

  it("turns a top-level heading into a section heading", () => {
    expect(renderMarkdown("# Title")).toBe("<h2>Title</h2>\n");
  });
});

describe("lesson images", () => {
  it("keeps our uploaded images and drops images from anywhere else", () => {
    expect(renderMarkdown("![x](https://tracker.example/pixel.png)")).toBe("<p></p>\n");
    expect(renderMarkdown("![A candle](/course-images/candlestick-anatomy.svg)")).toBe(
      '<p><img src="/course-images/candlestick-anatomy.svg" alt="A candle" /></p>\n',
    );
    expect(renderMarkdown("![x](/course-images/../api/secret.svg)")).toBe("<p></p>\n");
  });
});
