// Test helpers for code that calls an OpenAI-compatible API: import from '@gary/llm/src/testing'
// (never from the package entry point, so no service ships them).
export * from './openai-compatible-server';
