import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import type { Logger } from "../util/logger";

/** The slice of GitHub the action needs; core logic depends on this, tests on a local server. */
export interface GitHubClient {
  readonly owner: string;
  readonly repo: string;
  getPull(pr: number): Promise<PullInfo>;
  /** Every changed file of a pull request, across all pages. */
  listPullFiles(pr: number): Promise<ChangedFile[]>;
  /** A file's bytes at a ref (branch or commit), or null when it does not exist there (or is a folder). */
  getFile(path: string, ref: string): Promise<Buffer | null>;
  /** The entries of a folder at a ref, or null when there is no such folder. */
  listFolder(path: string, ref: string): Promise<{ name: string; path: string; type: string }[] | null>;
  /** Every entry of a commit's tree (recursive); truncated when GitHub did not list them all. */
  getTree(ref: string): Promise<{ entries: TreeEntry[]; truncated: boolean }>;
  getBlob(sha: string): Promise<Buffer>;
  deleteIssueComment(commentId: number): Promise<void>;
  /** Every comment on an issue or pull request, across all pages. */
  listIssueComments(issue: number): Promise<IssueComment[]>;
  createIssueComment(issue: number, body: string): Promise<IssueComment>;
  updateIssueComment(commentId: number, body: string): Promise<IssueComment>;
  addCommentReaction(commentId: number, content: Reaction): Promise<void>;
  /** "none" when the user is not a collaborator. */
  getPermission(username: string): Promise<Permission>;
  createCheckRun(input: { name: string; headSha: string; detailsUrl?: string }): Promise<number>;
  updateCheckRun(id: number, update: CheckRunUpdate): Promise<void>;
  listOpenIssues(label: string): Promise<IssueInfo[]>;
  createIssue(input: { title: string; body: string; labels: string[] }): Promise<IssueInfo>;
  updateIssue(issue: number, input: { body: string }): Promise<void>;
  /** Create or replace a file on a branch (no sha: only for new files). */
  putFile(input: { path: string; branch: string; message: string; content: string }): Promise<void>;
  /**
   * One commit on top of a branch adding or replacing text files (git data API: ref, commit,
   * tree, commit, ref). Fails without moving the branch if it moved meanwhile (no force).
   */
  commitFiles(input: { branch: string; message: string; files: CommitFile[] }): Promise<{ sha: string }>;
  /** Like commitFiles, but a missing branch is created with this commit as its only (root) commit. */
  commitToDataBranch(input: {
    branch: string;
    message: string;
    files: CommitFile[];
  }): Promise<{ sha: string }>;
}

export interface CommitFile {
  /** Repository-relative POSIX path. */
  path: string;
  content: string;
  executable?: boolean;
}

/** Tree entries for files written in one commit. */
const blobs = (files: CommitFile[]) =>
  files.map((f) => ({
    path: f.path,
    mode: f.executable ? ("100755" as const) : ("100644" as const),
    type: "blob" as const,
    content: f.content,
  }));

export type Reaction = "+1" | "-1" | "eyes" | "confused" | "rocket" | "heart" | "hooray" | "laugh";
export type Permission = "admin" | "maintain" | "write" | "triage" | "read" | "none";

export interface TreeEntry {
  path: string;
  /** "100644", "100755", "120000" (symlink), "160000" (submodule), "040000" (folder). */
  mode: string;
  type: "blob" | "tree" | "commit";
  sha: string;
  size?: number;
}

export interface PullInfo {
  number: number;
  headSha: string;
  headRef: string;
  baseSha: string;
  baseRef: string;
  headRepo: string | null;
  baseRepo: string;
  labels: string[];
}

export interface ChangedFile {
  filename: string;
  status: string;
  previousFilename?: string;
}

export interface IssueComment {
  id: number;
  body: string;
  userLogin: string;
  userType: string;
  htmlUrl: string;
}

export interface IssueInfo {
  number: number;
  title: string;
  body: string;
  htmlUrl: string;
}

export interface CheckRunUpdate {
  status?: "in_progress" | "completed";
  conclusion?: "success" | "failure" | "neutral" | "cancelled" | "skipped" | "action_required";
  output?: { title: string; summary: string; text?: string; annotations?: Annotation[] };
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  message: string;
  title?: string;
  raw_details?: string;
}

const Kit = Octokit.plugin(retry, throttling);

export interface ClientOptions {
  token: string;
  /** Full "owner/name". */
  repository: string;
  baseUrl?: string;
  logger: Logger;
  /** Retries for 5xx / rate limits; tests lower it. */
  retries?: number;
  /** The throttling plugin spaces writes about a second apart; tests switch it off. */
  throttle?: boolean;
}

/** Octokit wrapped once with retry and throttling; everything else goes through the interface. */
export function createGitHubClient(opts: ClientOptions): GitHubClient {
  const [owner, repo] = opts.repository.split("/");
  if (!owner || !repo) throw new Error(`repository "${opts.repository}" is not owner/name`);
  const retries = opts.retries ?? 3;
  const log = opts.logger;
  const kit = new Kit({
    auth: opts.token || undefined,
    baseUrl: opts.baseUrl ?? "https://api.github.com",
    userAgent: "skillaudit-action",
    log: {
      debug: () => {},
      info: () => {},
      warn: (m: string) => log.warn(m),
      error: (m: string) => log.warn(m),
    },
    request: { retries },
    throttle: {
      enabled: opts.throttle ?? true,
      onRateLimit: (after: number, o: { method: string; url: string }, _k: unknown, count: number) => {
        log.warn(`GitHub rate limit on ${o.method} ${o.url}; retrying after ${after}s`);
        return count < retries;
      },
      onSecondaryRateLimit: (
        after: number,
        o: { method: string; url: string },
        _k: unknown,
        count: number,
      ) => {
        log.warn(`GitHub secondary rate limit on ${o.method} ${o.url}; retrying after ${after}s`);
        return count < retries;
      },
    },
  });
  const r = { owner, repo };
  const comment = (c: {
    id: number;
    body?: string | null;
    user?: { login: string; type: string } | null;
    html_url: string;
  }): IssueComment => ({
    id: c.id,
    body: c.body ?? "",
    userLogin: c.user?.login ?? "",
    userType: c.user?.type ?? "",
    htmlUrl: c.html_url,
  });
  const labelNames = (labels: (string | { name?: string })[]) =>
    labels.map((l) => (typeof l === "string" ? l : (l.name ?? ""))).filter(Boolean);

  return {
    owner,
    repo,
    async getPull(pr) {
      const { data } = await kit.rest.pulls.get({ ...r, pull_number: pr });
      return {
        number: data.number,
        headSha: data.head.sha,
        headRef: data.head.ref,
        baseSha: data.base.sha,
        baseRef: data.base.ref,
        headRepo: data.head.repo?.full_name ?? null,
        baseRepo: data.base.repo.full_name,
        labels: labelNames(data.labels),
      };
    },
    async listPullFiles(pr) {
      const files = await kit.paginate(kit.rest.pulls.listFiles, { ...r, pull_number: pr, per_page: 100 });
      return files.map((f) => ({
        filename: f.filename,
        status: f.status,
        ...(f.previous_filename ? { previousFilename: f.previous_filename } : {}),
      }));
    },
    async getFile(path, ref) {
      try {
        const { data } = await kit.rest.repos.getContent({ ...r, path, ref });
        if (Array.isArray(data) || data.type !== "file" || !("content" in data)) return null;
        return Buffer.from(data.content, "base64");
      } catch (e) {
        if ((e as { status?: number }).status === 404) return null;
        throw e;
      }
    },
    async listFolder(path, ref) {
      try {
        const { data } = await kit.rest.repos.getContent({ ...r, path, ref });
        if (!Array.isArray(data)) return null;
        return data.map((e) => ({ name: e.name, path: e.path, type: e.type }));
      } catch (e) {
        if ((e as { status?: number }).status === 404) return null;
        throw e;
      }
    },
    async getTree(ref) {
      const { data } = await kit.rest.git.getTree({ ...r, tree_sha: ref, recursive: "1" });
      return {
        truncated: data.truncated,
        entries: data.tree.map((e) => ({
          path: e.path ?? "",
          mode: e.mode ?? "",
          type: (e.type ?? "blob") as TreeEntry["type"],
          sha: e.sha ?? "",
          ...(e.size !== undefined ? { size: e.size } : {}),
        })),
      };
    },
    async getBlob(sha) {
      const { data } = await kit.rest.git.getBlob({ ...r, file_sha: sha });
      return Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8");
    },
    async deleteIssueComment(id) {
      try {
        await kit.rest.issues.deleteComment({ ...r, comment_id: id });
      } catch (e) {
        // Already gone (another run removed the same duplicate).
        if ((e as { status?: number }).status !== 404) throw e;
      }
    },
    async listIssueComments(issue) {
      const all = await kit.paginate(kit.rest.issues.listComments, {
        ...r,
        issue_number: issue,
        per_page: 100,
      });
      return all.map(comment);
    },
    async createIssueComment(issue, body) {
      const { data } = await kit.rest.issues.createComment({ ...r, issue_number: issue, body });
      return comment(data);
    },
    async updateIssueComment(id, body) {
      const { data } = await kit.rest.issues.updateComment({ ...r, comment_id: id, body });
      return comment(data);
    },
    async addCommentReaction(id, content) {
      await kit.rest.reactions.createForIssueComment({ ...r, comment_id: id, content });
    },
    async getPermission(username) {
      try {
        const { data } = await kit.rest.repos.getCollaboratorPermissionLevel({ ...r, username });
        const role = (data.role_name || data.permission) as Permission;
        return ["admin", "maintain", "write", "triage", "read"].includes(role) ? role : "none";
      } catch (e) {
        if ((e as { status?: number }).status === 404) return "none";
        throw e;
      }
    },
    async createCheckRun({ name, headSha, detailsUrl }) {
      const { data } = await kit.rest.checks.create({
        ...r,
        name,
        head_sha: headSha,
        status: "in_progress",
        started_at: new Date().toISOString(),
        ...(detailsUrl ? { details_url: detailsUrl } : {}),
      });
      return data.id;
    },
    async updateCheckRun(id, u) {
      await kit.rest.checks.update({
        ...r,
        check_run_id: id,
        ...(u.status ? { status: u.status } : {}),
        ...(u.conclusion ? { conclusion: u.conclusion, completed_at: new Date().toISOString() } : {}),
        ...(u.output ? { output: u.output } : {}),
      });
    },
    async listOpenIssues(label) {
      const all = await kit.paginate(kit.rest.issues.listForRepo, {
        ...r,
        state: "open",
        labels: label,
        per_page: 100,
      });
      return all
        .filter((i) => !i.pull_request)
        .map((i) => ({ number: i.number, title: i.title, body: i.body ?? "", htmlUrl: i.html_url }));
    },
    async createIssue({ title, body, labels }) {
      const { data } = await kit.rest.issues.create({ ...r, title, body, labels });
      return { number: data.number, title: data.title, body: data.body ?? "", htmlUrl: data.html_url };
    },
    async updateIssue(issue, { body }) {
      await kit.rest.issues.update({ ...r, issue_number: issue, body });
    },
    async putFile({ path, branch, message, content }) {
      await kit.rest.repos.createOrUpdateFileContents({
        ...r,
        path,
        branch,
        message,
        content: Buffer.from(content, "utf8").toString("base64"),
      });
    },
    async commitToDataBranch({ branch, message, files }) {
      try {
        await kit.rest.git.getRef({ ...r, ref: `heads/${branch}` });
      } catch (e) {
        if ((e as { status?: number }).status !== 404) throw e;
        const { data: tree } = await kit.rest.git.createTree({
          ...r,
          tree: blobs(files),
        });
        const { data: commit } = await kit.rest.git.createCommit({
          ...r,
          message,
          tree: tree.sha,
          parents: [],
        });
        await kit.rest.git.createRef({ ...r, ref: `refs/heads/${branch}`, sha: commit.sha });
        return { sha: commit.sha };
      }
      return this.commitFiles({ branch, message, files });
    },
    async commitFiles({ branch, message, files }) {
      const ref = `heads/${branch}`;
      const { data: head } = await kit.rest.git.getRef({ ...r, ref });
      const { data: parent } = await kit.rest.git.getCommit({ ...r, commit_sha: head.object.sha });
      const { data: tree } = await kit.rest.git.createTree({
        ...r,
        base_tree: parent.tree.sha,
        tree: blobs(files),
      });
      const { data: commit } = await kit.rest.git.createCommit({
        ...r,
        message,
        tree: tree.sha,
        parents: [head.object.sha],
      });
      await kit.rest.git.updateRef({ ...r, ref, sha: commit.sha, force: false });
      return { sha: commit.sha };
    },
  };
}
