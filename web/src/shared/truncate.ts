/** `text` cut to `max` characters when longer, its last three replaced by '...': the venue labels (60 is 57 plus an
 *  ellipsis), the profile's attachment texts and its card titles while editing (spec 001 §9). */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);
