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
  /** Answer tree listings as GitHub does for very large trees: `truncated: true`. */
  truncateTrees: boolean;
  /** The files of a branch's head commit. */
  filesAt(branch: string): Map<string, { mode: string; content: string }>;
  /** A commit holding exactly these files (text, or base64 for bytes: `{ base64 }`); returns its sha. */
  commit(files: Record<string, string | { base64: string }>, parents?: string[]): string;
  /** Point a branch at a commit. */
  setBranch(branch: string, sha: string): void;
}

/** A blob's bytes: content is kept as text unless it was given as base64. */
function blobBytes(f: { content: string; encoding?: string }): Buffer {
  return f.encoding === "base64" ? Buffer.from(f.content, "base64") : Buffer.from(f.content, "utf8");
}

const sha = (s: string) => createHash("sha1").update(s).digest("hex");

export function addGitData(gh: FakeGitHub, branches: string[]): GitData {
  const data: GitData = {
    refs: new Map(),
    commits: new Map(),
    trees: new Map(),
    readOnly: false,
    truncateTrees: false,
    filesAt(branch) {
      const head = this.commits.get(this.refs.get(branch) ?? "");
      return this.trees.get(head?.tree ?? "") ?? new Map();
    },
    commit(files, parents = []) {
      const tree = new Map<string, { mode: string; content: string; encoding?: string }>();
      for (const [path, f] of Object.entries(files)) {
        tree.set(
          path,
          typeof f === "string"
            ? { mode: "100644", content: f }
            : { mode: "100644", content: f.base64, encoding: "base64" },
        );
      }
      const t = sha(`tree:${JSON.stringify([...tree])}`);
      this.trees.set(t, tree);
      const c = { sha: sha(`commit:${t}:${parents.join(",")}`), message: "test", parents, tree: t };
      this.commits.set(c.sha, c);
      return c.sha;
    },
    setBranch(branch, at) {
      this.refs.set(branch, at);
    },
  };
  /** A ref (branch name or commit sha) to its tree's files. */
  const treeOf = (ref: string) => {
    const c = data.commits.get(data.refs.get(ref) ?? ref);
    if (c)
      return {
        sha: c.tree,
        files: data.trees.get(c.tree) as Map<string, { mode: string; content: string; encoding?: string }>,
      };
    const t = data.trees.get(ref);
    return t
      ? { sha: ref, files: t as Map<string, { mode: string; content: string; encoding?: string }> }
      : null;
  };
  const blobSha = (f: { content: string; encoding?: string }) =>
    sha(`blob:${blobBytes(f).toString("base64")}`);
  const blobs = () => {
    const out = new Map<string, { content: string; encoding?: string }>();
    for (const t of data.trees.values()) for (const f of t.values()) out.set(blobSha(f), f);
    return out;
  };
  const notFound = { status: 404, body: { message: "Not Found" } };
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
      case "repos/get-content": {
        const tree = treeOf(q.ref ?? "main");
        const path = p.path ?? "";
        if (!tree) return notFound;
        const file = tree.files.get(path);
        const url = `https://api.github.com/repos/o/r/contents/${path}`;
        const entry = (
          name: string,
          at: string,
          type: "file" | "dir",
          f?: { content: string; encoding?: string },
        ) => ({
          type,
          name,
          path: at,
          sha: f ? blobSha(f) : sha(`dir:${at}`),
          size: f ? blobBytes(f).length : 0,
          url,
          git_url: null,
          html_url: null,
          download_url: null,
          _links: { self: url, git: null, html: null },
        });
        if (file) {
          const name = path.split("/").at(-1) ?? path;
          return {
            status: 200,
            body: {
              ...entry(name, path, "file", file),
              encoding: "base64",
              content: blobBytes(file).toString("base64"),
            },
          };
        }
        const prefix = `${path.replace(/\/$/, "")}/`;
        const children = new Map<string, ReturnType<typeof entry>>();
        for (const [fp, f] of tree.files) {
          if (!fp.startsWith(prefix)) continue;
          const [name, ...rest] = fp.slice(prefix.length).split("/");
          if (!name) continue;
          const at = `${prefix}${name}`;
          children.set(name, rest.length ? entry(name, at, "dir") : entry(name, at, "file", f));
        }
        if (children.size === 0) return notFound;
        return { status: 200, body: [...children.values()] };
      }
      case "git/get-tree": {
        const tree = treeOf(p.tree_sha ?? "");
        if (!tree) return notFound;
        const entries: { path: string; mode: string; type: string; sha: string; size?: number }[] = [];
        const dirs = new Set<string>();
        for (const [fp, f] of tree.files) {
          const parts = fp.split("/");
          for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join("/"));
          entries.push({ path: fp, mode: f.mode, type: "blob", sha: blobSha(f), size: blobBytes(f).length });
        }
        for (const d of dirs) entries.push({ path: d, mode: "040000", type: "tree", sha: sha(`dir:${d}`) });
        entries.sort((a, b) => (a.path < b.path ? -1 : 1));
        const listed = q.recursive ? entries : entries.filter((e) => !e.path.includes("/"));
        return { status: 200, body: { sha: tree.sha, url: "", tree: listed, truncated: data.truncateTrees } };
      }
      case "git/get-blob": {
        const f = blobs().get(p.file_sha ?? "");
        if (!f) return notFound;
        const bytes = blobBytes(f);
        return {
          status: 200,
          body: {
            sha: p.file_sha,
            size: bytes.length,
            url: "",
            node_id: "B",
            encoding: "base64",
            content: bytes.toString("base64"),
          },
        };
      }
      case "git/create-ref": {
        if (data.readOnly) return denied;
        const name = String(body?.ref ?? "").replace(/^refs\/heads\//, "");
        if (data.refs.has(name)) return { status: 422, body: { message: "Reference already exists" } };
        if (!data.commits.has(String(body?.sha)))
          return { status: 422, body: { message: "Object does not exist" } };
        data.refs.set(name, String(body?.sha));
        return {
          status: 201,
          body: {
            ref: `refs/heads/${name}`,
            node_id: "R",
            url: "",
            object: { sha: body?.sha, type: "commit", url: "" },
          },
        };
      }
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
