import { z } from "@hono/zod-openapi";
import { limitParam, pathParam, queryParam } from "./params";
import { IdSchema } from "../../lib/ids";

const ScopeSchema = z.enum(["tenant", "user", "agent"]);

export const CreateInstructionSchema = z
  .object({
    scope: ScopeSchema,
    user_id: IdSchema.optional(),
    agent_id: IdSchema.optional(),
    name: z.string().trim().min(1).max(200),
    content: z.string().min(1).max(100_000),
    position: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(0)
      .openapi({ description: "Order inside the scope (lower first, then creation time)" }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.scope === "user" && !body.user_id) ctx.addIssue({ code: "custom", path: ["user_id"], message: "user scope needs user_id" });
    if (body.scope === "agent" && !body.agent_id)
      ctx.addIssue({ code: "custom", path: ["agent_id"], message: "agent scope needs agent_id" });
    if (body.scope !== "user" && body.user_id)
      ctx.addIssue({ code: "custom", path: ["user_id"], message: `user_id does not apply to ${body.scope} scope` });
    if (body.scope !== "agent" && body.agent_id)
      ctx.addIssue({ code: "custom", path: ["agent_id"], message: `agent_id does not apply to ${body.scope} scope` });
  })
  .openapi("CreateInstruction");

export const UpdateInstructionSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    content: z.string().min(1).max(100_000).optional(),
    position: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "nothing to update" })
  .openapi("UpdateInstruction");

export const InstructionSchema = z
  .object({
    id: z.string(),
    scope: ScopeSchema,
    user_id: z.string().nullable(),
    agent_id: z.string().nullable(),
    name: z.string(),
    content: z.string(),
    token_count: z.number().int(),
    position: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Instruction");

/** A page of the list: at most INSTRUCTION_PAGE_MAX rows; by default INSTRUCTION_PAGE_DEFAULT, one scope's default cap. */
export const INSTRUCTION_PAGE_DEFAULT = 50;
export const INSTRUCTION_PAGE_MAX = 100;

export const InstructionListSchema = z
  .object({
    instructions: z.array(InstructionSchema),
    next_cursor: z.string().nullable().openapi({ description: "Pass as `cursor` for the next page; null on the last page" }),
  })
  .openapi("InstructionList");

export const InstructionQuerySchema = z.object({
  scope: queryParam(
    ScopeSchema.optional(),
    "scope",
    "Only instructions at this scope; default: user with user_id, agent with agent_id, else every scope",
  ),
  user_id: queryParam(IdSchema.optional(), "user_id", "Only this user's instructions (not with agent_id)"),
  agent_id: queryParam(IdSchema.optional(), "agent_id", "Only this agent's instructions (not with user_id)"),
  limit: limitParam(
    INSTRUCTION_PAGE_MAX,
    INSTRUCTION_PAGE_DEFAULT,
    `Instructions per page (1-${INSTRUCTION_PAGE_MAX}), default ${INSTRUCTION_PAGE_DEFAULT}; without a cursor, the first page`,
  ),
  cursor: queryParam(z.string().min(1).max(1024).optional(), "cursor", "`next_cursor` of the previous page"),
});

export const InstructionParamsSchema = z.object({
  instruction_id: pathParam(IdSchema, "instruction_id", "The instruction's id (from POST /v1/instructions)"),
});
