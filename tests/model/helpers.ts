import type { CollectedSkill } from "../../src/collect/schema";

export function fakeSkill(files: Record<string, string>): CollectedSkill {
  const contents = new Map(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)]));
  return {
    pkg: {
      name: "demo",
      description: "demo skill",
      root: "/tmp/demo",
      frontmatter: {},
      validationMode: "spec",
      warnings: [],
      files: Object.entries(files).map(([path, v]) => ({
        path,
        size: v.length,
        sha256: "x",
        kind: "text",
        executable: false,
      })),
      totalBytes: 0,
      contentHash: "h",
      provenance: {},
    },
    contents,
  };
}
