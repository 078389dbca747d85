/** Spec 002 §2.4: the impersonated speaker cannot be acted as (no speaker account, their user removed or inactivated,
 *  the speaker gone). A module of its own: the areas' manifests import it without the app's session machinery. */
export const IMPERSONATED_NO_SPEAKER = 'Impersonated speaker does not have a speaker account';
