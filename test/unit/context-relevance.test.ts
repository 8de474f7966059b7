import { describe, expect, it } from "vitest";
import { speaksTo } from "../../src/context/relevance";

describe("whether a layer item speaks to the query", () => {
  it("needs at least half of the query's content words, stemmed", () => {
    expect(speaksTo("Which city does the user live in?", "home city: lives in Lisbon since March")).toBe(true);
    expect(speaksTo("When did Caroline go to the support group?", "Caroline likes painting sunsets")).toBe(false);
    expect(speaksTo("When did Caroline go to the support group?", "Caroline went to an LGBTQ support group")).toBe(true);
  });

  it("counts every item as speaking to a query with no content word", () => {
    expect(speaksTo("what is it?", "anything at all")).toBe(true);
  });
});
