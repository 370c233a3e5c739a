export { startEmbedded, REPO_ROOT, type EmbeddedStack, type EmbeddedOptions } from './embedded';
