import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { clientLogos } from "#app/content/client-logos";
import { ClientStripSection } from "#app/modules/site/components/home/client-strip/client-strip-section";
import { CoreOfferingsSection } from "#app/modules/site/components/home/offerings/core-offerings-section";
import { SuccessStoriesSection } from "#app/modules/site/components/home/success-stories/success-stories-section";
import { cleanup, expectAppointmentDialog, renderWithAppointmentDialog } from "#tests/components/render";

// Behaviour inside the home page's Core Offerings, client strip and success stories
// (docs/product.md#home); the journeys out of them (client navigation, full page loads, the scroll
// to the interview, the real appointment dialog) are in tests/e2e/home-offerings-and-stories.test.ts.

const renderSections = renderWithAppointmentDialog;

const tabs = () => [...document.querySelectorAll<HTMLElement>("#offerings [role=tab]")];
const tab = (name: string) => page.getByRole("tab", { name: new RegExp(`^${name}`) });
/** Only the selected tab's panel is in the page. */
const panels = () => [...document.querySelectorAll<HTMLElement>('#offerings [role="tabpanel"]')];
const panel = () => page.getByRole("tabpanel");
const selectedTabs = () =>
  tabs()
    .filter((el) => el.getAttribute("aria-selected") === "true")
    .map((el) => el.id);

/** Every tab's aria-controls, as [tab id, controlled id, whether that id exists]. */
function tabControls(): Array<[string, string | null, boolean]> {
  return tabs().map((el) => {
    const controls = el.getAttribute("aria-controls");
    return [el.id, controls, controls !== null && document.getElementById(controls) !== null];
  });
}

test("Core Offerings: three tabs, clicking one shows its panel with docs/product.md's figures", async () => {
  await renderSections(<CoreOfferingsSection />);
  expect(tabs().map((el) => el.textContent)).toEqual([
    expect.stringContaining("Rapid AI Talent Deployment"),
    expect.stringContaining("AI-Powered Screening & Interviews"),
    expect.stringContaining("Explore Our AI Agents"),
  ]);
  await expect.element(page.getByRole("tablist")).toHaveAttribute("aria-label", "Core Offerings");
  expect(selectedTabs()).toEqual(["offering-tab-talent-deployment"]);
  expect(panels()).toHaveLength(1);
  await expect.element(panel()).toBeVisible();
  await expect.element(panel()).toHaveAttribute("aria-labelledby", "offering-tab-talent-deployment");
  // Only the selected tab names a panel, and that panel exists.
  expect(tabControls()).toEqual([
    ["offering-tab-talent-deployment", "offering-panel-talent-deployment", true],
    ["offering-tab-ai-screening", null, false],
    ["offering-tab-ai-agents", null, false],
  ]);
  for (const figure of ["35,000+ developers across 1000+ partner networks", "24h", "25%", "70+", "98%"])
    expect(panels()[0]?.innerText).toContain(figure);

  await tab("AI-Powered Screening").click();
  await expect.poll(selectedTabs).toEqual(["offering-tab-ai-screening"]);
  await expect.element(panel()).toHaveAttribute("aria-labelledby", "offering-tab-ai-screening");
  expect(panels()).toHaveLength(1);
  await expect.element(tab("AI-Powered Screening")).toHaveAttribute("aria-controls", panels()[0]?.id);
  expect(tabControls()).toEqual([
    ["offering-tab-talent-deployment", null, false],
    ["offering-tab-ai-screening", "offering-panel-ai-screening", true],
    ["offering-tab-ai-agents", null, false],
  ]);
  for (const figure of ["70%", "95%", "30%", "80%", "Live coding tests", "Sentiment analysis", "reports"])
    expect(panels()[0]?.innerText).toContain(figure);
  expect(document.querySelector("#talent-deployment")).toBeNull();

  await tab("Explore Our AI Agents").click();
  await expect.element(panel()).toHaveAttribute("aria-labelledby", "offering-tab-ai-agents");
  for (const figure of ["Auto Pilot Interview", "AI Job Pilot", "analytics", "45%", "92%", "4.8/5", "10k+"])
    expect(panels()[0]?.innerText).toContain(figure);
});

test("Core Offerings: arrow keys, Home and End move the selection and the focus, wrapping around", async () => {
  await renderSections(<CoreOfferingsSection />);
  (await tab("Rapid AI Talent Deployment").element()).focus();
  const steps: Array<[string, string]> = [
    ["{ArrowRight}", "offering-tab-ai-screening"],
    ["{ArrowRight}", "offering-tab-ai-agents"],
    ["{ArrowRight}", "offering-tab-talent-deployment"],
    ["{ArrowLeft}", "offering-tab-ai-agents"],
    ["{Home}", "offering-tab-talent-deployment"],
    ["{End}", "offering-tab-ai-agents"],
  ];
  for (const [key, expected] of steps) {
    await userEvent.keyboard(key);
    await expect.poll(selectedTabs).toEqual([expected]);
    expect(document.activeElement?.id).toBe(expected);
    await expect.element(panel()).toHaveAttribute("aria-labelledby", expected);
    expect(tabControls().filter(([, controls]) => controls !== null)).toEqual([
      [expected, expected.replace("offering-tab-", "offering-panel-"), true],
    ]);
  }
  // Only the selected tab is in the tab order (roving tabindex).
  expect(tabs().map((el) => el.getAttribute("tabindex"))).toEqual(["-1", "-1", "0"]);
});

test("Core Offerings: 'Try Our AI Agents' opens the appointment dialog", async () => {
  await renderSections(<CoreOfferingsSection />);
  await tab("Explore Our AI Agents").click();
  await panel().getByRole("button", { name: "Try Our AI Agents" }).click();
  await expectAppointmentDialog();
});

test("the trusted-by strip shows six clients with categories, the headline figures and the investor claim", async () => {
  await page.viewport(390, 844);
  try {
    await renderSections(<ClientStripSection />);
    const strip = document.querySelector<HTMLElement>("#trusted-by");
    const clients = [...(strip?.querySelectorAll<HTMLElement>("ul > li") ?? [])];
    expect(clients).toHaveLength(6);
    for (const client of clients) {
      await expect.element(client).toBeVisible();
      expect(client.querySelectorAll("svg")).toHaveLength(1);
    }
    expect(
      clients.map((client) => [...client.querySelectorAll(":scope > span")].map((span) => span.textContent)),
    ).toEqual(clientLogos.map((client) => [client.name, client.category]));
    for (const line of [
      "99.2%",
      "Client satisfaction",
      "75%",
      "Faster deployment",
      "500+",
      "Enterprise clients",
      "Backed by",
    ])
      expect(strip?.innerText).toContain(line);
  } finally {
    await page.viewport(1280, 800);
  }
});

const shownCompany = () => document.querySelector("#success-stories article h3")?.textContent;
/** Only the story on show is in the page. */
const cardCount = () => document.querySelectorAll("#success-stories article").length;

test("success stories: next wraps from the third to the first, previous from the first to the third", async () => {
  await renderSections(<SuccessStoriesSection />);
  const next = page.getByRole("button", { name: "Next story" });
  const previous = page.getByRole("button", { name: "Previous story" });
  await expect.poll(shownCompany).toBe("Intellisys Global Services");
  expect(cardCount()).toBe(1);
  await previous.click();
  await expect.poll(shownCompany).toBe("RetailMax Stores");
  await next.click();
  await expect.poll(shownCompany).toBe("Intellisys Global Services");
  await next.click();
  await next.click();
  await expect.poll(shownCompany).toBe("RetailMax Stores");
  await next.click();
  await expect.poll(shownCompany).toBe("Intellisys Global Services");
  expect(cardCount()).toBe(1);
});

test("success stories: dots and the company list select a story and show which one is selected", async () => {
  await page.viewport(390, 844);
  try {
    await renderSections(<SuccessStoriesSection />);
    const dot = (n: number) => page.getByRole("button", { name: `Show story ${n}` });
    const listItem = (company: string) =>
      page.getByRole("listitem").getByRole("button", { name: new RegExp(`^${company}`) });
    await dot(2).click();
    await expect.poll(shownCompany).toBe("MagicSpark EdTech");
    await expect.element(dot(2)).toHaveAttribute("aria-current", "true");
    await expect.element(dot(1)).not.toHaveAttribute("aria-current");
    await expect.element(listItem("MagicSpark EdTech")).toHaveAttribute("aria-pressed", "true");
    expect(
      page.getByRole("article").getByRole("link", { name: "Read Full Case Study" }).element().getAttribute("href"),
    ).toBe("/case-study-magic-edtech");

    await listItem("RetailMax Stores").click();
    await expect.poll(shownCompany).toBe("RetailMax Stores");
    await expect.element(listItem("RetailMax Stores")).toHaveAttribute("aria-pressed", "true");
    await expect.element(listItem("Intellisys Global Services")).toHaveAttribute("aria-pressed", "false");
    await expect.element(dot(3)).toHaveAttribute("aria-current", "true");
    const card = page.getByRole("article");
    for (const part of ["The challenge", "Our solution", "The result", "Vikram Nair", "VN"])
      expect((card.element() as HTMLElement).innerText).toContain(part);
    await card.getByRole("button", { name: "Talk to us about retail" }).click();
    await expectAppointmentDialog();
  } finally {
    await page.viewport(1280, 800);
  }
});

test("switching tabs and stories leaves what follows in place, at desktop and phone widths", async () => {
  for (const width of [1280, 390]) {
    await page.viewport(width, 844);
    await renderSections(
      <>
        <CoreOfferingsSection />
        <SuccessStoriesSection />
      </>,
    );
    const panelBottom = () => Math.round((panels()[0]?.getBoundingClientRect().bottom ?? 0) + window.scrollY);
    const bottoms = [panelBottom()];
    for (const name of ["AI-Powered Screening", "Explore Our AI Agents", "Rapid AI Talent Deployment"]) {
      await tab(name).click();
      await expect.element(tab(name)).toHaveAttribute("aria-selected", "true");
      bottoms.push(panelBottom());
    }
    expect(new Set(bottoms).size, `panel bottoms at ${width} px: ${bottoms.join(", ")}`).toBe(1);

    const next = page.getByRole("button", { name: "Next story" });
    const nextTop = () => Math.round(next.element().getBoundingClientRect().top + window.scrollY);
    const tops = [nextTop()];
    for (const company of ["MagicSpark EdTech", "RetailMax Stores", "Intellisys Global Services"]) {
      await next.click();
      await expect.poll(shownCompany).toBe(company);
      tops.push(nextTop());
    }
    expect(new Set(tops).size, `Next button tops at ${width} px: ${tops.join(", ")}`).toBe(1);
    cleanup();
  }
  await page.viewport(1280, 800);
});
