// An EventSource stand-in for the web's tests of the stats stream: every one made is kept in
// FakeEventSource.all (reset it before each test), and a test plays the server through its
// listeners, onopen and onerror, or emit(). Tests import this file by path; nothing in an app does.
import type { EventSourceFactory } from './stats-stream';

export class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners: Record<string, (e: MessageEvent) => void> = {};
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners[type] = fn;
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string) {
    this.listeners[type]?.({ data } as MessageEvent);
  }
}

export const fakeEventSourceFactory: EventSourceFactory = (url) => new FakeEventSource(url);
