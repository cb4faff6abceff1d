/**
 * Git data API (refs, commits, trees) for the FakeGitHub, so a commit made through the real
 * Octokit can be read back file by file. Requests still pass the fake's OpenAPI validation
 * first; this only answers the routes the shared fake does not script.
 */
import { createHash } from "node:crypto";
import type { FakeGitHub } from "../support/github-server";

type Body = Record<string, unknown> | undefined;
type Reply = { status: number; body: unknown; headers?: Record<string, string> } | null;
type Route = (
  opId: string,
  p: Record<string, string>,
  q: Record<string, string>,
  body: Body,
  url: URL,
) => Reply;

export interface FakeCommit {
  sha: string;
  message: string;
  parents: string[];
  tree: string;
}

export interface GitData {
  refs: Map<string, string>;
  commits: Map<string, FakeCommit>;
  /** tree sha -> path -> file. */
  trees: Map<string, Map<string, { mode: string; content: string }>>;
  /** Answer every write with 403, as GitHub does for a token without contents: write. */
  readOnly: boolean;
  /** The files of a branch's head commit. */
  filesAt(branch: string): Map<string, { mode: string; content: string }>;
}

const sha = (s: string) => createHash("sha1").update(s).digest("hex");

export function addGitData(gh: FakeGitHub, branches: string[]): GitData {
  const data: GitData = {
    refs: new Map(),
    commits: new Map(),
    trees: new Map(),
    readOnly: false,
    filesAt(branch) {
      const head = this.commits.get(this.refs.get(branch) ?? "");
      return this.trees.get(head?.tree ?? "") ?? new Map();
    },
  };
  const emptyTree = sha("tree:");
  data.trees.set(emptyTree, new Map());
  for (const b of branches) {
    const c = { sha: sha(`root:${b}`), message: "root", parents: [], tree: emptyTree };
    data.commits.set(c.sha, c);
    data.refs.set(b, c.sha);
  }
  const denied = {
    status: 403,
    body: { message: "Resource not accessible by integration", status: "403" },
  };
  const kit = gh as unknown as { route: Route };
  const base = kit.route.bind(gh);
  kit.route = (opId, p, q, body, url) => {
    const ref = (p.ref ?? "").replace(/^heads\//, "");
    switch (opId) {
      case "git/get-ref": {
        const at = data.refs.get(ref);
        if (!at) return { status: 404, body: { message: "Not Found" } };
        return { status: 200, body: { ref: `refs/heads/${ref}`, object: { sha: at, type: "commit" } } };
      }
      case "git/get-commit": {
        const c = data.commits.get(p.commit_sha ?? "");
        if (!c) return { status: 404, body: { message: "Not Found" } };
        return { status: 200, body: { sha: c.sha, message: c.message, tree: { sha: c.tree } } };
      }
      case "git/create-tree": {
        if (data.readOnly) return denied;
        const files = new Map(data.trees.get(String(body?.base_tree ?? "")) ?? []);
        for (const e of (body?.tree ?? []) as { path: string; mode: string; content: string }[]) {
          files.set(e.path, { mode: e.mode, content: e.content });
        }
        const t = sha(`tree:${JSON.stringify([...files])}`);
        data.trees.set(t, files);
        return { status: 201, body: { sha: t, tree: [] } };
      }
      case "git/create-commit": {
        if (data.readOnly) return denied;
        const c: FakeCommit = {
          sha: sha(`commit:${JSON.stringify(body)}`),
          message: String(body?.message),
          parents: (body?.parents as string[]) ?? [],
          tree: String(body?.tree),
        };
        data.commits.set(c.sha, c);
        return { status: 201, body: { sha: c.sha } };
      }
      case "git/update-ref": {
        if (data.readOnly) return denied;
        const current = data.refs.get(ref);
        const next = data.commits.get(String(body?.sha));
        if (!current || !next) return { status: 422, body: { message: "Reference does not exist" } };
        if (!body?.force && !next.parents.includes(current))
          return { status: 422, body: { message: "Update is not a fast forward" } };
        data.refs.set(ref, next.sha);
        return { status: 200, body: { ref: `refs/heads/${ref}`, object: { sha: next.sha } } };
      }
      default:
        return base(opId, p, q, body, url);
    }
  };
  return data;
}
