-- The speaker types a series sends by itself (issue 30 "Delivery": a training assigned or completed, a speaker's user
-- account added): their ledger rows name the speaker and the training they are about, and are composed when sent
-- (areas/emailSeries/speakerMail.ts, compose.ts), like an attendance's.
alter table email_outbox
  add column speaker_id integer,
  add column speaker_training_id integer;
