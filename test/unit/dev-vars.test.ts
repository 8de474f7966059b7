import { describe, expect, it } from "vitest";
import { devVarOverrides, parseDevVars, requiredSecrets } from "../../scripts/dev-vars.mjs";

const TOML = `
name = "engram"
[vars]
LLM_BASE_URL = ""
LLM_MODEL = "gpt-4.1-mini"

[secrets]
required = ["ADMIN_TOKEN", "LLM_API_KEY", "WEBHOOK_ENCRYPTION_KEY"]

[env.production.secrets]
required = ["ONLY_IN_PRODUCTION"]
`;

describe("npm start's .dev.vars hand-over to wrangler dev", () => {
  it("hands over every .dev.vars entry that is not a required secret, so it wins over [vars]", () => {
    const devVars = [
      "ADMIN_TOKEN=dev-admin",
      "LLM_API_KEY=sk-local",
      "# a local model",
      "LLM_BASE_URL=http://127.0.0.1:11434/v1",
      'export LLM_MODEL="llama3.1"',
      "EMBEDDING_API_KEY=sk-embed # inline comment",
      "",
    ].join("\n");
    expect(devVarOverrides(devVars, TOML)).toEqual({
      LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      LLM_MODEL: "llama3.1",
      EMBEDDING_API_KEY: "sk-embed",
    });
  });

  it("reads the top-level required secrets, not an environment's", () => {
    expect(requiredSecrets(TOML)).toEqual(["ADMIN_TOKEN", "LLM_API_KEY", "WEBHOOK_ENCRYPTION_KEY"]);
  });

  it("parses dotenv lines: quotes, export, comments, blank lines and = inside values", () => {
    expect(parseDevVars("A=1\n# c\n\nexport B='two words'\nC=x=y\nnot a line\n")).toEqual({ A: "1", B: "two words", C: "x=y" });
  });
});
