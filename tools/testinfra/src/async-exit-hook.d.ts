declare module 'async-exit-hook' {
  type Hook = (done?: () => void) => void;
  function exitHook(hook: Hook): void;
  namespace exitHook {
    function forceExitTimeout(ms: number): void;
  }
  export = exitHook;
}
