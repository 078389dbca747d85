-- Contract and W9 files (issue 11): an upload the contract dialog attaches is recorded as an attachment of
-- kind `contract` in the contract's own write (api/src/areas/speakers/speakerRecords.ts).
alter table attachments drop constraint attachments_kind_check;
--> statement-breakpoint
alter table attachments add constraint attachments_kind_check check (kind in ('slide-deck', 'contract'));
