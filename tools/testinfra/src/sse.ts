// Reading a server-sent event stream in a test, as EventSource would: each `event:`/`data:` block,
// with its data parsed as JSON, handed on as the response delivers it.
import type { IncomingMessage } from 'node:http';

export function onSseEvents(res: IncomingMessage, onEvent: (event: string, data: any) => void): void { // eslint-disable-line @typescript-eslint/no-explicit-any
  let buf = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buf += chunk;
    let i: number;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const lines = buf.slice(0, i).split('\n');
      buf = buf.slice(i + 2);
      const name = lines.find((l) => l.startsWith('event: '));
      const data = lines.find((l) => l.startsWith('data: '));
      if (name && data) onEvent(name.slice(7), JSON.parse(data.slice(6)));
    }
  });
}
