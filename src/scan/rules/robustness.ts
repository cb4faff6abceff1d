import { matchAll } from "../../util/regex";
import type { Region } from "../segment";
import { braceBlocks, callText, codeOf, colOf, lineOf, pyBlock, pyEnclosedBy, within } from "./helpers";
import type { FileInfo, FileRule, Hit, Rule } from "./types";

/** Robustness rules look at shipped scripts only: documentation snippets are not run unattended. */
function script(file: FileInfo, langs: string[]): Region | undefined {
  const r = codeOf(file);
  return r && langs.includes(r.lang === "dockerfile" ? "shell" : r.lang) ? r : undefined;
}

/** A Go source file's code ("source" is every compiled language's region). */
const goCode = (file: FileInfo): Region | undefined =>
  /\.go$/i.test(file.path) ? script(file, ["source"]) : undefined;
/** A context deadline: whatever runs under it gives up. */
const GO_DEADLINE = /\bcontext\.With(?:Timeout|Deadline)\b/;

const fileRule = (
  id: string,
  pattern: FileRule["pattern"],
  confidence: number,
  message: string,
  check: FileRule["check"],
): FileRule => ({
  kind: "file",
  id,
  pattern,
  confidence,
  message,
  check,
});

const lineTextAt = (text: string, off: number) =>
  text.slice(text.lastIndexOf("\n", off - 1) + 1, (text.indexOf("\n", off) + 1 || text.length + 1) - 1);

// R1 -------------------------------------------------------------------------------------------

const VALIDATES =
  /\b(isinstance|validate|jsonschema|pydantic|model_validate|parse_obj|schema|assert\b|raise\s+\w*(Error|Exception)|typeof|Array\.isArray|instanceof|safeParse|\.parse\(|Number\.isNaN|isNaN|Number\.isFinite|\.isdigit\(|if\s+not\s+\w+|if\s*\(\s*!)/;

/** `if is_number(value):` (or a conditional expression) just before a conversion of `value` is validation. */
function guardedBefore(lines: string[], i: number, at: string): boolean {
  // `int(cols[1])` after `if len(cols) < 5 or not cols[1].isdigit(): continue` is checked too.
  const arg = /^(?:int|float|Decimal)\s*\(\s*([A-Za-z_][\w.]*(?:\[[^\]\n]{1,20}\])?)\s*\)/.exec(at)?.[1];
  if (!arg) return false;
  const name = arg.replace(/[.[\]()*+?^$|\\]/g, "\\$&");
  const cond = new RegExp(`\\bif\\b[^\\n]*\\b${name}(?![\\w[])`);
  return lines.slice(Math.max(0, i - 3), i + 1).some((l) => cond.test(l));
}

/** Where untrusted input comes from: stdin, the network, a message or request body. */
const UNTRUSTED =
  /\bsys\.stdin|\bstdin\b|\binput\s*\(|\burlopen|\brequests?\.|\bresp\w*\b|\bresponse\b|\.content\b|\.text\b(?!\s*\()|\bbody\b|\bpayload\b|\bmessage\b|\bmsg\b|\bevent\b|\bwebhook\b|\brecv\b|\bsocket\b|\bline\b|\braw\b|\bsys\.argv|\bargs\.\w+|\bargv\b/i;

const R1_PARSE = fileRule(
  "R1.unvalidated-parse",
  "R1",
  0.55,
  "Parses external input without validation or error handling",
  (file) => {
    const out: Hit[] = [];
    const py = script(file, ["python"]);
    if (py) {
      const lines = py.text.split("\n");
      // Structured parses of input the script does not control: stdin, the network, data files it is
      // given (CSV fields, split lines, XML lookups). Its own settings, the operator's environment
      // variables and config file, and files it wrote are not input.
      const re =
        /\bjson\.loads?\s*\(|\byaml\.(?:safe_)?load\s*\(|\bpickle\.loads?\s*\(|\b(?:int|float|Decimal)\s*\(\s*(?:sys\.argv\[|args\[|argv\[|input\s*\(|request\.|text\b|raw\b|value\b|s\b|amount\b|field\b|cell\b|token\b|params?\[|row\[|r\[|rec\[|record\[|cols?\[|fields?\[|parts\[)|^[ \t]*\w+(?:\s*,\s*\w+)+\s*=\s*[\w.[\]]+\.(?:split|rsplit)\s*\([^\n]*$|\bcsv\.DictReader\s*\(\s*sys\.stdin|\b\w+\.find\s*\([^)\n]*\)\s*\.(?:get|text|attrib)\b/gm;
      for (const m of matchAll(py.text, re)) {
        const i = lineOf(py, m.index ?? 0) - py.startLine;
        const call = callText(py.text, (m.index ?? 0) + m[0].length - 1, 300);
        if (
          /^(json|yaml|tomllib)/.test(m[0]) &&
          !UNTRUSTED.test(`${call} ${lines.slice(Math.max(0, i - 3), i + 1).join(" ")}`)
        )
          continue;
        // dict(l.split("=", 1) for l in ... if "=" in l): the rows are filtered first.
        if (/\.split/.test(m[0]) && /\bif\b[^\n]*\bin\b/.test(lines[i] ?? "")) continue;
        if (/^yaml\.load/.test(m[0]) && /Loader\s*=\s*(?:yaml\.)?(?:Safe|Base|CSafe)Loader/.test(call))
          continue;
        if (/^json\.loads?/.test(m[0]) && /^\(\s*["'{[]/.test(call)) continue; // a literal
        if (/open\s*\(\s*["'][^"']+["']|Path\(\s*["'][^"']+["']\)/.test(call) && !/^pickle/.test(m[0]))
          continue; // the skill's own file
        if (pyEnclosedBy(lines, i, /^try\s*:/)) continue;
        if (guardedBefore(lines, i, py.text.slice(m.index ?? 0, (m.index ?? 0) + 200))) continue;
        const next = lines.slice(i + 1, i + 8).join("\n");
        if (VALIDATES.test(next) && !/^(pickle|yaml\.load)/.test(m[0])) continue;
        const unsafe = /^pickle|^yaml\.load\s*\(/.test(m[0]) && !/Loader/.test(call);
        out.push({
          line: lineOf(py, m.index ?? 0),
          col: colOf(py, m.index ?? 0),
          confidence: unsafe ? 0.7 : 0.55,
          message: unsafe
            ? `${m[0].replace(/\s*\($/, "")} on input it does not control: arbitrary objects, no validation`
            : `${m[0].replace(/\s*\($/, "")}(...) with no try/except and no check of the result's shape; malformed input crashes with a traceback`,
        });
      }
    }
    const js = script(file, ["js"]);
    if (js) {
      const tries = braceBlocks(js.text, /\btry\s*\{/);
      for (const m of matchAll(
        js.text,
        /\bJSON\.parse\s*\(|\b(?:parseInt|parseFloat|Number)\s*\(\s*process\.argv\[|\byaml\.load\s*\(/g,
      )) {
        const off = m.index ?? 0;
        if (within(tries, off)) continue;
        const call = callText(js.text, off + m[0].length - 1, 300);
        if (/^\(\s*["'`{[]/.test(call)) continue;
        if (/readFileSync\s*\(\s*["'`][^"'`$]+["'`]/.test(call)) continue; // the skill's own file
        const next = js.text
          .slice(off, off + 500)
          .split("\n")
          .slice(1, 8)
          .join("\n");
        if (VALIDATES.test(next) || /\.catch\s*\(/.test(lineTextAt(js.text, off))) continue;
        out.push({
          line: lineOf(js, off),
          col: colOf(js, off),
          message: `${m[0].replace(/\s*\($/, "")}(...) outside try/catch with no validation of the result`,
        });
      }
    }
    return out;
  },
);

/** Checks that make a caller's value safe for a code, SQL, shell or path sink. */
const SINK_GUARD =
  /\b(?:isinstance|validate\w*|re\.(?:fullmatch|match)|fullmatch|isdigit|isalnum|isidentifier|shlex\.quote|quote|realpath|abspath|normpath|resolve|is_relative_to|commonpath|startswith|secure_filename|basename|ast\.literal_eval|raise\s+\w*(?:Error|Exception)|assert\b)|\bnot\s+in\b|\bin\s+(?:ALLOWED|VALID|[A-Z_]{4,})\b/;

/**
 * A function's parameter reaching eval/exec, an SQL string, a shell string or a file path with no
 * check in the function: whatever the caller passes is run, queried or opened as it is.
 */
const R1_SINK = fileRule(
  "R1.unvalidated-sink",
  "R1",
  0.6,
  "Passes a caller's value to eval, SQL, a shell or a file path without validating it",
  (file) => {
    const py = script(file, ["python"]);
    if (!py || !/\b(?:eval|exec|execute|executemany|system|popen|open|join)\s*\(/.test(py.text)) return [];
    const out: Hit[] = [];
    const lines = py.text.split("\n");
    lines.forEach((l, i) => {
      const d = /^\s*(?:async\s+)?def\s+\w+\s*\(([^)]*)\)/.exec(l);
      if (!d) return;
      const params = (d[1] ?? "")
        .split(",")
        .map((p) => p.trim().split(/[:=\s]/)[0] ?? "")
        .filter((p) => /^[a-z_]\w*$/i.test(p) && p !== "self" && p !== "cls");
      if (!params.length) return;
      const body = pyBlock(lines, i);
      const text = body.map((k) => lines[k]).join("\n");
      if (SINK_GUARD.test(text)) return;
      const alt = params.join("|");
      const sinks: [RegExp, string][] = [
        [
          new RegExp(`\\b(?:eval|exec)\\s*\\(\\s*(?:f["'][^"'\\n]*\\{(?:${alt})\\b|(?:${alt})\\s*[,)])`),
          "evaluates it as code",
        ],
        [
          new RegExp(
            `\\b(?:execute|executemany|executescript)\\s*\\(\\s*(?:f["'][^"'\\n]*\\{(?:${alt})\\b|["'][^"'\\n]*["']\\s*(?:\\+|%)\\s*\\(?\\s*(?:${alt})\\b)|^\\s*\\w+\\s*=\\s*f["'](?:SELECT|INSERT|UPDATE|DELETE)\\b[^\\n]*?\\{(?:${alt})\\b`,
            "im",
          ),
          "builds SQL from it",
        ],
        [
          new RegExp(
            `\\b(?:os\\.system|os\\.popen|subprocess\\.\\w+)\\s*\\(\\s*f["'][^"'\\n]*\\{(?:${alt})\\b`,
          ),
          "puts it into a shell command",
        ],
        [
          new RegExp(
            `\\bos\\.path\\.join\\s*\\([^)\\n]*\\b(?:${alt})\\s*\\)|^\\s*\\w+\\s*=\\s*f["']\\/[^"'\\n]*\\{(?:${alt})\\}`,
            "m",
          ),
          "opens a path built from it (../ walks out)",
        ],
      ];
      for (const [re, how] of sinks) {
        const m = re.exec(text);
        if (!m) continue;
        if (how.startsWith("opens") && !/\bopen\s*\(/.test(text)) continue;
        const k = body[lineIndexOf(text, m.index)] ?? i;
        out.push({
          line: py.startLine + k,
          message: `Takes a caller's value and ${how} with no validation in the function`,
        });
      }
    });
    return out;
  },
);

const lineIndexOf = (text: string, off: number) =>
  text.slice(0, off).split("\n").length - 1 + (/^\n/.test(text.slice(off)) ? 1 : 0);

// R2 -------------------------------------------------------------------------------------------

const R2_TIMEOUT = fileRule("R2.no-timeout", "R2", 0.7, "Network call without a timeout", (file) => {
  const out: Hit[] = [];
  const py = script(file, ["python"]);
  if (py) {
    const usesRequests = /\bimport\s+requests\b|\bfrom\s+requests\b/.test(py.text);
    const re =
      /\b(requests|session|sess|s|client|http)\.(get|post|put|patch|delete|head|request|options)\s*\(|\burlopen\s*\(|\burllib\.request\.urlopen\s*\(|\bhttp\.client\.HTTPS?Connection\s*\(|\bsocket\.create_connection\s*\(|\b(?:smtplib\.SMTP|imaplib\.IMAP4|poplib\.POP3|ftplib\.FTP|telnetlib\.Telnet)(?:_SSL|_TLS)?\s*\(|\baiohttp\.ClientSession\s*\(/g;
    for (const m of matchAll(py.text, re)) {
      const recv = m[1];
      if (recv && recv !== "requests" && !(usesRequests && /requests\.Session\s*\(/.test(py.text))) continue;
      if (
        recv &&
        recv !== "requests" &&
        /timeout\s*=/.test(py.text.match(/requests\.Session\s*\([^\n]*/)?.[0] ?? "")
      )
        continue;
      const call = callText(py.text, (m.index ?? 0) + m[0].length - 1);
      if (/\btimeout\s*=/.test(call)) continue;
      if (/urlopen/.test(m[0]) && (call.match(/,/g) ?? []).length >= 2) continue;
      if (/create_connection/.test(m[0]) && /,\s*[\d.]+\s*\)$/.test(call)) continue;
      if (recv && recv !== "requests" && /\.mount\(|HTTPAdapter|TimeoutSauce|timeout\s*=/.test(py.text))
        continue;
      out.push({
        line: lineOf(py, m.index ?? 0),
        col: colOf(py, m.index ?? 0),
        message: `${m[0].replace(/\s*\($/, "")}(...) has no timeout: a stalled server hangs the agent`,
      });
    }
  }
  const js = script(file, ["js"]);
  if (js && !/AbortSignal\.timeout|AbortController|axios\.defaults\.timeout/.test(js.text)) {
    const re =
      /\bfetch\s*\(|\baxios(?:\.(?:get|post|put|patch|delete|head|request))?\s*\(|\bgot(?:\.(?:get|post|put|patch|delete))?\s*\(|\bhttps?\.(?:get|request)\s*\(/g;
    for (const m of matchAll(js.text, re)) {
      const off = m.index ?? 0;
      if (/^axios\s*\($/.test(m[0]) && /^axios\.create/.test(js.text.slice(off))) continue;
      const call = callText(js.text, off + m[0].length - 1);
      if (/\b(timeout|signal)\s*:/.test(call)) continue;
      if (/^https?\./.test(m[0]) && /\.setTimeout\s*\(|timeout\s*:/.test(js.text)) continue;
      if (/^axios/.test(m[0]) && /axios\.create\s*\(\s*\{[^}]*timeout/.test(js.text)) continue;
      if (/function\s+fetch\b|const\s+fetch\s*=/.test(js.text)) continue;
      out.push({
        line: lineOf(js, off),
        col: colOf(js, off),
        message: `${m[0].replace(/\s*\($/, "")}(...) has no timeout or abort signal`,
      });
    }
  }
  const sh = script(file, ["shell"]);
  if (sh) {
    for (const m of matchAll(sh.text, /(?:^|[\s;&|(`]|\$\()curl\b([^\n]*)/gm)) {
      if (/\s(-m\s*\d|--max-time|--connect-timeout|-\w*m\s*\d)/.test(m[1] ?? "")) continue;
      if (/\b(file:\/\/|localhost|127\.0\.0\.1)/.test(m[1] ?? "")) continue;
      // The match may begin with the newline before the command: report the line of `curl` itself.
      out.push({
        line: lineOf(sh, (m.index ?? 0) + m[0].search(/curl\b/)),
        confidence: 0.5,
        message: "curl without --max-time: a stalled server hangs the script",
      });
    }
  }
  // Go: the default client (http.Get, http.Post, http.DefaultClient) and a client literal without
  // Timeout never give up on a stalled server; a context deadline on the request bounds it.
  const go = goCode(file);
  if (go && !GO_DEADLINE.test(go.text) && !/\bhttp\.DefaultClient\.Timeout\s*=/.test(go.text)) {
    for (const m of matchAll(
      go.text,
      /\bhttp\.(?:Get|Post|PostForm|Head)\s*\(|\bhttp\.DefaultClient\.\w+\s*\(|&?http\.Client\s*\{/g,
    )) {
      const off = m.index ?? 0;
      if (m[0].endsWith("{") && /\bTimeout\s*:/.test(callText(go.text, off + m[0].length - 1))) continue;
      out.push({
        line: lineOf(go, off),
        col: colOf(go, off),
        message: m[0].endsWith("{")
          ? "http.Client without a Timeout: a stalled server hangs the program"
          : `${m[0].replace(/\s*\($/, "")} uses Go's default client, which has no timeout`,
      });
    }
  }
  const ps = script(file, ["powershell"]);
  if (ps) {
    for (const m of matchAll(
      ps.text,
      /\b(?:Invoke-RestMethod|Invoke-WebRequest|irm|iwr)\b((?:[^\n`]|`(?!\r?\n))*(?:`\r?\n(?:[^\n`]|`(?!\r?\n))*)*)/gi,
    )) {
      if (/-TimeoutSec\b|-ConnectionTimeoutSeconds\b|-OperationTimeoutSeconds\b/i.test(m[1] ?? "")) continue;
      if (/\b(localhost|127\.0\.0\.1)\b/.test(m[1] ?? "")) continue;
      out.push({
        line: lineOf(ps, m.index ?? 0),
        confidence: 0.5,
        message: `${m[0].split(/\s/)[0]} without -TimeoutSec: a stalled server hangs the script`,
      });
    }
  }
  return out;
});

// R3 -------------------------------------------------------------------------------------------

/**
 * A loop is bounded when something compared against a limit stops it: an attempt counter, a deadline,
 * a range. A per-command "--timeout" flag or a counter only used for logging is not a bound.
 */
function bounded(code: string): boolean {
  const c = code.replace(/--?timeout[=\s]+\S+/gi, " ");
  return (
    /\b(attempts?|retr(?:y|ies)\w*|tries|tried|count\w*|n|i|j|k|elapsed|waited|iterations?|loops?|polls?)\b\s*(?:[<>]=?|===?|!==?|-(?:ge|gt|lt|le|eq)\b)/i.test(
      c,
    ) ||
    /(?:[<>]=?|-(?:ge|gt|lt|le|eq))\s*\$?\{?(?:MAX|max|limit|LIMIT|retries|RETRIES|attempts|ATTEMPTS|tries|TRIES|deadline|DEADLINE|timeout|TIMEOUT)/.test(
      c,
    ) ||
    /\b(deadline|time\.(?:time|monotonic)\s*\(\s*\)\s*[-<>]|Date\.now\s*\(\s*\)\s*[-<>]|datetime\.now\(\)\s*[-<>]|SECONDS\b|range\s*\(|stop_after|max_tries|max_time|timeout\s+\d+\s+)/.test(
      c,
    )
  );
}
const WORKS =
  /\bsleep\b|setTimeout|\bdelay\b|\bretry\b|\bcatch\b|\bexcept\b|spawn\w*|exec\w*|fetch\s*\(|request\w*|axios|subprocess|urlopen|os\.system|check_output|\bcurl\b|\bwget\b/;

const R3_LOOPS = fileRule(
  "R3.unbounded-retry",
  "R3",
  0.7,
  "Retry or polling loop without a bound",
  (file) => {
    const out: Hit[] = [];
    const msg = "Retries or polls with no maximum attempts or deadline: a stuck dependency hangs the agent";
    const py = script(file, ["python"]);
    if (py) {
      const lines = py.text.split("\n");
      lines.forEach((l, i) => {
        const head = /^\s*while\s+(.+):\s*$/.exec(l);
        if (!head) return;
        const forever = /^(True|1|not\s+[\w.()[\]'"]+)$/.test((head[1] ?? "").trim());
        const body = pyBlock(lines, i)
          .map((k) => lines[k])
          .join("\n");
        const waits =
          /\bsleep\s*\(/.test(body) || (/\bexcept\b/.test(body) && /\b(continue|pass)\b/.test(body));
        if (!waits && !(forever && WORKS.test(body))) return;
        if (bounded(`${l}\n${body}`)) return;
        out.push({ line: py.startLine + i, message: msg });
      });
      for (const m of matchAll(
        py.text,
        /@(?:tenacity\.)?retry\b(\([^\n]*\))?|@backoff\.on_(?:exception|predicate)\s*\(([^\n]*)\)/g,
      )) {
        const args = m[1] ?? m[2] ?? "";
        if (/stop\s*=|max_tries|max_time|stop_after/.test(args)) continue;
        out.push({
          line: lineOf(py, m.index ?? 0),
          message: "Retry decorator without a stop condition retries forever",
        });
      }
    }
    const js = script(file, ["js"]);
    if (js) {
      for (const [start, open, close] of braceBlocks(
        js.text,
        /\bwhile\s*\([^)\n]*\)\s*\{|\bfor\s*\(\s*;\s*;\s*\)\s*\{|\bdo\s*\{/,
      )) {
        const body = js.text.slice(open, close);
        const head = js.text.slice(start, open);
        const tail = /^do/.test(head) ? js.text.slice(close, close + 80) : "";
        const forever =
          /while\s*\(\s*(true|1|![\w.$]+)\s*\)|for\s*\(\s*;\s*;\s*\)/.test(head) ||
          /while\s*\(\s*(true|1|![\w.$]+)\s*\)/.test(tail);
        const waits = /\bsleep\b|setTimeout|\bdelay\b|\bretry\b/.test(body);
        if (!waits && !(forever && WORKS.test(body))) continue;
        if (!forever && !waits) continue;
        if (bounded(`${head}\n${body}\n${tail}`)) continue;
        out.push({ line: lineOf(js, start), message: msg });
      }
      for (const m of matchAll(js.text, /\bsetInterval\s*\(/g)) {
        if (/clearInterval\s*\(/.test(js.text)) continue;
        out.push({
          line: lineOf(js, m.index ?? 0),
          confidence: 0.5,
          message: "Polls with setInterval and never stops",
        });
      }
    }
    // Go: `for {` polling or retrying with a sleep or a request, and nothing counted or timed.
    const go = goCode(file);
    if (go) {
      for (const [start, open, close] of braceBlocks(go.text, /\bfor\s*\{/)) {
        const body = go.text.slice(open, close);
        if (!/\btime\.(?:Sleep|After)\s*\(|\.Do\s*\(|\bhttp\.(?:Get|Post)\s*\(/.test(body)) continue;
        if (
          bounded(body) ||
          GO_DEADLINE.test(body) ||
          /\bctx\.Done\(\)|\btime\.(?:Since|Until)\s*\(/.test(body)
        )
          continue;
        out.push({ line: lineOf(go, start), message: msg });
      }
    }
    const sh = script(file, ["shell"]);
    if (sh) {
      const lines = sh.text.split("\n");
      lines.forEach((l, i) => {
        if (!/^\s*(while|until)\b/.test(l)) return;
        let body = "";
        for (let k = i; k < lines.length && k < i + 40; k++) {
          body += `${lines[k]}\n`;
          if (k > i && /(?:^|;)\s*done\b/.test(lines[k] ?? "")) break;
        }
        if (/\bwhile\s+(?:IFS=\S*\s+)?read\b/.test(l)) return;
        if (!/\bsleep\b/.test(body)) return;
        if (bounded(body)) return;
        out.push({ line: sh.startLine + i, message: msg });
      });
    }
    return out;
  },
);

// R4 -------------------------------------------------------------------------------------------

/**
 * Steps whose failure matters to the user: network calls, processes, databases, deployments,
 * verifications and alerts; and code run from a string (exec, eval, Function), whose failure a
 * silent catch keeps from anyone who could see what it tried. A swallowed error while tidying a
 * local file (pretty-printing XML, an optional cache) is not reported.
 */
const MATTERS =
  /\.write(?:row|rows)?\s*\(|\bjson\.dump\s*\(|\.to_(?:csv|excel|parquet|json)\s*\(|\bshutil\.(?:copy\w*|move)\s*\(|\brequests\.|\burlopen|\burllib\b|\bhttpx\b|\baiohttp\b|\bsocket\b|\bsmtplib\b|\b(?:kubectl|helm|terraform|alembic|flyway|liquibase|psql|mysql|rsync|scp|ssh|sftp)\b|\bgit\s+push|["']push["']|\bnpm\s+publish|\bdocker\s+push|\.execute\s*\(|\bcursor\b|\.commit\s*\(|\brequests?\.\w+\s*\(|\.(?:post|put|patch|send|sendall|sendmail)\s*\(|\bwebhook|\bnotify|\balert|\bdeploy|\bupload|\bboto3\b|\bclient\.|\bsession\.|\bfetch\s*\(|\baxios\b|\bexecSync|\bgethostbyname|\bgetaddrinfo|\.request\s*\(|\bspawn|\bmigrat\w*|\bpayment|\bcharge|\brollout|\bpublish|\bpush\b|\bpaginat\w*|\bnext_?page|(?<![.\w$])(?:exec|eval)\s*\(|\bnew\s+Function\s*\(/i;

/** Reading or parsing input: a record that fails here is lost unless someone is told. */
const PARSES =
  /\b(?:int|float|Decimal|json\.loads?|yaml\.safe_load|datetime\.\w+|open)\s*\(|\.read_text\s*\(|\bcsv\.\w+\s*\(|(?<![.\w])(?:to|parse|as)_(?:int|float|decimal|number|amount|money|date|datetime|time)\w*\s*\(/;

/** Calls that fetch from another machine: an empty fallback for these hides an outage as "nothing found". */
const NETWORK =
  /\brequests\.\w+\s*\(|\burlopen\s*\(|\bhttpx\.|\baiohttp\.|\bNet::HTTP\b|\bURI\.open\b|\bopen-uri\b|\bHTTParty\.|\bFaraday\.|\bfetch\s*\(|\baxios\.|\bsession\.(?:get|post)\s*\(|\bclient\.(?:get|post)\s*\(/;

/** The first line from `from` on that is code (not blank, not a comment), with its indentation. */
function nextStatement(lines: string[], from: number): string {
  for (let k = from; k < Math.min(lines.length, from + 4); k++) {
    const l = lines[k] ?? "";
    const t = l.replace(/^[\s;)}\]]+/, "");
    if (t && !/^(?:#|\/\/)/.test(t)) return l;
  }
  return "";
}

/** `return True`, or a message printed or logged that says a step was done. */
function claimsSuccess(stmt: string): boolean {
  const t = stmt.replace(/^[\s;)}\]]+/, "");
  return (
    /^return\s+(?:True|true)\b/.test(t) ||
    (/^(?:print|console\.log|console\.info|logger\.info|logging\.info|log\.info|click\.echo|echo)\b/.test(
      t,
    ) &&
      /\b(?:done|success(?:ful(?:ly)?)?|succeeded|completed?|finished|committed|queued|submitted|sent|uploaded|published|saved|updated|created|deployed|synced|installed|rendered|ok)\b|✓|✔/i.test(
        t,
      ) &&
      !/fail|error|warn|skip|could\s*n[o']t|unable|cannot|\bnot\b/i.test(t))
  );
}

/** The body of the `try:` an `except` at line i closes (same indentation, searched upward). */
function tryBody(lines: string[], i: number): string {
  const indent = (lines[i] ?? "").length - (lines[i] ?? "").trimStart().length;
  for (let k = i - 1; k >= 0; k--) {
    const l = lines[k] ?? "";
    if (l.trim() === "") continue;
    const d = l.length - l.trimStart().length;
    if (d < indent) break;
    if (d === indent && /^\s*try\s*:/.test(l)) return lines.slice(k + 1, i).join("\n");
  }
  return lines.slice(Math.max(0, i - 10), i).join("\n");
}

/** Best-effort teardown (`DROP VIEW IF EXISTS`, `conn.close()`): a failure there leaves nothing half-done. */
const TEARDOWN =
  /^(?:[\w.]+\.(?:close|terminate|kill|shutdown|disconnect|quit|stop|cleanup|unlink)\(\s*\)|(?:os\.(?:remove|unlink|rmdir)|shutil\.rmtree)\([^()]*\)|[\w.]+\.execute\(\s*f?["'](?:DROP|DETACH)\s+[\w\s]*?IF\s+EXISTS\b[^"']*["']\s*\))$/i;
const teardown = (tried: string): boolean => {
  const stmts = tried
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  return stmts.length > 0 && stmts.every((l) => TEARDOWN.test(l));
};

const R4_SWALLOW = fileRule("R4.swallowed-error", "R4", 0.8, "Errors are swallowed silently", (file) => {
  const out: Hit[] = [];
  const py = script(file, ["python"]);
  if (py) {
    const lines = py.text.split("\n");
    lines.forEach((l, i) => {
      const any = /^\s*except\b[^:\n]*:\s*(.*)$/.exec(l);
      if (!any) return;
      const m =
        /^\s*except\s*(\(?\s*(?:Exception|BaseException)\s*(?:,[^)]*)?\)?)?\s*(?:as\s+\w+\s*)?:\s*(.*)$/.exec(
          l,
        );
      const tried = tryBody(lines, i);
      const inline = (any[1] ?? "").trim();
      const block = inline ? [] : pyBlock(lines, i);
      const body = inline ? [inline] : block.map((k) => (lines[k] ?? "").trim());
      // Whatever was caught, passing over it and then announcing success tells the user a lie.
      // A try that returns its answer falls through to another way of getting it.
      if (body.length === 1 && /^(?:pass|\.\.\.)$/.test(body[0] ?? "") && !/^\s*return\b/m.test(tried)) {
        const at = nextStatement(lines, (block[block.length - 1] ?? i) + 1);
        // Only the statement right after the try, not one after the loop around it.
        const next = at.length - at.trimStart().length === l.length - l.trimStart().length ? at.trim() : "";
        if (claimsSuccess(next)) {
          out.push({
            line: py.startLine + i,
            message: `A failure is passed over and the next line reports success (${next.slice(0, 60)})`,
          });
          return;
        }
      }
      if (!m) return;
      // Reading or parsing input and passing over what fails drops records without a word. Rewriting a
      // file in place (pretty-printing, a repair) is best-effort tidying that leaves the original.
      const dropsInput =
        PARSES.test(tried) &&
        !/\.write(?:_text|_bytes)?\s*\(/.test(tried) &&
        // A try that returns its answer falls through to the next way of getting it.
        !/^\s*return\b/m.test(tried) &&
        body.length > 0 &&
        body.every((b) => /^(?:pass|continue|return(?:\s+(?:None|\[\]|\{\}|0|False))?)$/.test(b));
      if (!MATTERS.test(tried) && !dropsInput) return;
      if (teardown(tried)) return;
      // An except that explains itself ("# skip files that can't be parsed") was left so on purpose,
      // as a commented empty catch is in JavaScript. Comments are blanked in the code region.
      const said = (k: number) => /#\s*\S/.test(file.lines[py.startLine + k - 1] ?? "");
      for (let k = i; k <= (block[block.length - 1] ?? i); k++) if (said(k)) return;
      const caught = m[1] ? `except ${m[1].replace(/[()\s]/g, "").split(",")[0]}` : "Bare except";
      // An empty result for a failed fetch reads as "no data" downstream ("no frost", "no sales").
      const emptyFallback =
        body.length === 1 && /^return\s+(?:\[\]|\{\}|None|0|""|''|False|\(\))$/.test(body[0] ?? "");
      if (emptyFallback && !NETWORK.test(tried)) return;
      if (
        emptyFallback ||
        body.length === 0 ||
        (body.every((b) =>
          // A fallback value (return None, x = None) is handling; pass/continue swallows.
          /^(pass|continue|break|\.\.\.|[\w.]+\.(rollback|close|cleanup|reset|clear)\(\)|(?:log(?:ger|ging)?)\.debug\(.*\))$/.test(
            b,
          ),
        ) &&
          !body.some((b) => /\b(raise|exit|abort)\b/.test(b)))
      ) {
        out.push({
          line: py.startLine + i,
          message: emptyFallback
            ? `${caught} that returns an empty value: a failed request reads as "nothing found"`
            : `${caught} that ${body[0] === "continue" ? "continues" : "does nothing"}: failures vanish and later steps run on bad state`,
        });
      }
    });
    for (const m of matchAll(
      py.text,
      /\bcontextlib\.suppress\s*\(\s*(?:Exception|BaseException)\s*\)|\bsuppress\s*\(\s*(?:Exception|BaseException)\s*\)/g,
    )) {
      out.push({
        line: lineOf(py, m.index ?? 0),
        confidence: 0.7,
        message: "suppress(Exception) silences every failure in the block",
      });
    }
  }
  const rb = script(file, ["ruby"]);
  if (rb) {
    // `rescue` (StandardError or bare) whose whole body is an empty value or nothing, in a method that fetches.
    for (const m of matchAll(
      rb.text,
      /^[ \t]*rescue(?:[ \t]+(?:StandardError|Exception|Net::\w+|SocketError|JSON::ParserError)(?:[ \t]*,[ \t]*[\w:]+)*)?(?:[ \t]*=>[ \t]*\w+)?[ \t]*\n[ \t]*(?:\[\]|\{\}|nil|0|false|""|next)?[ \t]*\n[ \t]*end\b/gm,
    )) {
      const before = rb.text.slice(Math.max(0, (m.index ?? 0) - 800), m.index ?? 0);
      const def = before.slice(before.lastIndexOf("\ndef ") + 1);
      if (!NETWORK.test(def) && !MATTERS.test(def)) continue;
      out.push({
        line: lineOf(rb, m.index ?? 0),
        message: "rescue that returns an empty value: a failed request reads as an empty answer",
      });
    }
  }
  const js = script(file, ["js"]);
  if (js) {
    for (const m of matchAll(
      js.text,
      /\bcatch\s*(?:\(\s*[\w$]*\s*\))?\s*\{\s*\}|\.catch\s*\(\s*(?:\(\s*[\w$]*\s*\)|[\w$]+)\s*=>\s*(?:\{\s*\}|null|undefined|void\s+0|false)\s*\)|\.catch\s*\(\s*function\s*\(\s*\w*\s*\)\s*\{\s*\}\s*\)|\.on\s*\(\s*["']error["']\s*,\s*(?:\(\s*[\w$]*\s*\)\s*=>\s*(?:\{\s*\}|null|undefined)|function\s*\(\s*\w*\s*\)\s*\{\s*\})\s*\)/g,
    )) {
      // A catch that explains itself ("/* already gone */") was left empty on purpose.
      const rawCatch = file.text.slice(m.index ?? 0, (m.index ?? 0) + m[0].length + 2);
      if (/\/\*|\/\//.test(rawCatch)) continue;
      // What failed: the try block before `catch {}`, or the promise chain before `.catch(() => {})`.
      const before = js.text.slice(Math.max(0, (m.index ?? 0) - 600), m.index ?? 0);
      const scope = m[0].startsWith(".")
        ? before.slice(before.lastIndexOf("\n\n") + 1)
        : before.slice(before.lastIndexOf("try"));
      const falseSuccess = claimsSuccess(
        nextStatement(js.text.slice((m.index ?? 0) + m[0].length).split("\n"), 0),
      );
      if (!MATTERS.test(scope) && !falseSuccess) continue;
      // `const post = await fetch(u).then(r => r.json()).catch(() => null); if (!post) notFound()`:
      // the empty value is the failure, and the next lines handle it.
      const bound = /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=[^;]*$/.exec(scope)?.[1];
      if (
        bound &&
        /^\.catch/.test(m[0]) &&
        new RegExp(
          `\\bif\\s*\\(\\s*!\\s*${bound}\\b|\\b${bound}\\s*(?:\\?\\?|===?\\s*(?:null|undefined))|\\b${bound}\\s*\\?\\.`,
        ).test(js.text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 300))
      )
        continue;
      out.push({
        line: lineOf(js, m.index ?? 0),
        col: colOf(js, m.index ?? 0),
        message: m[0].startsWith(".on")
          ? "Empty error handler: a failed request or stream goes unnoticed"
          : falseSuccess
            ? "Empty catch, and the next line reports success: a failure is announced as done"
            : "Empty catch: failures vanish and later steps run on bad state",
      });
    }
  }
  // VBA/VBScript: every later runtime error is skipped until the handler is reset.
  if (/\.(?:bas|vba|vbs|cls|frm)$/i.test(file.path))
    file.lines.forEach((l, i) => {
      if (/^[ \t]*On\s+Error\s+Resume\s+Next\b/i.test(l))
        out.push({ line: i + 1, message: "On Error Resume Next: every later error is skipped" });
    });
  const sh = script(file, ["shell"]);
  if (sh) {
    for (const m of matchAll(
      sh.text,
      /(?:^|[;&(][ \t]*|\bthen[ \t]+|\bdo[ \t]+)[ \t]*((?:sudo\s+)?(?=([\w./-]+))\2)[^\n|]*?(?:\s2>\s*\/dev\/null)?\s*\|\|\s*(?:true|:|exit\s+0|echo(?:\s+(?:""|''|-n))?)\s*$/gm,
    )) {
      // `|| echo "unknown"` says the step failed; only an empty echo hides it.
      // The command as written, without what led up to it (a separator, `then`, `do`).
      const stmt = m[0].replace(/^[;&(\s]*|^(?:then|do)\s+/g, "");
      // `npx expo-doctor || true`: the package runner's tool is the step.
      let cmd = (m[1] ?? "").replace(/^sudo\s+/, "");
      if (/^(?:npx|bunx|pnpx|uvx|pipx)$/.test(cmd))
        cmd = /^\S+\s+(?:-\S+\s+)*([\w@./-]+)/.exec(stmt)?.[1] ?? cmd;
      // A test run whose failure is the thing observed (a bisecting or flaky-test probe) is data, not a step.
      if (
        /^(?:(?:npm|yarn|pnpm|bun)\s+(?:run\s+)?test|pytest|go\s+test|cargo\s+test|npx\s+(?:jest|vitest|mocha))\b/.test(
          stmt.replace(/^sudo\s+/, "").trimStart(),
        )
      )
        continue;
      if (
        /^(rm|rmdir|mkdir|kill|pkill|killall|unlink|umount|deactivate|shopt|trap|true|:|test|\[|grep|which|command|type|hash|diff|cmp|chmod|chown)$/.test(
          cmd,
        ) ||
        // Tearing down containers and images that may already be gone.
        /^\s*(?:sudo\s+)?docker\s+(?:stop|rm|rmi|kill|volume\s+rm|network\s+rm|container\s+rm|image\s+rm)\b/.test(
          stmt,
        )
      )
        continue;
      // `wlink-client ingest day.json`, `npx turbo run build`: the subcommand names the step.
      const sub = stmt
        .replace(/^(?:sudo\s+)?(?:npx|bunx|pnpx|uvx|pipx)\s+/, "")
        .split(/\s+/)
        .slice(1, 3)
        .filter((w) => /^[a-z][\w-]*$/.test(w));
      if (
        !/^(git|curl|wget|pip[\d.]*|npm|yarn|pnpm|make|cp|mv|tar|unzip|sha\d*sum|shasum|gpg|cosign|python[\d.]*|node|docker|apt(-get)?|brew|go|cargo|pytest|cd|install|chmod|ln|rsync|scp|psql|mysql|terraform|kubectl|gh|jq|source|\.|bash|sh|sysctl|systemctl|[\w./@-]*(verify|check|test|build|fetch|download|install|migrate|deploy|doctor|audit)[\w.-]*)$/.test(
          cmd,
        ) &&
        !sub.some((w) =>
          /^(?:ingest|sync|import|upload|publish|release|push|apply|restore|backup|build|deploy|migrate)$/.test(
            w,
          ),
        )
      )
        continue;
      out.push({
        line: lineOf(sh, m.index ?? 0),
        confidence: 0.65,
        message: `"${cmd} … || true" hides the failure of a step later commands depend on`,
      });
    }
    for (const m of matchAll(
      sh.text,
      /\|\|[^\n]*--no-verify\b|2>\s*\/dev\/null\s*\|\|\s*(?:git|npm|pip|make)\b[^\n]*--(?:force|no-verify|skip\S*)/g,
    )) {
      out.push({
        line: lineOf(sh, m.index ?? 0),
        confidence: 0.7,
        message: "On failure the step is retried with its checks disabled, hiding why it failed",
      });
    }
    for (const m of matchAll(sh.text, /^[ \t]*set\s+\+e\b/gm)) {
      out.push({
        line: lineOf(sh, m.index ?? 0),
        confidence: 0.45,
        message: "set +e: failing commands no longer stop the script",
      });
    }
  }
  const ps = script(file, ["powershell"]);
  if (ps) {
    for (const m of matchAll(
      ps.text,
      /\$ErrorActionPreference\s*=\s*["']SilentlyContinue["']|^[^\n]*\b(?:Invoke-\w+|Start-Process|Set-\w+|Remove-\w+|New-\w+|Send-\w+|Copy-Item|Move-Item|Restart-\w+|Stop-\w+)\b[^\n]*-ErrorAction\s+SilentlyContinue/gim,
    )) {
      out.push({ line: lineOf(ps, m.index ?? 0), confidence: 0.6, message: "SilentlyContinue hides errors" });
    }
    // `try { Invoke-RestMethod … } catch { }`: a failed upload, deployment or request vanishes.
    for (const m of matchAll(ps.text, /\bcatch\s*(?:\[[^\]\n]+\]\s*)?\{\s*\}/gi)) {
      const before = ps.text.slice(Math.max(0, (m.index ?? 0) - 600), m.index ?? 0);
      const tries = [...matchAll(before, /\btry\s*\{/gi)];
      const body = before.slice(tries[tries.length - 1]?.index ?? 0);
      if (!MATTERS.test(body) && !/\bInvoke-(?:RestMethod|WebRequest)\b|\bSend-MailMessage\b/i.test(body))
        continue;
      out.push({
        line: lineOf(ps, m.index ?? 0),
        message: "Empty catch: failures vanish and later steps run on bad state",
      });
    }
  }
  return out;
});

// R5 -------------------------------------------------------------------------------------------

const R5_CLEANUP = fileRule(
  "R5.resource-leak",
  "R5",
  0.65,
  "Resource opened without being closed or removed",
  (file) => {
    const out: Hit[] = [];
    const py = script(file, ["python"]);
    if (py) {
      const lines = py.text.split("\n");
      // Is `v` closed somewhere? The file's closing sites are indexed once, not searched per variable.
      let index: ReturnType<typeof closeSites> | undefined;
      const closes = (v: string) => {
        index ??= closeSites(py.text);
        return isClosed(index, v);
      };
      const test = (re: (v: string) => RegExp) => (v: string) => re(v).test(py.text);
      const checks: [RegExp, (v: string) => boolean, string, number][] = [
        [
          /^\s*(?:self\.)?(\w+)\s*=\s*(?:io\.|codecs\.|gzip\.|bz2\.|lzma\.)?open\s*\(/,
          closes,
          "file handle",
          0.7,
        ],
        [/^\s*(?:self\.)?(\w+)\s*=\s*(?:\w+_open|open_\w+)\s*\(/, closes, "file handle", 0.6],
        [/^\s*(\w+)\s*=\s*(?:socket\.socket|socket\.create_connection)\s*\(/, closes, "socket", 0.6],
        [/^\s*(\w+)\s*=\s*(?:[\w.]+\.)?connect\s*\(/, closes, "connection", 0.6],
        [
          /^\s*(\w+)\s*=\s*(?:imaplib\.IMAP4|poplib\.POP3|smtplib\.SMTP|ftplib\.FTP)(?:_SSL|_TLS)?\s*\(/,
          closes,
          "mail/FTP session",
          0.65,
        ],
        [/^\s*(\w+)\s*=\s*subprocess\.Popen\s*\(/, closes, "child process", 0.6],
        [/^\s*(\w+)\s*=\s*(?:zipfile\.ZipFile|tarfile\.open|ZipFile)\s*\(/, closes, "archive handle", 0.6],
        [
          /^\s*(\w+)\s*=\s*(?:tempfile\.)?mkdtemp\s*\(/,
          test(
            (v) =>
              new RegExp(
                `rmtree\\s*\\(\\s*${v}|\\b(?:os\\.)?(?:remove|rmdir|unlink)\\s*\\(\\s*${v}|cleanup|atexit`,
              ),
          ),
          "temporary directory",
          0.7,
        ],
        [
          /^\s*(?:\w+\s*,\s*)?(\w+)\s*=\s*(?:tempfile\.)?mkstemp\s*\(/,
          test((v) => new RegExp(`\\b(?:os\\.)?(?:remove|unlink)\\s*\\(\\s*${v}|\\.unlink\\s*\\(|atexit`)),
          "temporary file",
          0.7,
        ],
        [
          /^\s*(\w+)\s*=\s*(?:tempfile\.)?NamedTemporaryFile\s*\([^)]*delete\s*=\s*False/,
          test(
            (v) =>
              new RegExp(
                `\\b(?:os\\.)?(?:remove|unlink)\\s*\\(\\s*${v}|Path\\(\\s*${v}\\.name\\s*\\)\\.unlink|atexit`,
              ),
          ),
          "temporary file",
          0.7,
        ],
        [
          /^\s*(\w+)\s*=\s*(?:concurrent\.futures\.)?(?:ThreadPoolExecutor|ProcessPoolExecutor|multiprocessing\.Pool|Pool)\s*\(/,
          closes,
          "worker pool",
          0.55,
        ],
      ];
      lines.forEach((l, i) => {
        // Every pattern below is an assignment or an open(...): other lines cannot match.
        const assigns = l.includes("=");
        if (!assigns && !l.includes("open")) return;
        for (const [re, closed, what, conf] of assigns ? checks : []) {
          const v = re.exec(l)?.[1];
          if (!v || closed(v)) continue;
          out.push({
            line: py.startLine + i,
            confidence: conf,
            message: `${what} "${v}" is never closed or removed`,
          });
          break;
        }
        if (
          /\bopen\s*\([^)]*\)\s*\.\s*(read|write|readlines|readline)\s*\(/.test(l) &&
          !/^\s*with\b/.test(l)
        ) {
          out.push({
            line: py.startLine + i,
            confidence: 0.5,
            message: "open(...).read()/write() leaves closing the file to the garbage collector",
          });
        } else if (
          /\b(json|yaml|pickle|toml|csv)\.\w+\s*\(\s*open\s*\(|^\s*for\s+\w+\s+in\s+(?:\w+\.)?open\s*\(/.test(
            l,
          ) &&
          !/^\s*with\b/.test(l)
        ) {
          out.push({
            line: py.startLine + i,
            confidence: 0.5,
            message: "A file opened inline is never closed",
          });
        }
      });
      tmpPaths(py, out);
    }
    const js = script(file, ["js"]);
    if (js) {
      const checks: [RegExp, RegExp, string][] = [
        [
          /\b(?:fs\.)?openSync\s*\(|\bfs\.promises\.open\s*\(|\bawait\s+open\s*\(/g,
          /\bcloseSync\s*\(|\.close\s*\(/,
          "file descriptor",
        ],
        [
          /\bmkdtempSync\s*\(|\bmkdtemp\s*\(/g,
          /\brmSync\s*\(|\brm\s*\(|\brmdirSync\s*\(|\brimraf\b|\bremove\w*\s*\(/,
          "temporary directory",
        ],
        [/\bcreateWriteStream\s*\(/g, /\.end\s*\(|\.close\s*\(|pipeline\s*\(|\.pipe\s*\(/, "write stream"],
        [
          /\bnew\s+WebSocket\s*\(|\bnet\.(?:connect|createConnection)\s*\(/g,
          /\.close\s*\(|\.end\s*\(|\.destroy\s*\(/,
          "socket",
        ],
        [/\bpuppeteer\.launch\s*\(|\bchromium\.launch\s*\(/g, /\.close\s*\(/, "browser process"],
      ];
      for (const [re, closed, what] of checks) {
        if (closed.test(js.text)) continue;
        for (const m of matchAll(js.text, re))
          out.push({ line: lineOf(js, m.index ?? 0), message: `${what} is never closed or removed` });
      }
    }
    if (js) tmpPaths(js, out);
    const sh = script(file, ["shell"]);
    if (sh) {
      tmpPaths(sh, out);
      if (
        /\bmktemp\b/.test(sh.text) &&
        !/(\w+)=\$\(\s*mktemp\b/.test(sh.text) &&
        !/\btrap\b[^\n]*(EXIT|ERR|INT|TERM)/.test(sh.text)
      ) {
        const at = sh.text.search(/\bmktemp\b/);
        out.push({
          line: lineOf(sh, at),
          message: "A temporary path from mktemp is never removed (no rm, no trap on EXIT)",
        });
      }
      for (const m of matchAll(sh.text, /(\w+)=\$\(\s*mktemp\b[^)]*\)/g)) {
        const v = m[1] ?? "";
        if (
          new RegExp(`\\btrap\\b[^\\n]*(EXIT|ERR|INT|TERM)|\\brm\\s+(?:-\\w+\\s+)*["']?\\$\\{?${v}\\b`).test(
            sh.text,
          )
        )
          continue;
        out.push({
          line: lineOf(sh, m.index ?? 0),
          message: `Temporary path $${v} is never removed (no rm, no trap on EXIT)`,
        });
      }
    }
    return out;
  },
);

/**
 * Where a Python script closes things, indexed once: names before .close()/.quit()/... or after
 * `with`, names followed by `as`, and the arguments of closing(...) (matched by prefix, as the
 * per-variable pattern `closing\(\s*v` did). Lookarounds keep overlapping sites apart.
 */
export function closeSites(text: string): { closed: Set<string>; closingArgs: string[] } {
  const closed = new Set<string>();
  for (const re of [
    /\b\w+(?=\.(?:close|quit|logout|shutdown|terminate|wait|communicate|kill)\s*\()/g,
    /(?<=with\s+)\w+/g,
    /\b\w+(?=\s+as\b)/g,
  ])
    for (const m of matchAll(text, re)) closed.add(m[0]);
  const closingArgs = [...matchAll(text, /(?<=closing\(\s*)\w+/g)].map((m) => m[0]).sort();
  return { closed, closingArgs };
}

/** Is `v` closed at one of the sites? */
export const isClosed = (sites: ReturnType<typeof closeSites>, v: string) =>
  sites.closed.has(v) || startsSome(sites.closingArgs, v);

/** Does some string of the sorted list start with `prefix`? (Those sort right at or after it.) */
function startsSome(sorted: string[], prefix: string): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo]?.startsWith(prefix) ?? false;
}

/** What may stand right before a path to write it (">", "-o", open(..., "w"), zip ...), as a lookbehind. */
const WRITTEN_BEFORE =
  /(?<=(?:>|-o\s+|-[a-z]*r\s+|writeFileSync\s*\(|createWriteStream\s*\(|open\s*\([^\n]*["'][wa]|"-qr",\s*|zip[^\n]*)["']?)/y;
/** A removal earlier on the same line, as a lookbehind. */
const REMOVED_BEFORE = /(?<=\b(?:rm|unlink|unlinkSync|rmSync|remove|os\.remove|os\.unlink)\b[^\n]*)/y;

/**
 * Which of `paths` ("/tmp/..." or "/var/tmp/...") occur somewhere right after a write, or after a
 * removal on the same line. One pass over the text's "/tmp/" positions: at each, the candidate paths
 * are the ones the path-name characters there start with.
 */
export function tmpPathUses(
  text: string,
  paths: Set<string>,
): { written: Set<string>; removed: Set<string> } {
  const written = new Set<string>();
  const removed = new Set<string>();
  const lengths = [...new Set([...paths].map((p) => p.length))].sort((a, b) => a - b);
  const name = /[\w.-]*/y;
  for (let q = text.indexOf("/tmp/"); q >= 0; q = text.indexOf("/tmp/", q + 1)) {
    name.lastIndex = q + 5;
    name.exec(text);
    const end = name.lastIndex;
    for (const start of [q, q - 4]) {
      if (start < q && (start < 0 || !text.startsWith("/var", start))) continue;
      for (const len of lengths) {
        if (start + len > end) break;
        const p = text.slice(start, start + len);
        if (!paths.has(p)) continue;
        WRITTEN_BEFORE.lastIndex = start;
        if (!written.has(p) && WRITTEN_BEFORE.test(text)) written.add(p);
        REMOVED_BEFORE.lastIndex = start;
        if (!removed.has(p) && REMOVED_BEFORE.test(text)) removed.add(p);
      }
    }
  }
  return { written, removed };
}

/** Files written to a fixed /tmp path and never removed (the next run, or another user, finds them). */
export function tmpPaths(r: Region, out: Hit[]): void {
  const found = [...matchAll(r.text, /["'\s>]((?:\/tmp|\/var\/tmp)\/[\w.-]+)/g)];
  if (found.length === 0) return;
  const uses = tmpPathUses(r.text, new Set(found.map((m) => m[1] ?? "")));
  const seen = new Set<string>();
  for (const m of found) {
    const p = m[1] ?? "";
    if (seen.has(p)) continue;
    seen.add(p);
    if (!uses.written.has(p) || uses.removed.has(p)) continue;
    out.push({
      line: lineOf(r, m.index ?? 0),
      confidence: 0.55,
      message: `${p} is written to a fixed temporary path and never removed`,
    });
  }
}

export const ROBUSTNESS_RULES: Rule[] = [R1_PARSE, R1_SINK, R2_TIMEOUT, R3_LOOPS, R4_SWALLOW, R5_CLEANUP];
