import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguage } from "../../src/facts/nlp";
import { currentAfter as current, readOne as read } from "./facts-user-object";

beforeAll(loadLanguage);

// A turn that tells a change often names the old value beside the new one, in words that put it
// behind the user (src/facts/contrast.ts). Each example here was read wrongly by 1598cc8: the old
// value stayed current beside the new one.
describe("the old value named beside the new", () => {
  it("ends a tool the turn calls 'my old ...' when the team moved to another", () => {
    const after = current(
      "I'm a producer at a podcast studio, we plan every episode in Clickup.",
      "Since we moved to Linear last month my old Clickup checklists are no use, can you draft new ones?",
    );
    expect(after.join(" ")).toMatch(/Linear/);
    expect(after.join(" ")).not.toMatch(/Clickup/i);
  });

  it("ends a tool said in the past ('X was fine') beside the one moved to", () => {
    const after = current(
      "I plan every sprint in Shortcut.",
      "We moved to Height last month. Shortcut was fine but Height's triage is better.",
    );
    expect(after.join(" ")).toMatch(/Height/);
    expect(after.join(" ")).not.toMatch(/Shortcut/);
  });

  it("ends a medicine that 'wasn't cutting it' when the doctor put the user on another", () => {
    const after = current(
      "I take omeprazole every morning for reflux.",
      "the omeprazole wasn't cutting it so my GP put me on pantoprazole.",
    );
    expect(after).toContain("[medication:pantoprazole] Takes pantoprazole");
    expect(after.join(" ")).not.toMatch(/omeprazole/);
    const scots = current(
      "the GP has me on omeprazole, 20mg every morning.",
      "the omeprazole wasnae cutting it so the doc put me onto lansoprazole.",
    );
    expect(scots.join(" ")).not.toMatch(/omeprazole/);
  });

  it("ends a service the turn says has lapsed or is read-only now", () => {
    const after = current(
      "Our CRM is Pipedrive, can you help me write a follow-up email?",
      "we switched to Hubspot two weeks ago, Pipedrive is read-only now. Can you make me a checklist?",
    );
    expect(after.join(" ")).toMatch(/Hubspot/);
    expect(after).not.toContain("[crm] CRM is Pipedrive");
  });

  it("reads a move to a name that is no place, beside an old tool, as a switch and not a new home", () => {
    expect(read("Since we moved to YouTrack my old Jira boards are useless.")).toContain("[does:youtrack] Switched to YouTrack");
    const after = current("I live in Leeds and we track work in Jira.", "Since we moved to YouTrack my old Jira boards are useless.");
    expect(after).toContain("[home_city] Lives in Leeds");
  });

  it("ends nothing when the turn tells no change, and keeps a city the move names", () => {
    const kept = current("I drive a Subaru Outback.", "The Subaru was great on the snowy roads this week.");
    expect(kept.join(" ")).toMatch(/Subaru/);
    expect(read("We moved to Boise last month, my old Subaru died on the way.")).toContain("[home_city] Lives in Boise");
  });
});

describe("a company change on a service", () => {
  it("ends the service the user named with other words ('Broadband is X', then 'we're with Y now')", () => {
    const after = current(
      "our broadband is Virgin Media and it keeps dropping",
      "good news, we're with Community Fibre now, no drops since",
    );
    expect(after.join(" ")).toMatch(/Community Fibre/);
    expect(after.join(" ")).not.toMatch(/Virgin/);
  });

  it("ends the phone plan when the user ports their number, and the bank when they move their account", () => {
    const phone = current("my phone plan is with Verizon and it's way too expensive", "I ported my number to Mint Mobile last week");
    expect(phone.join(" ")).toMatch(/Mint Mobile/);
    expect(phone.join(" ")).not.toMatch(/Verizon/);
    const bank = current("My current account is with Barclays.", "I moved my account to Chase last month, the switch was easy.");
    expect(bank.join(" ")).toMatch(/Chase/);
    expect(bank.join(" ")).not.toMatch(/Barclays/);
  });

  it("keeps a service the move did not name", () => {
    const after = current("our broadband is Plusnet", "I moved my account to Chase last month");
    expect(after).toContain("[broadband] Broadband is Plusnet");
  });
});
