import { z } from 'zod';
import { pageOf, type Json } from '../../platform/http/answer.ts';

/** What the topic routes answer: the REST contract's answer half (platform/http/answer.ts). Fields the caller's role
 *  may have hidden (the area's `entityFields`) answer null. */

/** A program topic. */
export const topic = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  description: z.string().nullable(),
});
export const topicPage = pageOf(topic);

export type Topic = Json<typeof topic>;
