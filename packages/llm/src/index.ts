// @gary/llm: the OpenAI-compatible chat client (and the Perplexity variant) the engines share.
export * from './llm-errors';
export * from './response-text';
export * from './json-extract';
export * from './retry-policy';
export * from './chat-client';
export * from './perplexity-client';
