import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AreaDeps, AreaSeed } from '../../platform/area.ts';
import { only } from '../../platform/db/client.ts';
import { atNoonUtc, nextMidnightUtc } from './contract.ts';

/** The demo video program's clip: an 8-second 192x108 WebM (VP8) test pattern, 41 kB, made once with
 *  `ffmpeg -f lavfi -i testsrc=duration=8:size=192x108:rate=10 -c:v libvpx -b:v 40k -an`. */
const DEMO_VIDEO = new URL('./seed-assets/demo-training.webm', import.meta.url);
export const demoVideoKey = (tenantId: string) => `${tenantId}/protected/demo-training-video.webm`;

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Demo programs (interactive, video, Veeva qualification) assigned to the demo speakers with mixed statuses:
 *  complete, overdue and pending; the signed-in demo speaker has one of each, the video one to watch. */
export const trainingSeed: AreaSeed = {
  after: ['speakers', 'topics'],
  async rows(tx, t) {
    const topics = await tx.query<{ id: number }>(sql`select id from topics order by id limit 2`);
    const { id: videoId } = only(
      await tx.query<{ id: number }>(sql`insert into training_videos (tenant_id, name, description, duration_seconds, storage_key,
        content_type, size) values (${t.id}, 'Compliance essentials', 'Rules every speaker follows on stage (demo clip)', 8,
        ${demoVideoKey(t.id)}, 'video/webm', ${readFileSync(DEMO_VIDEO).length}) returning id`),
    );
    const program = async (name: string, type: string, topicId: number | null, video: number | null) =>
      only(
        await tx.query<{
          id: number;
        }>(sql`insert into training_programs (tenant_id, program_name, type, topic_id, expiration_date, video_id)
          values (${t.id}, ${name}, ${type}, ${topicId}, ${atNoonUtc(dayFromNow(365))}, ${video}) returning id`),
      ).id;
    const checkbox = await program('Speaker onboarding', 'checkbox', topics[0]?.id ?? null, null);
    const video = await program('Compliance essentials video', 'video', topics[1]?.id ?? null, videoId);
    const veeva = await program('Veeva qualification', 'veeva_qualification', null, null);
    const [own] = await tx.query<{ id: number }>(sql`select speaker_id as id from users where role = 'speaker' and speaker_id is not null
      order by id limit 1`);
    const speakers = (await tx.query<{ id: number }>(sql`select id from speakers where status = 'active' order by id limit 6`)).map(
      (s) => s.id,
    );
    const ids = [...new Set([own?.id, ...speakers].filter((id): id is number => typeof id === 'number'))];
    for (const [i, speakerId] of ids.entries()) {
      const plan: [number, number, boolean][] = [
        [checkbox, i % 3 === 1 ? -10 : 30, i % 3 === 2],
        [video, 20, false],
        [veeva, i % 2 ? -5 : 45, i % 4 === 3],
      ];
      for (const [programId, due, done] of plan) {
        await tx.query(sql`insert into speaker_trainings (tenant_id, speaker_id, program_id, due_date, completion_date, trained_by)
          select ${t.id}, ${speakerId}, ${programId}, ${nextMidnightUtc(dayFromNow(due))}, ${done ? new Date().toISOString() : null},
          ${done ? sql`first_name || ' ' || last_name` : null} from speakers where id = ${speakerId}`);
      }
    }
  },
};

/** Puts the demo clip in the file store for each tenant that has the demo video (after the seed's rows). */
export async function seedDemoVideo({ db, storage }: Pick<AreaDeps, 'db' | 'storage'>): Promise<void> {
  const tenants = await db.asOwner((tx) =>
    tx.query<{ tenantId: string }>(sql`select distinct tenant_id as "tenantId" from training_videos
    where storage_key like '%/demo-training-video.webm'`),
  );
  const body = readFileSync(DEMO_VIDEO);
  for (const { tenantId } of tenants) await storage.put(demoVideoKey(tenantId), body, 'video/webm');
}
