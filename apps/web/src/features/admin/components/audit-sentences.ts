/**
 * Each audit action as a sentence. In a template, `{admin}` is who acted, `{person}` the member it
 * concerns (a link to them), `{amount}` the target's amount, `{change}` a wallet adjustment with its
 * sign and `{name}` the target's name; `[…]` links to the item itself. A new action is one line here;
 * an action not listed reads as its name (see `sentenceOf`).
 */
export const AUDIT_SENTENCES: Record<string, string> = {
  "deposit.approve": "{admin} approved {person}'s [deposit of {amount}] into {name}",
  "deposit.deny": "{admin} denied {person}'s [deposit of {amount}] into {name}",
  "deposit.settle": "{admin} settled {person}'s [deposit of {amount}] into {name}",
  "deposit.settle_exception": "{admin} settled the payment exception of {person}'s [deposit of {amount}] into {name}",
  "withdrawal.approve_first": "{admin} gave the first of two approvals to {person}'s [withdrawal of {amount}]",
  "withdrawal.approve": "{admin} approved {person}'s [withdrawal of {amount}]",
  "withdrawal.deny": "{admin} denied {person}'s [withdrawal of {amount}]",
  "withdrawal.paid": "{admin} recorded the payout transaction of {person}'s [withdrawal of {amount}]",
  "user.verify": "{admin} marked {person} as [verified]",
  "user.unverify": "{admin} marked {person} as [not verified]",
  "user.promote_request": "{admin} asked a second admin to make {person} [an admin]",
  "user.promote": "{admin} made {person} [an admin]",
  "user.demote": "{admin} took [admin rights] from {person}",
  "verification.accept": "{admin} accepted {person}'s [identity documents]",
  "verification.deny": "{admin} denied {person}'s [identity documents]",
  "verification.ssn_reveal": "{admin} revealed the whole SSN in {person}'s [identity documents]",
  "wallet.adjust": "{admin} adjusted {person}'s [wallet] by {change}",
  "wallet.adjust_request": "{admin} asked a second admin to adjust {person}'s [wallet] by {change}",
  "wallet.adjust_approve": "{admin} approved the adjustment of {person}'s [wallet] by {change}",
  "plan.create": "{admin} created the [{name}] package",
  "plan.update": "{admin} edited the [{name}] package",
  "plan.delete": "{admin} deleted the [{name}] package",
  "review.add": "{admin} added a [review image]",
  "review.remove": "{admin} removed a [review image]",
  "review.publish": "{admin} published {person}'s [review]",
  "review.reject": "{admin} rejected {person}'s [review]",
  "course_payment.accept": "{admin} accepted {person}'s [course payment of {amount}]",
  "course_payment.deny": "{admin} denied {person}'s [course payment of {amount}]",
  "course.module.create": "{admin} created the module [{name}]",
  "course.module.update": "{admin} edited the module [{name}]",
  "course.module.delete": "{admin} deleted the module [{name}]",
  "course.module.reorder": "{admin} changed the [order of the modules]",
  "course.lesson.create": "{admin} created the lesson [{name}]",
  "course.lesson.update": "{admin} edited the lesson [{name}]",
  "course.lesson.delete": "{admin} deleted the lesson [{name}]",
  "course.lesson.reorder": "{admin} changed the order of the lessons in [{name}]",
  "course.lesson.publish": "{admin} published the lesson [{name}]",
  "course.lesson.unpublish": "{admin} unpublished the lesson [{name}]",
  "course.lesson.video": "{admin} changed the video of the lesson [{name}]",
  "course.image.upload": "{admin} uploaded a [course image]",
  "treasury.location.propose": "{admin} proposed a custody location, {name}",
  "treasury.location.decide": "{admin} decided on the custody location {name}",
  "treasury.declared.enter": "{admin} entered a declared balance for {name}",
  "treasury.declared.decide": "{admin} decided on a declared balance for {name}",
  "treasury.order.propose": "{admin} proposed a treasury order",
  "treasury.order.approve": "{admin} approved a treasury order",
  "treasury.order.dismiss": "{admin} dismissed a treasury order",
  "treasury.order.execute": "{admin} sent a treasury order to the exchange",
  "treasury.fill.record": "{admin} recorded a fill of a treasury order",
  "treasury.transfer.record": "{admin} recorded a transfer between custody locations",
  "treasury.transfer.confirm": "{admin} confirmed a transfer between custody locations",
  "transparency.publish": "{admin} published the [proof of liabilities] of {name} now",
};

type Kind = "admin" | "person" | "amount" | "change" | "name";

/** A piece of a sentence; `at` is where it starts in the template (a stable key). */
export type SentencePart = { at: number } & (
  | { kind: "text"; text: string }
  | { kind: Kind }
  | { kind: "item"; parts: SentencePart[] }
);

const TOKEN = /\{(admin|person|amount|change|name)\}/g;

function words(text: string, offset: number): SentencePart[] {
  const parts: SentencePart[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > at) parts.push({ at: offset + at, kind: "text", text: text.slice(at, match.index) });
    parts.push({ at: offset + match.index, kind: match[1] as Kind });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ at: offset + at, kind: "text", text: text.slice(at) });
  return parts;
}

/** A template split into its words, values and the one linked item. */
export function parseSentence(template: string): SentencePart[] {
  const open = template.indexOf("[");
  const close = template.indexOf("]", open);
  if (open < 0 || close < 0) return words(template, 0);
  return [
    ...words(template.slice(0, open), 0),
    { at: open, kind: "item", parts: words(template.slice(open + 1, close), open + 1) },
    ...words(template.slice(close + 1), close + 1),
  ];
}

/** The template for an action; an unknown one still says who did what, by the action's name. */
export function sentenceOf(action: string): string {
  return AUDIT_SENTENCES[action] ?? `{admin}: ${action.replace(/[._]/g, " ")} on [this record]`;
}
