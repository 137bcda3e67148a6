-- CLARIFICATIONS 54/57: before 0018 a void marked its label VOIDED as soon as Shippo held the refund (QUEUED,
-- PENDING), reversed its freight and freed its package's key at once, and 0018 made every such row `voided`; nothing
-- read those refunds again, so one the carrier later refused left a live, paid label with its freight credited.
-- Each goes back to `voiding`, the state the refunds job reads, since its void began (voided_at): the job reads the
-- refund from Shippo through the void's done intent and settles it as any void (SUCCESS: voided, the reversal already
-- made answers again; ERROR: the label live again, its freight posted again once, a second label flagged).
-- A refusal the old code did read (a second press) left the refund ERROR and the row `voided` too; its void intent,
-- let go then (or freed by a refusal of a later press), answers that refusal again, so the job settles it from the
-- record and never asks Shippo for a new refund.
UPDATE "intents" i
SET "state" = 'done',
	"result" = jsonb_build_object('refundId', coalesce(s."refund_id", ''), 'refundStatus', 'ERROR'),
	"in_flight" = false,
	"lease_until" = NULL,
	"updated_at" = now()
FROM "shipments" s
WHERE s."money_state" = 'voided' AND s."refund_status" = 'ERROR'
	AND i."kind" = 'void' AND i."key" = s."company_id"::text || ':' || s."shippo_transaction_id"
	AND i."state" = 'pending' AND i."in_flight" = false;
--> statement-breakpoint
UPDATE "intents" i
SET "key" = r."void_key",
	"state" = 'done',
	"result" = jsonb_build_object('refundId', r."refund_id", 'refundStatus', 'ERROR'),
	"in_flight" = false,
	"lease_until" = NULL,
	"updated_at" = now()
FROM (
	SELECT DISTINCT ON (s."id") let_go."id", s."company_id"::text || ':' || s."shippo_transaction_id" AS "void_key",
		coalesce(s."refund_id", '') AS "refund_id"
	FROM "shipments" s
	JOIN "intents" let_go ON let_go."kind" = 'void'
		AND left(let_go."key", length(s."company_id"::text || ':' || s."shippo_transaction_id") + 1)
			= s."company_id"::text || ':' || s."shippo_transaction_id" || '#'
	WHERE s."money_state" = 'voided' AND s."refund_status" = 'ERROR'
		AND NOT EXISTS (
			SELECT 1 FROM "intents" v
			WHERE v."kind" = 'void' AND v."key" = s."company_id"::text || ':' || s."shippo_transaction_id"
		)
	ORDER BY s."id", let_go."updated_at" DESC
) r
WHERE i."id" = r."id";
--> statement-breakpoint
UPDATE "shipments" s
SET "money_state" = 'voiding', "money_state_at" = coalesce(s."voided_at", s."money_state_at"), "updated_at" = now()
WHERE s."money_state" = 'voided' AND s."refund_status" IN ('QUEUED', 'PENDING', 'ERROR')
	AND EXISTS (
		SELECT 1 FROM "intents" i
		WHERE i."kind" = 'void' AND i."key" = s."company_id"::text || ':' || s."shippo_transaction_id"
			AND i."state" = 'done'
	);
