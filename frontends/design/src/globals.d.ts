declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** webpack replaces `process.env.NODE_ENV` with the build mode ('production' or 'development'). */
declare const process: { readonly env: { readonly NODE_ENV?: string } };
