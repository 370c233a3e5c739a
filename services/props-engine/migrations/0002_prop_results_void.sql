-- A prop whose game is scratched (postponed or cancelled) is void: it will never be graded, and the
-- rides and fades on it are void like those on a scratched game's picks. won/lost/push/void are final.
ALTER TABLE prop_results DROP CONSTRAINT prop_results_result_check;
ALTER TABLE prop_results ADD CONSTRAINT prop_results_result_check CHECK (result IN ('won', 'lost', 'push', 'void', 'pending'));
