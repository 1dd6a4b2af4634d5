import { ConverseCommand, type BedrockRuntimeClient, type Tool } from '@aws-sdk/client-bedrock-runtime';
import { StageError } from '../../transcripts/errors';
import type { ContextModel } from '../../transcripts/model';
import type { Contextualizer } from '../../transcripts/ports';
import {
  EDIT_TOOL_DESCRIPTION,
  EDIT_TOOL_NAME,
  EDIT_TOOL_PARAMETERS,
  editsFromToolInput,
  SYSTEM_PROMPT,
  userPrompt,
} from './context-edit-prompt';
import { answeringModel } from './answering-model';

/**
 * LLM contextual correction through Bedrock Converse. The model must answer through one tool whose input is a
 * list of local edits ({turn, before, after, reason}); the pipeline applies only edits whose `before` occurs in
 * that turn and that stay short, so the model can fix misheard names and terms but never rewrite the call.
 */

const EDIT_TOOL: Tool = {
  toolSpec: { name: EDIT_TOOL_NAME, description: EDIT_TOOL_DESCRIPTION, inputSchema: { json: EDIT_TOOL_PARAMETERS } },
};

export const bedrockContextualizer = (deps: {
  readonly client: BedrockRuntimeClient;
  readonly models: Readonly<Record<ContextModel, string>>;
}): Contextualizer => ({
  propose: async (request) => {
    const modelId = deps.models[request.tier];
    let response;
    try {
      response = await deps.client.send(
        new ConverseCommand({
          modelId,
          system: [{ text: SYSTEM_PROMPT }],
          messages: [{ role: 'user', content: [{ text: userPrompt(request) }] }],
          toolConfig: { tools: [EDIT_TOOL], toolChoice: { tool: { name: EDIT_TOOL_NAME } } },
          inferenceConfig: { maxTokens: 2048, temperature: 0 },
        }),
      );
    } catch (cause) {
      throw new StageError('CONTEXTUALIZATION_FAILED', `Bedrock (${modelId}) did not answer: ${(cause as Error).name}.`, { cause });
    }
    const toolUse = response.output?.message?.content?.find((block) => block.toolUse?.name === EDIT_TOOL_NAME)?.toolUse;
    const edits = editsFromToolInput(toolUse?.input);
    if (!edits) throw new StageError('CONTEXTUALIZATION_FAILED', `Bedrock (${modelId}) did not answer with the ${EDIT_TOOL_NAME} tool.`);
    return { engine: { name: 'amazon-bedrock', model: answeringModel(response, modelId) }, source: 'llm', edits };
  },
});
