import { render, screen } from "@testing-library/react";
import { PAYMENT_CHECK_SENTENCES, type TPaymentCheck, type TSiteInfo } from "@vaultline/shared";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProvider, createQueryClient } from "./app/provider.tsx";
import { CryptoPayment } from "./components/crypto-payment/crypto-payment.tsx";
import { siteKey } from "./components/layouts/site-footer.tsx";
import { HomeFooter } from "./features/content/components/home-footer.tsx";
import { HomeHero } from "./features/content/components/home-hero.tsx";
import { EducationExtras } from "./features/course-orders/components/education-extras.tsx";
import { MethodStep as CourseMethodStep } from "./features/course-orders/components/method-step.tsx";
import { MethodStep } from "./features/deposits/components/method-step.tsx";

// Every sentence telling a member how a payment is checked holds for the server's CHAIN_WATCH,
// which /api/site reports as `paymentCheck` (docs/product-rules.md). The server's texts (FAQ,
// e-mails, lessons): apps/server/src/modules/course/process-claims.test.ts.

/** What a watcher makes false, and what its absence makes false. */
const FALSE_WHEN: Record<TPaymentCheck, RegExp[]> = {
  chain: [/screenshot/i, /administrator (checks|reviews)/i, /checked by (our team|a person)/i, /proof of payment/i],
  person: [/invested automatically/i, /invested by itself/i, /confirmed on the blockchain/i],
};

/** Renders `element` as the app does once /api/site has answered with `check`. */
function renderWith(check: TPaymentCheck, element: ReactNode) {
  const queryClient = createQueryClient();
  const site: TSiteInfo = { operator: null, paymentCheck: check, documents: [] };
  queryClient.setQueryData(siteKey, site);
  const router = createMemoryRouter([{ path: "/", element }]);
  return render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const noQuotes = () => new Promise<never>(() => {});
const SCREENS: { name: string; element: ReactNode }[] = [
  { name: "home hero", element: <HomeHero /> },
  { name: "footer", element: <HomeFooter /> },
  {
    name: "invest wizard, step 1",
    element: (
      <MethodStep method={null} card={{ gateway: "none", isAvailable: false }} onChange={() => {}} onNext={() => {}} />
    ),
  },
  {
    // Before a coin is picked nothing is asked for: whether a proof is needed depends on the coin.
    name: "invest wizard, step 3 before a coin is picked",
    element: (
      <CryptoPayment
        purpose="deposit"
        amount="500"
        confirmLabel="Confirm"
        isSubmitting={false}
        onConfirm={async () => {}}
        quoteSource={noQuotes}
        isWatched={() => true}
      />
    ),
  },
];

describe.each(["off", "simulated", "live"] as const)("with CHAIN_WATCH=%s", (mode) => {
  const check: TPaymentCheck = mode === "off" ? "person" : "chain";

  it.each(SCREENS)("the $name says only what holds", ({ element }) => {
    const { container } = renderWith(check, element);
    for (const claim of FALSE_WHEN[check]) expect(container.textContent).not.toMatch(claim);
  });

  it("the hero and the footer state the configured way", () => {
    renderWith(
      check,
      <>
        <HomeHero />
        <HomeFooter />
      </>,
    );
    expect(screen.getByText(PAYMENT_CHECK_SENTENCES[check].hero)).toBeVisible();
    expect(screen.getByText(PAYMENT_CHECK_SENTENCES[check].footer, { exact: false })).toBeVisible();
  });

  it("/education and the course's method step say a person checks a course proof, under every setting", () => {
    const { container } = renderWith(
      check,
      <>
        <EducationExtras />
        <CourseMethodStep value={null} onChange={() => {}} options={undefined} balance={0} priceDollars={250} />
      </>,
    );
    // Course payments are never watched on the chain: the proof and the person are true here.
    expect(container.textContent).toContain(PAYMENT_CHECK_SENTENCES[check].course);
    expect(container.textContent).toMatch(/A person checks it, usually within one business day/);
    expect(container.textContent).not.toMatch(/administrator reviews|Reviewed by an administrator/i);
  });
});

describe("before the server has said how it checks payments", () => {
  it("the hero states no process at all", () => {
    const { container } = render(
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: "/", element: <HomeHero /> }])} />
      </AppProvider>,
    );
    for (const claim of [...FALSE_WHEN.chain, ...FALSE_WHEN.person]) expect(container.textContent).not.toMatch(claim);
  });
});
