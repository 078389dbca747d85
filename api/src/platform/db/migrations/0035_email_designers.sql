-- The two e-mail designers (spec 002 §2.14, issue 30): which designer made a template's body ('legacy': the content
-- builder's HTML inside the gutter wrapper; 'v2': the block designer, whose block document is `design` and whose body
-- is the MJML rendering of it; null: neither yet) — never converted silently (areas/emailSeries/designs.ts).
alter table email_templates
  add column builder text check (builder in ('legacy', 'v2')),
  add column design jsonb;
