-- Before 32a3302 a run's release could undo a press that asked for a failed step again (Check Again, Ship Package
-- pressed again, Post Freight) while the run held the workflow: the workflow was left settled with a step waiting,
-- which nothing runs again (a label's freight never posted, a shipped mail never sent). Each such workflow is due
-- again now: the resume job runs what waits, each step once on its own (intents, unique rows).
UPDATE "shipment_workflows"
SET "state" = 'running', "next_run_at" = now(), "runner_id" = NULL, "lease_until" = NULL, "updated_at" = now()
WHERE "state" = 'settled'
	AND ("steps" -> 'freight' ->> 'state' = 'waiting'
		OR "steps" -> 'mail' ->> 'state' = 'waiting'
		OR "steps" -> 'box' ->> 'state' = 'waiting');
