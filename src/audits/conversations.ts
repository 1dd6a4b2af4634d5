import type { ValidationIssue } from '../core/errors';
import type { Conversation } from './model';

/** Whether a conversation has something to score: at least one turn with text. */
export const hasSpokenText = (conversation: Conversation): boolean => conversation.transcript.some((turn) => turn.text.trim().length > 0);

/**
 * Rules across conversations that a request schema cannot express: unique ids, transcripts with words. `at` is the
 * JSON pointer of the array (a batch's conversations, a rubric's examples).
 */
export const conversationIssues = (conversations: readonly Conversation[], at: string): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  const firstIndexById = new Map<string, number>();
  conversations.forEach((conversation, i) => {
    const seenAt = firstIndexById.get(conversation.id);
    if (seenAt === undefined) firstIndexById.set(conversation.id, i);
    else
      issues.push({
        in: 'body',
        pointer: `${at}/${i}/id`,
        message: `conversation ids must be unique ("${conversation.id}" is also ${at.slice(1)}[${seenAt}])`,
      });
    if (!hasSpokenText(conversation)) {
      issues.push({ in: 'body', pointer: `${at}/${i}/transcript`, message: 'a transcript needs at least one turn with text' });
    }
  });
  return issues;
};
