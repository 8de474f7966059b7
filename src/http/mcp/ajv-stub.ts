/**
 * Stands in for `ajv` and `ajv-formats` in the deployed bundle (wrangler.toml `alias`). The MCP
 * SDK imports Ajv as its default JSON Schema validator, but Ajv compiles validators with
 * `new Function`, which Workers forbid, so Engram always passes the SDK the @cfworker/json-schema
 * validator and Ajv would be ~290 KiB of dead code. Constructing it is a bug: say so.
 */
export default class AjvUnavailable {
  constructor() {
    throw new Error("Ajv is not bundled: pass the MCP SDK a jsonSchemaValidator (CfWorkerJsonSchemaValidator)");
  }
}
