// The one piece of Node's HTTP internals the live streams use: freeing a connection's parser when
// its socket is taken from the server (what Node does itself on an upgrade). `_http_common` is
// Node's own module; it has no types, so its one function is typed here.
const common = require('_http_common') as { freeParser(parser: unknown, req: unknown, socket: unknown): void };

export const freeParser: (parser: unknown, req: unknown, socket: unknown) => void = common.freeParser;
