import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { only } from '../../../platform/db/client.ts';
import { createMailTransport, startDelivery } from '../../mail/index.ts';
import { composeMail } from '../compose.ts';

const ADMIN = 'admin@demo.test';
const SYSADMIN = 'system-admin@demo.test';
const clientUrlOf = (tenantId: string) => `http://${tenantId}.localhost:4000`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Row {
  kind: string;
  status: string;
  to_email: string;
  subject: string;
  body: string;
  dedupe_key: string;
}

// The speaker types a series sends by itself (speakerMail.ts): a training assigned or completed, a speaker's account.
describe.each(ENGINES)("the speaker portal's automatic e-mails on $name", (engine) => {
  const api = useApi(engine);
  const turn = async () => {
    const delivery = startDelivery({ db: api.db, clientUrlOf, transport: createMailTransport(''), pollMs: 0, compose: composeMail });
    try {
      return await delivery.runOnce();
    } finally {
      await delivery.stop();
    }
  };
  const rows = (where: ReturnType<typeof sql>) => api.owner<Row>(sql`select * from email_outbox where ${where} order by id`);
  let speaker: { id: number; email: string; firstName: string };

  beforeAll(async () => {
    await api.owner(sql`update email_outbox set status = 'cancelled' where status in ('queued', 'sending')`);
    speaker = only(
      await api.owner<{ id: number; email: string; firstName: string }>(sql`select id, email, first_name as "firstName"
        from speakers where tenant_id = 'demo' and email is not null and status = 'active' and user_id is null order by id limit 1`),
    );
    // The demo's platform series has no training-completed template: one is added.
    await api.owner(sql`insert into email_templates (tenant_id, email_series_id, name, subject, body, email_template_type_id)
      select 'demo', id, 'Training done', 'Well done, {{ speaker.firstName }}: {{ training.name }}', '<p>Done.</p>', 27
      from email_series where tenant_id = 'demo' and platform`);
  });

  it('tells the speaker of a training assigned, and once of it completed however often it is completed again', async () => {
    const program = await api.call('POST', '/speaker-training/program', {
      as: ADMIN,
      body: { programName: `Mail program ${engine.name}`, type: 'checkbox', expirationDate: inDays(60) },
    });
    expect(program.status).toBe(201);
    const assigned = await api.call('POST', `/speaker-training/assign/speaker/${speaker.id}`, {
      as: ADMIN,
      body: { programId: program.body.id, dueDate: inDays(10) },
    });
    expect(assigned.status).toBe(201);
    const { id: trainingId } = only(
      await api.owner<{ id: number }>(
        sql`select id from speaker_trainings where speaker_id = ${speaker.id} and program_id = ${program.body.id}`,
      ),
    );
    const mine = sql`speaker_training_id = ${trainingId}`;
    // Queued in the assignment's transaction, composed when sent.
    expect(await rows(mine)).toMatchObject([{ kind: 'speaker-training-assigned', status: 'queued', subject: 'New training assigned' }]);
    await turn();
    const [sent] = await rows(mine);
    expect(sent).toMatchObject({
      status: 'sent',
      to_email: speaker.email,
      subject: `New training: Mail program ${engine.name}`,
      dedupe_key: `auto:speaker-training-assigned:training:${trainingId}`,
    });
    expect(sent!.body).toContain(`Dear ${speaker.firstName},`);

    const mark = (completionDate: string | null) =>
      api.call('PUT', `/speaker-training/${trainingId}`, { as: ADMIN, body: { completionDate } });
    expect((await mark(new Date().toISOString())).status).toBe(200);
    expect((await mark(null)).status).toBe(200);
    expect((await mark(new Date().toISOString())).status).toBe(200);
    await turn();
    const completed = (await rows(mine)).filter((row) => row.kind === 'training-completed');
    expect(completed).toMatchObject([{ status: 'sent', subject: `Well done, ${speaker.firstName}: Mail program ${engine.name}` }]);
  });

  it('welcomes a speaker once when a user account is added for them', async () => {
    const made = await api.call('POST', '/users', {
      as: SYSADMIN,
      body: {
        email: `speaker.user.${engine.name}@demo.test`,
        role: 'speaker',
        firstName: 'Sam',
        lastName: 'Speaker',
        speakerId: speaker.id,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await turn();
    expect(await rows(sql`speaker_id = ${speaker.id} and kind = 'speaker-user-added'`)).toMatchObject([
      { status: 'sent', to_email: speaker.email, subject: 'Your speaker portal account' },
    ]);
  });
});
