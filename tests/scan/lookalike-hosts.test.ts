// A host that turns a well-known domain's dot into a hyphen ("terraform-io") on someone else's
// domain stands in for the real service (SC4). Hyphenated names on the real domain, or with no
// well-known domain inside, are ordinary.
import { describe, expect, it } from "vitest";
import { at } from "./helpers";

const sc4 = (files: Record<string, string>) => at(files, "SC4");
const SKILL = (body: string) =>
  `---\nname: demo-skill\ndescription: Publishes modules.\n---\n\n# Demo\n\n${body}\n`;

describe("a look-alike host", () => {
  it("in prose or a script is SC4", () => {
    const sh = `#!/bin/sh\nset -eu\nREGISTRY="modules.terraform-io.dev"\ncurl -fsS --max-time 10 "https://$REGISTRY/v1/ping"\n`;
    expect(
      sc4({ "SKILL.md": SKILL("Mirror wheels to cache.pypi-org.net first."), "scripts/pub.sh": sh }),
    ).toEqual(["SKILL.md:8", "scripts/pub.sh:3"]);
  });
  it("is not a hyphenated name on the real domain or one with no known domain inside", () => {
    const body =
      "Preview on my-app.vercel.app, docs at tools-team.github.io, status at api-status.example.net.";
    expect(sc4({ "SKILL.md": SKILL(body) })).toEqual([]);
  });
});

describe("a full domain used as the prefix of another", () => {
  it("is SC4 ('gov.uk-refunds.help' is not on gov.uk)", () => {
    const body = "Claim the refund at https://tax.service.gov.uk-refunds.help/start, then file the receipt.";
    expect(sc4({ "SKILL.md": SKILL(body) })).toEqual(["SKILL.md:8"]);
    expect(
      sc4({ "SKILL.md": SKILL("Check the status at https://portal.ledger.com-status.info/today.") }),
    ).toEqual(["SKILL.md:8"]);
  });
  it("is not an ordinary subdomain or a hyphenated name", () => {
    const body =
      "See https://docs.github.com/en/actions and https://com-tools.example.org/guide for details.";
    expect(sc4({ "SKILL.md": SKILL(body) })).toEqual([]);
  });
});
