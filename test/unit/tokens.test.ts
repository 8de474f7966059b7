import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import { countTokens } from "../../src/context/tokens";

/**
 * Realistic English of the kinds an agent stores: chat, prose, documentation, support mail,
 * meeting notes, figures, an agent's report and markdown. Embedded so the test needs no file.
 */
const PASSAGES: Record<string, string> = {
  chat: `User: Hi! I'm planning a trip to Lisbon in early May with my partner. We like walking, seafood and small museums, but we don't want to spend the whole day in queues. Could you suggest a three-day plan?
Assistant: Sure! Day one: start in Alfama early, before the tour groups arrive, and walk up to the São Jorge castle. Have lunch at a small tasca near the cathedral; grilled sardines are in season from June, so in May ask for the fish of the day instead. In the afternoon, take tram 28 back down and visit the Museu do Aljube. Day two: Belém. Buy tickets online for the Jerónimos Monastery, and go at opening time. Day three: take the train to Cascais and walk along the coast.
User: That sounds great. My partner is vegetarian though, is that a problem?
Assistant: Not at all. Most places have at least one vegetarian dish, and there are plenty of good vegetarian restaurants in the city.`,
  prose: `The village lay at the bottom of a narrow valley, and for most of the winter the sun did not reach it at all. People there had learned to live with the cold the way one lives with a difficult neighbour: they complained about it constantly, but they would have been lost without it. In the mornings the older men gathered outside the bakery, stamping their feet and arguing about the weather, the price of wood, and whether the new priest was too young to be taken seriously. The children walked to school in a long, noisy line, their breath rising like smoke above their heads. Nobody locked their doors. When the first warm wind finally came over the pass in March, it was as if the whole valley let out a breath it had been holding since November, and for a few days everyone was kind to everyone else.`,
  docs: `To configure the client, create a configuration file in the root of your project and set the API endpoint, the timeout and the number of retries. The client reads environment variables first, then the configuration file, and finally falls back to the built-in defaults. When a request fails with a network error or a server error, the client retries it with exponential backoff, starting at 500 milliseconds and doubling the delay after each attempt. Requests that fail with a client error, such as an invalid parameter or a missing permission, are never retried, because sending them again would produce the same result. You can disable retries entirely by setting the maximum number of attempts to one. All methods return promises, and errors are thrown as instances of the EngramError class, which carries the HTTP status code, an error code and a human-readable message.`,
  support: `Thanks for reaching out, and sorry for the trouble with your order. I've looked into it and it seems the package was delayed at the regional sorting center because of the storm last week. It left the center yesterday afternoon, so it should arrive at your address by Thursday at the latest. If it hasn't arrived by Friday, please reply to this email and I'll send a replacement right away, free of charge. I've also added a ten percent discount to your account, which will be applied automatically to your next purchase. Is there anything else I can help you with today? We really appreciate your patience and your understanding.`,
  meeting: `Notes from the planning meeting on Tuesday. Present: Anna, Marco, Priya and David. We agreed to move the release from the end of March to the middle of April, because the migration of the billing service is taking longer than expected. Marco will finish the data export script this week and Priya will review it. David raised a concern about the load tests: the staging environment is much smaller than production, so the numbers we get there may be misleading. We decided to run one test against a copy of production over the weekend. Anna will write to the customers who asked about the new reporting feature and explain the delay. Next meeting is on Monday at ten.`,
  markdown: `## Installation

1. Install the package with \`npm install engram-client\`.
2. Create an API key in the dashboard and store it in the \`ENGRAM_API_KEY\` environment variable.
3. Call \`client.conversations.append()\` after every turn, and \`client.conversations.context()\` before every model call.

**Note:** the context endpoint returns at most \`budget_tokens\` tokens. If you don't pass a budget, the whole history is returned, which can be expensive for long conversations. We recommend a budget of 4,000 to 8,000 tokens for most agents; larger models can take more.`,
  numbers: `The invoice dated 14 March 2024 lists 3 items: a laptop for $1,249.99, a docking station for $189.00 and two monitors at $329.50 each, for a total of $2,097.99 before tax. With the 8.25% sales tax the amount due is $2,271.08, payable within 30 days. Our records show a payment of $2,000.00 received on April 2, which leaves a balance of $271.08. Please contact the billing team at extension 4412 between 9:00 and 17:30 if you have any questions about this statement.`,
  agent: `I checked the logs for the last 24 hours. The error rate went up at 14:05 UTC, right after the deployment of version 2.3.1, and it has stayed at about 3% since then. Most of the failing requests are POST /v1/orders calls that time out after 30 seconds while waiting for the inventory service. The inventory service itself looks healthy, but its database connection pool is exhausted: all 50 connections are in use, and new requests wait in a queue. I suggest we roll back to 2.3.0 first, then look at the new query that was added to the order validation step, since it runs once per line item instead of once per order.`,
};

describe("token estimate", () => {
  it.each(Object.entries(PASSAGES))("is within 10 % of o200k_base on %s", (_name, text) => {
    const real = encode(text).length;
    expect(real).toBeGreaterThanOrEqual(100);
    const estimate = countTokens(text);
    expect(Math.abs(estimate - real) / real).toBeLessThanOrEqual(0.1);
  });

  it("is within 10 % of o200k_base on all passages together", () => {
    const text = Object.values(PASSAGES).join("\n\n");
    const real = encode(text).length;
    expect(Math.abs(countTokens(text) - real) / real).toBeLessThanOrEqual(0.1);
  });

  it("counts nothing for empty text and at least one token for any non-empty text", () => {
    expect(countTokens("")).toBe(0);
    for (const text of ["a", "?", " ", "\n", "7", "é"]) expect(countTokens(text)).toBeGreaterThanOrEqual(1);
  });

  it("grows with the text", () => {
    const sentence = "The quick brown fox jumps over the lazy dog. ";
    expect(countTokens(sentence.repeat(10))).toBeGreaterThan(countTokens(sentence.repeat(5)));
  });
});
