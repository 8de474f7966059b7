/**
 * Services people have with a company, by the words they name them with: "our broadband is
 * Plusnet" (topic `broadband`), "my phone plan is with Xfinity" (`phone_plan`), "we're with
 * Ecotricity for our energy" (`provider:energy`), "I ported my number to Tello". A change of
 * company on one service ends the user's facts on the same service, whatever words named it.
 */
const FAMILIES: Record<string, RegExp> = {
  phone:
    /^(?:phone|phone_plan|phone_contract|mobile|mobile_plan|mobile_contract|sim|sim_only|carrier|network|number|cell|cell_plan|cellphone_plan)$/,
  internet: /^(?:broadband|internet|wifi|fibre|fiber|isp|home_internet)$/,
  energy: /^(?:energy|electricity|electric|gas|power|energy_supplier|utilities)$/,
  bank: /^(?:bank|banking|account|current_account|checking|checking_account|bank_account)$/,
  insurance: /^(?:[a-z]+_)?insurance$/,
  tv: /^(?:tv|cable|streaming_tv)$/,
};

/** The service a topic or a word names ("phone_plan", "provider:energy", "number"), or null. */
export function serviceOf(name: string): string | null {
  const bare = name.replace(/^provider:?/, "").replace(/\s+/g, "_");
  for (const [family, words] of Object.entries(FAMILIES)) if (words.test(bare)) return family;
  return null;
}

/** "Moved their account to Kroo", "Ported their number to Tello": the service a company change moved. */
const MOVED = /^(?:moved|ported|switched|transferred|took|changed) (?:their|our|my) ([a-z]+(?: (?!over\b)[a-z]+)?) (?:over )?to /i;
export function movedService(text: string): string | null {
  const thing = MOVED.exec(text)?.[1]?.toLowerCase();
  return thing ? (serviceOf(thing) ?? serviceOf(thing.split(" ").at(-1) ?? "")) : null;
}
