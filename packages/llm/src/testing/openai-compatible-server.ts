// A local OpenAI-compatible HTTP server (node:http on 127.0.0.1, port 0) for tests and benchmarks:
// it answers POST .../chat/completions from a script of replies (or a function) and records every
// request body, so real client code is exercised without any outside API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { countTokens } from 'gpt-tokenizer/cjs/main';

export interface ScriptedReply {
  status?: number;
  /** An object is sent as JSON; a string is sent as-is. */
  body: unknown;
  headers?: Record<string, string>;
  contentType?: string;
  /** Answer only after this long (to test timeouts). */
  delayMs?: number;
}

export type Responder = (request: RecordedRequest) => ScriptedReply | Promise<ScriptedReply>;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The Authorization header, to check which key a client sent. */
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface OpenAiCompatibleServer {
  /** Base URL including /v1 (what OPENAI_BASE_URL would be). */
  baseURL: string;
  /** Base URL without /v1 (Perplexity style). */
  rootURL: string;
  requests: RecordedRequest[];
  /** Queue replies; when the queue is empty the responder (if any) answers. */
  enqueue(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

/** The recorded shape of a chat completion (reference openai_chat_completions.json) with this text. */
export function chatCompletion(content: string | null, usage = { prompt_tokens: 19, completion_tokens: 10 }, model = 'gpt-4.1-2025-04-14') {
  return {
    id: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
    object: 'chat.completion',
    created: 1741569952,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null, annotations: [] }, logprobs: null, finish_reason: content === null || content === '' ? 'length' : 'stop' }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    service_tier: 'default',
  };
}

/**
 * Prompt tokens as OpenAI counts a chat request: o200k_base tokens of each message's content plus
 * the chat format's overhead (3 per message, 3 to prime the answer).
 */
export function countChatTokens(messages: readonly { role: string; content: string }[]): number {
  return messages.reduce((n, m) => n + 3 + countTokens(m.content) + countTokens(m.role), 3);
}

/** A chat completion with this text from this model (the services' replies name the model they asked for). */
export const completion = (content: string, model = 'gpt-5-2025-08-07') => chatCompletion(content, undefined, model);

export { countTokens };

export async function startOpenAiCompatibleServer(responder?: Responder): Promise<OpenAiCompatibleServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          body = {};
        }
        const recorded: RecordedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          authorization: req.headers.authorization,
          body,
        };
        requests.push(recorded);
        const reply = queue.shift() ?? (responder ? await responder(recorded) : { status: 500, body: { error: { message: 'no scripted reply', type: 'server_error', param: null, code: null } } });
        const send = () => {
          if (res.destroyed) return;
          const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
          res.writeHead(reply.status ?? 200, {
            'content-type': reply.contentType ?? (typeof reply.body === 'string' ? 'text/plain' : 'application/json'),
            'x-request-id': `req_${requests.length}`,
            ...reply.headers,
          });
          res.end(text);
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
        else send();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    rootURL: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
