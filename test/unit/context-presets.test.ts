import { describe, expect, it } from "vitest";
import { PRESET_NAMES, presetLists } from "../../src/context/presets";
import { DEVICE_AUTOMATION } from "../helpers/expected";

describe("context presets", () => {
  it("give empty tool and key lists when no preset is named", () => {
    expect(presetLists(null)).toEqual({ context_tools: [], context_keys: [] });
    expect(presetLists(undefined)).toEqual({ context_tools: [], context_keys: [] });
  });

  it("give seed 000's device-automation tools and keys for the device-automation preset", () => {
    expect(PRESET_NAMES).toEqual(["device-automation"]);
    expect(presetLists("device-automation")).toEqual(DEVICE_AUTOMATION);
  });

  it("hand out copies, so a caller changing its lists leaves the preset intact", () => {
    presetLists("device-automation").context_keys.push("extra");
    expect(presetLists("device-automation").context_keys).not.toContain("extra");
  });
});
