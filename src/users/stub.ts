import type { UserContract } from "./contract";

/** The user object of one user in one tenant (see src/conversations/stub.ts on the typing). */
export function userStub(env: Env, tenantId: string, userId: string): UserContract {
  return env.USERS.getByName(`${tenantId}/${userId}`) as unknown as UserContract;
}
