/** A conversation as the service names it: its id inside its tenant. */
export interface ConversationKey {
  tenantId: string;
  conversationId: string;
}
