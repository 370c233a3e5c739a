export { bundleAll, bundleOne, bundleEntries, packageOf, type BundleResult } from './bundle';
export { migrateAll, readMigrateConfig, UnknownService, type MigrateConfig } from './migrate';
export { pruneLock, resolveInLock, writePrunedProject, PruneError, type Lockfile, type PrunedProject } from './prune-lock';
export { layoutImage, LayoutError, type ImageLayout } from './image-layout';
export { stageImage, runStaged, checkStopsOnConfig, installRuntimeDeps, runtimeSettings, type StagedImage } from './image-check';
export { checkDockerfile, checkDockerignore, checkRepository, parseDockerfile, type PolicyProblem } from './dockerfile-policy';
export { generateSchemas, createExpander, schemaFileName } from './k8s-schemas';
