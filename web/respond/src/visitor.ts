const KEY = 'hive-visitor';

/**
 * This browser's visitor id for the registration page's unique views: random, kept in localStorage, so a return
 * visit is counted as a view but not as a new visitor. Without storage (private mode, blocked) a fresh id each time.
 */
export function visitorId(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
    const id = crypto.randomUUID();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
