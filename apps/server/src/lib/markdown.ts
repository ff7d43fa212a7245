import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// Raw HTML in the source is escaped by the parser (html: false) and the output passes an allow-list
// sanitizer as well, so a mistake in either layer alone cannot put a script on a lesson page.
const parser = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "s",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    th: ["style"],
    td: ["style"],
    ol: ["start"],
  },
  allowedStyles: { th: { "text-align": [/^(left|right|center)$/] }, td: { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["https", "http", "mailto"],
  // Images come from our own uploads or the course's own illustrations (SVG files the web app ships
  // under /course-images/): the page's CSP would block any other host anyway.
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    !/^\/api\/files\/[0-9a-f-]{36}$/.test(frame.attribs.src ?? "") &&
    !/^\/course-images\/[a-z0-9-]+\.svg$/.test(frame.attribs.src ?? ""),
  allowProtocolRelative: false,
  // A top-level heading belongs to the page, not to the lesson body.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const isExternal = /^https?:/i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: isExternal ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
  },
};
ALLOWED.allowedAttributes = { ...ALLOWED.allowedAttributes, a: ["href", "title", "rel", "target"] };

/** Lesson Markdown → HTML that is safe to put in the page: no scripts, handlers, frames or javascript: links. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parser.render(markdown), ALLOWED);
}
