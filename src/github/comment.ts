import type { Logger } from "../util/logger";
import type { GitHubClient, IssueComment } from "./client";

export const STICKY_MARKER = "<!-- skillaudit:sticky -->";
/** GitHub rejects issue comment bodies longer than this. */
export const COMMENT_LIMIT = 65_536;

/**
 * Cut text to fit `limit` characters, ending with `note` so readers know where the rest went.
 * Cuts at a line boundary and closes an open <details> or code fence so the markdown stays sane.
 */
export function fitToLimit(text: string, limit: number, note: string): string {
  if (text.length <= limit) return text;
  const room = limit - note.length - 40;
  let cut = text.slice(0, Math.max(0, room));
  const nl = cut.lastIndexOf("\n");
  if (nl > room / 2) cut = cut.slice(0, nl);
  const fences = (cut.match(/^```/gm) ?? []).length;
  if (fences % 2 === 1) cut += "\n```";
  const open = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
  for (let i = 0; i < open; i++) cut += "\n</details>";
  return `${cut}\n\n${note}`.slice(0, limit);
}

/** The sticky body: the marker first, then the rendered report, within GitHub's limit. */
export function stickyBody(markdown: string, overflowNote: string): string {
  return `${STICKY_MARKER}\n${fitToLimit(markdown, COMMENT_LIMIT - STICKY_MARKER.length - 1, overflowNote)}`;
}

/** Only the action's own comments count: a user quoting the marker must not get their comment overwritten. */
export function isOwnSticky(c: IssueComment, botLogin?: string): boolean {
  if (!c.body.startsWith(STICKY_MARKER)) return false;
  return botLogin ? c.userLogin === botLogin : c.userType === "Bot";
}

export interface StickyResult {
  action: "created" | "updated" | "unchanged";
  id: number;
  url: string;
}

/** Find the sticky among all pages of comments and update it in place; create it only when absent. */
export async function upsertSticky(
  client: GitHubClient,
  issue: number,
  body: string,
  opts: { botLogin?: string; logger: Logger },
): Promise<StickyResult> {
  const comments = await client.listIssueComments(issue);
  const mine = comments.filter((c) => isOwnSticky(c, opts.botLogin));
  const existing = mine[mine.length - 1];
  if (mine.length > 1)
    opts.logger.warn(`found ${mine.length} SkillAudit comments on #${issue}; updating the newest`);
  if (existing) {
    if (existing.body === body) return { action: "unchanged", id: existing.id, url: existing.htmlUrl };
    const c = await client.updateIssueComment(existing.id, body);
    return { action: "updated", id: c.id, url: c.htmlUrl };
  }
  const c = await client.createIssueComment(issue, body);
  return { action: "created", id: c.id, url: c.htmlUrl };
}

/** Rewrites the sticky comment when there is one (a later push no longer touches any skill); never creates one. */
export async function updateStickyIfPresent(
  client: GitHubClient,
  issue: number,
  body: string,
  opts: { botLogin?: string },
): Promise<StickyResult | null> {
  const mine = (await client.listIssueComments(issue)).filter((c) => isOwnSticky(c, opts.botLogin));
  const existing = mine[mine.length - 1];
  if (!existing) return null;
  if (existing.body === body) return { action: "unchanged", id: existing.id, url: existing.htmlUrl };
  const c = await client.updateIssueComment(existing.id, body);
  return { action: "updated", id: c.id, url: c.htmlUrl };
}
