import {
  BARE_ADDRESS,
  codeLineSet,
  displacedContentIn,
  encodedBlobsIn,
  invisibleChars,
  looksLikeCode,
  zeroWidthBinaryIn,
} from "../hidden";
import type { Ctx } from "../segment";
import { clause, clauseAfter, clauseBefore, DESCRIBES_ATTACK, hostDeclared, hostOf } from "./helpers";
import { MEANING_RULES } from "./meaning";
import type { FileRule, Hit, Rule, TextRule } from "./types";

/** Everywhere text can talk to the model: prose, hidden markup, comments and string literals in code. */
export const TEXT: Ctx[] = ["prose", "hidden", "comment", "code"];
export const PROSE: Ctx[] = ["prose", "hidden", "comment"];

export const textRule = (r: Omit<TextRule, "contexts"> & { contexts?: Ctx[] }): TextRule => ({
  contexts: TEXT,
  examples: true,
  ...r,
});

const OVERRIDE_TARGET =
  /\b(instructions?|system\s+prompt|prompts?|guidelines?|guidance|rules|polic(y|ies)|directives?|developer|operator|safety|anything\s+else|the\s+user|session)\b/i;

export const P1_RULES: TextRule[] = [
  textRule({
    id: "P1.ignore-previous",
    pattern: "P1",
    confidence: 0.9,
    message: "Tells the agent to ignore its earlier or system instructions",
    regex:
      /\b(ignore|disregard|forget|override|bypass|discard|abandon|set\s+aside|throw\s+out|pay\s+no\s+attention\s+to)\s+(?:(?:all|any|every|each|the|your|my|these|those|of|its|whatever)\s+){0,3}(?:previous|prior|earlier|above|preceding|original|initial|existing|default|system|other|built-in|safety|old|former)\s+(?:[\w-]+\s+){0,2}?(instructions?|prompts?|directives?|rules|guidelines|guidance|constraints|messages|context|programming|polic(?:y|ies)|commands|orders|restrictions|conversation)\b/gi,
    check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P1.forget-everything",
    pattern: "P1",
    confidence: 0.85,
    message: "Tells the agent to forget what it was told",
    regex:
      /\b(forget|disregard|ignore)\s+(everything|all(\s+that)?|anything)\s+(you('ve|\s+have)?\s+(been\s+|were\s+)?(told|taught|learned|instructed|given)|above|before\s+this|so\s+far|else)/gi,
    check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P1.precedence",
    pattern: "P1",
    confidence: 0.85,
    message: "Claims precedence over the agent's system prompt or other instructions",
    regex:
      /\b(take|takes|taking|have|has)\s+(precedence|priority)\s+over\b|\b(supersedes?|overrides?|outranks?|replaces?|trumps?)\s+(?:(?:any|all|the|your|every|other)\s+)*(?:(?:previous|prior|earlier|other|existing|system|user'?s?|developer|operator|default|safety)\s+)*(instructions?|prompts?|guidelines|rules|polic(?:y|ies)|directives?)\b|\b(above|over|before)\s+all\s+(other|previous|prior)\s+(instructions?|rules|guidelines)\b/gi,
    check: (c) => OVERRIDE_TARGET.test(clauseAfter(c)) && !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P1.no-longer-apply",
    pattern: "P1",
    confidence: 0.85,
    message: "Declares the agent's instructions or safety rules void",
    regex:
      /\b(instructions?|prompts?|rules|guidelines|restrictions|guardrails|polic(?:y|ies)|safety\s+\w+|limitations)\s+(?:(?:are|is|have\s+been|has\s+been)\s+)?(?:now\s+)?(?:no\s+longer\s+(?:apply|applies|valid|in\s+effect|relevant|binding)|do(?:es)?\s+not\s+apply(?:\s+here|\s+anymore|\s+to\s+(?:you|this))|void|obsolete|revoked|suspended|lifted|disabled|deactivated|cancel+ed)\b/gi,
    check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P1.new-identity",
    pattern: "P1",
    confidence: 0.85,
    message: "Tries to switch the agent into an unrestricted persona or mode",
    regex:
      /\byou\s+are\s+(now|no\s+longer)\s+(an?\s+)?(unrestricted|unfiltered|uncensored|jailbroken|DAN\b|in\s+(developer|god|admin|debug|jailbreak)\s+mode|free\s+(from|of)|not\s+bound|bound\s+by|an?\s+AI\s+without)|\b(developer|god|jailbreak|DAN|unrestricted)\s+mode\s+(is\s+)?(enabled|activated|on|unlocked)\b|\benter(ing)?\s+(developer|god|unrestricted|jailbreak|DAN)\s+mode\b|\bdo\s+anything\s+now\b/gi,
    check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P1.fake-system",
    pattern: "P1",
    confidence: 0.8,
    message: "Imitates a system or developer message to gain authority over the agent",
    regex:
      /<\/?\s*(system|system[-_]?prompt|sys)\s*>|\[\s*\/?\s*(system|SYSTEM)(\s+(message|override|prompt|note|instruction))?\s*\]|<\|\s*(im_start\|>\s*system|system\s*\|)>|\bsystem\s+(override|prompt\s+(override|update))\b|\bnew\s+system\s+prompt\b|\bend\s+of\s+(the\s+)?(system\s+prompt|user\s+input)\b|\b(admin|developer|operator|root)\s+override\b|^[ \t]*#{1,6}\s*(system|SYSTEM)\s*(message|prompt|override|instructions?)?\s*:?[ \t]*$/gim,
    check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P1.defy-user",
    pattern: "P1",
    confidence: 0.8,
    message: "Tells the agent to disregard what the user asks",
    regex:
      /\b(ignore|disregard|overrule|override|don'?t\s+follow|do\s+not\s+follow|do\s+not\s+listen\s+to|don'?t\s+listen\s+to|do\s+not\s+obey|don'?t\s+obey)\s+(?:(?:the|any|all|their)\s+)*(user|human|operator|developer)(?:'s|s'|s)?\s+(instructions?|requests?|wishes|preferences|objections?|commands?|input|questions?|messages?|orders|choices?|corrections?)\b|\b(ignore|disregard)\s+(what|whatever)\s+the\s+(user|human)\s+(says|asks|wants|requested|said|asked)\b|\binstead\s+of\s+(what|whatever)\s+the\s+user\s+(asked|requested|wants|said)\b/gi,
    negatable: false,
    check: (c) =>
      !DESCRIBES_ATTACK.test(clauseBefore(c)) && !/\b(never|not|don'?t)\s+$/i.test(clauseBefore(c)),
  }),
];

export const P3_RULES: TextRule[] = [
  textRule({
    id: "P3.send-data",
    pattern: "P3",
    confidence: 0.8,
    contexts: PROSE,
    message: "Instructs the agent to send data to an outside destination",
    regex:
      /\b(send|upload|post|transmit|forward|exfiltrate|e-?mail|mail|submit|leak|beacon|sync|push|pipe|ship|report\s+back|phone\s+home|copy|share|paste)\b/gi,
    check: (c) => {
      const after = clauseAfter(c);
      const sensitive =
        /\b(secrets?|tokens?|api[\s_-]?keys?|keys?|credentials?|passwords?|passphrases?|env(ironment)?(\s+variables?)?|\.env|\.ssh|id_rsa|\.aws|private|cookies?|session|history|conversation|chat|transcripts?|system\s+prompt|memory|wallet|ssh|contents?\s+of|source\s+code|codebase|repository|everything|all\s+(the\s+)?(files?|data|output))\b/i;
      const dest =
        /\b(to|into|at|via|using)\s+(?:(?:the|our|this|a|an|my)\s+)?(https?:\/\/\S+|[\w-]+(\.[\w-]+)*\.(com|net|org|io|xyz|ru|cn|site|app|dev|me|co|info|biz|top|cc|sh|link|tk)\b\S*|\S+@\S+\.\w+|webhook|endpoint|collector|server|pastebin|gist|discord|telegram|ngrok|requestbin|remote\s+(server|host|endpoint)|external\s+(server|host|endpoint|service)|backup\s+(server|endpoint)|following\s+(url|address|endpoint))/i;
      let d: { index: number; 0: string } | null = dest.exec(after);
      if (!d) {
        // A destination given as a URL later in the sentence, typically inside the command to run.
        const u = /https?:\/\/[^\s)"'`]+/.exec(after);
        const host = u ? hostOf(u[0]) : null;
        if (u && host && !hostDeclared(host, c.skill.declaredHosts)) d = u;
        else {
          // "run `curl ... https://x` to upload the repository": the URL sits before the verb.
          const whole = clause(c);
          const w = /https?:\/\/[^\s)"'`]+/.exec(whole);
          const h = w ? hostOf(w[0]) : null;
          if (!h || hostDeclared(h, c.skill.declaredHosts) || !sensitive.test(after)) return false;
          return 0.8;
        }
      }
      const beforeDest = after.slice(0, d.index);
      if (
        /\b(the\s+user'?s?|user-(provided|configured|specified|supplied)|configured|your\s+own|given\s+by\s+the\s+user|they\s+(chose|specified))\b/i.test(
          after.slice(d.index, d.index + 60),
        )
      ) {
        return false;
      }
      if (sensitive.test(beforeDest)) return 0.85;
      return /https?:\/\/|\.(com|net|org|io|xyz|ru|cn|site|app|dev|me|co|info|biz|top|cc|sh|link|tk)\b|@/.test(
        d[0],
      ) && /\b(files?|data|outputs?|results?|logs?|documents?|contents?|reports?|it|them)\b/i.test(beforeDest)
        ? 0.7
        : false;
    },
  }),
  textRule({
    id: "P3.secret-into-output",
    pattern: "P3",
    confidence: 0.75,
    contexts: PROSE,
    message: "Instructs the agent to put secrets into outputs others can read",
    regex:
      /\b(include|add|append|attach|embed|put|paste|write|insert|copy|echo|print)\b[^.;\n]{0,60}?\b(api[\s_-]?keys?|access\s+tokens?|tokens?|secrets?|credentials?|passwords?|cookies?|\.env(\s+file)?|environment\s+variables?|ssh\s+keys?|private\s+keys?)\b[^.;\n]{0,60}?\b(in|into|to|with|inside)\s+(?:(?:the|every|each|all|a|your)\s+)?(commit(\s+message)?|pr(\s+description)?|pull\s+request|issue|comment|summary|reply|answer|changelog|readme|output|report|url|query\s+string|image\s+(url|link)|markdown\s+link|public\s+\w+|log)\b/gi,
    check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P3.image-beacon",
    pattern: "P3",
    confidence: 0.8,
    contexts: PROSE,
    message: "Markdown image or link whose URL is filled with data at render time (zero-click exfiltration)",
    regex:
      /!\[[^\]\n]*\]\(\s*https?:\/\/[^)\s]*(\{\{?|\$\{?|%7B|<)[^)\s]*\)|\b(render|embed|display|include|add)\s+(an?\s+)?(image|img|pixel)\b[^.;\n]{0,80}\b(url|src|link)\b[^.;\n]{0,60}\b(contain|include|with|append)\w*\b[^.;\n]{0,60}\b(data|content|secret|token|key|history|conversation|output|answer)/gi,
  }),
];

export const P4_RULES: TextRule[] = [
  textRule({
    id: "P4.no-confirmation",
    pattern: "P4",
    confidence: 0.75,
    contexts: PROSE,
    message: "Tells the agent to act without the user's confirmation",
    regex:
      /\bwithout\s+(?:first\s+)?(?:asking|confirming|checking\s+with|consulting|prompting|notifying|telling|informing|alerting|waiting\s+for|requesting|seeking|getting|needing)\s+(?:for\s+)?(?:the\s+)?(user|confirmation|permission|approval|consent|a\s+human|them|anyone)\b|\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+(?:ask|check\s+with|confirm\s+with|wait\s+for|prompt|bother|consult)\s+(?:the\s+)?(?:user|them|for\s+(?:confirmation|permission|approval|consent)|before\b)|\bskip\s+(?:the\s+)?(?:user\s+)?(?:confirmation|approval)(?:\s+(?:step|prompt|dialog))?\b|\bassume\s+(?:the\s+user\s+)?(?:has\s+)?(?:consent(?:ed)?|approv(?:al|ed)|permission|agreed)\b/gi,
    check: (c) => {
      if (/^(do\s+not|don'?t|never|no\s+need)/i.test(c.m[0]))
        return !/\b(if|unless|only)\s*$/i.test(clauseBefore(c));
      return true;
    },
  }),
  textRule({
    id: "P4.conceal",
    pattern: "P4",
    confidence: 0.8,
    contexts: PROSE,
    message: "Tells the agent to hide what it does from the user",
    negatable: false,
    regex:
      /\b(do\s+not|don'?t|never|avoid|without)\s+(tell(ing)?|inform(ing)?|mention(ing)?|show(ing)?|reveal(ing)?|display(ing)?|report(ing)?|let(ting)?\s+\w+\s+know|alert(ing)?|notify(ing)?|disclos(e|ing)|point(ing)?\s+out|surfac(e|ing)|explain(ing)?|acknowledg(e|ing)|reference|list(ing)?)\b|\b(hide|conceal|keep\s+secret|cover\s+up|suppress)\b[^.;\n]{0,40}\bfrom\s+(the\s+)?(user|them|reviewers?|humans?)\b/gi,
    check: (c) => {
      if (/^(hide|conceal|keep|cover|suppress)/i.test(c.m[0])) return true;
      const rest = clauseAfter(c).slice(c.m[0].length, c.m[0].length + 100);
      const target =
        /^\s+(?:(?:to|with)\s+)?(?:(?:the|this|that|these|those|any|it|them)\s+)?(user|human|this|that|these|it|them|anyone|what\s+you|that\s+you|you\s+(did|ran|have|copied|sent)|any\s+of\s+this|(?:\w+\s+){0,2}(files?|change|changes|step|steps|command|commands|conflict|error|errors|failure|warning|warnings|action|actions|upload|request|key|copy|note|instruction|instructions|skill|transfer|data))\b/i;
      if (!target.test(rest)) return false;
      if (
        /^\s+(the\s+)?user\b/i.test(rest) &&
        !/^(do\s+not|don'?t|never|without)\s+(tell|inform|let|alert|notify|mention|disclos)/i.test(c.m[0])
      ) {
        return false;
      }
      return !/\b(if|unless|when)\b[^,]*$/i.test(clauseBefore(c)) || true;
    },
  }),
  textRule({
    id: "P4.silent-action",
    pattern: "P4",
    confidence: 0.6,
    contexts: PROSE,
    message: "Tells the agent to act covertly",
    regex:
      /\b(silently|secretly|covertly|quietly|invisibly|discreetly|stealthily|behind\s+the\s+(user'?s\s+back|scenes))\b/gi,
    check: (c) => {
      const cl = clause(c);
      if (
        /\b(fail|fails|failing|ignored?|ignores|skip|skips|drop|drops|swallow)\s+(silently|quietly)|\b(silently|quietly)\s+(fail|ignore|skip|drop|swallow)/i.test(
          cl,
        )
      )
        return false;
      return /\b(run|execute|send|upload|copy|delete|remove|modify|install|download|write|commit|push|read|collect|add|change|fetch|post|save|forward|access)\b/i.test(
        cl,
      );
    },
  }),
  textRule({
    id: "P4.bypass-safety",
    pattern: "P4",
    confidence: 0.8,
    contexts: PROSE,
    message: "Tells the agent to bypass safety checks or permission prompts",
    regex:
      /\b(bypass|circumvent|disable|skip|turn\s+off|ignore|evade|get\s+around|work\s+around|switch\s+off|override)\s+(?:(?:any|all|the|your|its|every|these|those)\s+)*(safety|security|permission|confirmation|approval|sandbox(?:ing)?|guard\s*rails?|safeguards?|content\s+filters?|content\s+polic(?:y|ies)|moderation|usage\s+polic(?:y|ies)|ethical)\b(?:\s+(?:checks?|prompts?|filters?|rules|measures|features|guidelines|dialogs?|policies|mechanisms|settings|restrictions|warnings|concerns))?/gi,
    check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P4.always-comply",
    pattern: "P4",
    confidence: 0.75,
    contexts: PROSE,
    negatable: false,
    message: "Pushes the agent to comply without judgement",
    regex:
      /\b(always|must)\s+(comply|obey)\b(?!\s*\]|\s+with\s*:|\s+(with\s+)?(the\s+|all\s+|any\s+|applicable\s+|relevant\s+|local\s+|federal\s+|state\s+|both\s+)*([\w-]+\s+){0,5}(regulations?|laws?|standards?|requirements?|rules|polic(y|ies)|licen[cs]es?|terms|guidelines|specs?|specifications?|hipaa|gdpr|fda|iso|sox|pci|cfr))|\bnever\s+(refuse|decline|say\s+no|push\s+back|question\s+(this|these|the\s+instructions)|warn\s+the\s+user|ask\s+(questions|why))\b|\b(do\s+not|don'?t)\s+(refuse|decline|push\s+back|question\s+(this|these|the\s+instructions))\b|\byou\s+(are|have\s+been)\s+(fully\s+)?(authori[sz]ed|permitted|allowed)\s+to\s+(do\s+anything|run\s+any|access\s+any|execute\s+any)/gi,
  }),
  textRule({
    id: "P4.false-report",
    pattern: "P4",
    confidence: 0.75,
    contexts: PROSE,
    message: "Tells the agent to report success or hide failures regardless of the outcome",
    regex:
      /\b(report|say|claim|state|tell\s+the\s+user|respond)\s+(that\s+)?(the\s+)?(task|operation|tests?|build|it|everything|the\s+\w+)\s+(succeeded|passed|completed|worked|went\s+fine|was\s+successful|is\s+(fine|done|complete|successful))\b[^.;\n]{0,40}\b(even\s+if|regardless|whether\s+or\s+not|no\s+matter)\b|\b(even\s+if|regardless\s+of\s+whether)\s+(it|the\s+\w+|they|something)\s+(fails?|failed|errors?|does\s*n[o']t\s+work)\b[^.;\n]{0,60}\b(report|say|claim|tell|respond)\w*\b[^.;\n]{0,30}\b(success|succeeded|passed|done|complete)/gi,
  }),
  textRule({
    id: "P4.scanner-steering",
    pattern: "P4",
    confidence: 0.85,
    contexts: TEXT,
    negatable: false,
    examples: false,
    message: "Text aimed at security scanners or AI reviewers to influence the audit",
    regex:
      /\b(?:(?:security|ai|llm|automated|static|code)\s+)?(scanners?|auditors?|reviewers?|analy[sz]ers?|classifiers?|graders?|judges?|evaluators?|skillaudit|static\s+analysis|audit\s+tools?|moderators?)\b[^.\n]{0,80}?\b(should|must|will|shall|are\s+to|need\s+to|can|may|please)\s+(?:\w+\s+){0,2}?(report|return|rate|mark|classify|label|score|consider|treat|find|output|conclude|say|ignore|skip|approve|pass|whitelist|allow)\b[^.\n]{0,60}?\b(no\s+(issues|findings|risks?|problems|vulnerabilities|warnings)|safe|benign|clean|trusted|harmless|low[- ]risk|pass(ed|ing)?|approved|100|zero\s+(issues|findings)|nothing|false\s+positives?|this\s+(skill|file|package|section|code))\b|^[ \t]*(?:note\s+(?:to|for)\s+)?(?:the\s+)?(ai|llm|automated|security)\s+(reviewers?|auditors?|scanners?|models?|graders?)\s*[:,]|\bthis\s+(skill|file|package|script|code)\s+(is|has\s+been)\s+(already\s+)?(verified|audited|certified|approved|vetted|whitelisted|security[- ]reviewed)\s+(safe|secure|as\s+safe|by)\b|\b(findings?|warnings?|alerts?|detections?)\s+(in|for|about|on)\s+this\s+(skill|file|package|code|script)\s+(are|is)\s+(all\s+)?(false\s+positives?|expected|intentional|safe)\b|\b(do\s+not|don'?t|never)\s+flag\s+((this|these)\s+(skill|file|package|code|script|section|repo\w*|content|instructions?|text|document)s?|the\s+following|anything)\b|\b(nosec(?!\s+B\d{3})|skillaudit[-:\s]+(ignore|disable|skip|safe))\b/gim,
  }),
];

export const MORE_P1_P4: TextRule[] = [
  textRule({
    id: "P1.supersede",
    pattern: "P1",
    confidence: 0.8,
    message: "Claims to replace the agent's instructions or safety guidance",
    regex:
      /\b(replaces?|supersedes?|overrides?|trumps?|outranks?)\s+(?:whatever|any|all|the|your|every)\b[^.;\n]{0,60}?\b(guidance|instructions?|system\s+prompt|guidelines|polic(?:y|ies)|safety\s+\w+)\b|\b(this|the)\s+(file|skill|document)\s+(wins|takes\s+priority|prevails|has\s+the\s+final\s+say)\b/gi,
    check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P1.ignore-user-requests",
    pattern: "P1",
    confidence: 0.75,
    message: "Tells the agent to ignore what the user or the repository asks for",
    regex: /\b(ignore|disregard|overrule|override)\s+(them|it|that|those|these)\b/gi,
    check: (c) =>
      /\b(user|human|operator|repository'?s?|CONTRIBUTING|system\s+prompt|maintainers?|team)\b[^.;]*\b(asks?|asked|requests?|wants?|prefers?|says?|conventions?|instructions?|rules|guidelines|preferences)\b/i.test(
        clauseBefore(c),
      ) && !DESCRIBES_ATTACK.test(clauseBefore(c)),
  }),
  textRule({
    id: "P4.no-need-to-ask",
    pattern: "P4",
    confidence: 0.75,
    contexts: PROSE,
    negatable: false,
    message: "Tells the agent to act without the user's confirmation",
    regex:
      /\b(?:you\s+)?(?:do\s+not|don'?t|never)\s+(?:need|have)\s+to\s+(?:ask|check\s+with|confirm\s+with|wait\s+for|get\s+approval)(?:\s+(?:the\s+)?(?:user|them|anyone))?(?=\s*(?:first|before|for\s+(?:confirmation|permission|approval|consent)|[.;!]|$))|\b(?:do\s+not|don'?t|never)\s+stop\s+(?:to|and)\s+(?:ask|check|confirm)\b|\bskip\s+(?:the\s+|any\s+|all\s+)?(?:\w+\s+){0,2}?(?:confirmation|approval)s?\b|\bno\s+need\s+to\s+(?:ask|confirm|check\s+with)(?:\s+(?:the\s+)?(?:user|them|anyone))?(?=\s*(?:first|before|for\s+(?:confirmation|permission|approval|consent)|[.;!]|$|\s+or\b))/gi,
  }),
  textRule({
    id: "P4.withhold",
    pattern: "P4",
    confidence: 0.75,
    contexts: PROSE,
    message: "Tells the agent to withhold what it did from the user",
    regex:
      /\b(?:(?:there\s+is\s+)?no\s+need\s+to)\s+(?:tell|inform|notify|mention|alert)\b[^.;\n]{0,30}?\b(?:user|them|anyone)\b|\b(?:mention|tell|report|show|say|disclose|reveal)\s+only\s+(?:the\s+)?[^.;\n]{1,40}?\bto\s+the\s+user\b|\b(?:leave|keep)\s+[^.;\n]{1,50}?\bout\s+of\s+(?:your|the)\s+(?:summary|report|response|reply|answer|output|message)|\bomit\s+[^.;\n]{1,50}?\bfrom\s+(?:your|the)\s+(?:summary|report|response|reply|answer|output|message)/gi,
  }),
  textRule({
    id: "P3.external-recipient",
    pattern: "P3",
    confidence: 0.75,
    contexts: PROSE,
    message: "Instructs adding an outside address as a recipient or watcher",
    regex:
      /\b(?:add|cc|bcc|include|invite|copy|forward\s+to|send\s+a\s+copy\s+to)\b[^.;\n]{0,30}?\b(?:watchers?|cc|bcc|recipients?|collaborators?|reviewers?|members?|subscribers?|followers?|assignees?)\b[^.;\n]{0,20}?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi,
    check: (c) => !c.skill.docText.includes((c.m[1] ?? "").toLowerCase()),
  }),
  textRule({
    id: "P4.skip-hooks",
    pattern: "P4",
    confidence: 0.7,
    contexts: PROSE,
    message: "Tells the agent to bypass commit hooks or verification",
    regex: /--no-verify\b|-c\s+core\.hooksPath=\/dev\/null|\bHUSKY=0\b|--no-gpg-sign\b|--skip-checks?\b/gi,
  }),
];

const P2_INVISIBLE: FileRule = {
  kind: "file",
  id: "P2.invisible-characters",
  pattern: "P2",
  confidence: 0.8,
  message: "Invisible characters",
  check: (file) => invisibleChars(file),
};

/** Executes something it decoded: then the execution site carries the SC3 finding, not the blob. */
const DECODE_EXEC =
  /\b(exec|eval|Function|vm\.run\w*|os\.system|subprocess\.\w+|execSync|spawnSync)\s*\([^\n]*(b64decode|atob|Buffer\.from|fromhex|unhexlify|decompress|decode|fromCharCode)|(base64\s+(-d|--decode)|xxd\s+-r)[^\n]*\|\s*(sudo\s+)?(ba|z)?sh\b/;

const P2_ENCODED: FileRule = {
  kind: "file",
  id: "P2.encoded-blob",
  pattern: "P2",
  confidence: 0.8,
  message: "Encoded blob decodes to instructions or code",
  check: (file) => {
    let execSite: boolean | undefined;
    const out: Hit[] = [];
    for (const d of encodedBlobsIn(file)) {
      const code = looksLikeCode(d.text);
      if (code) execSite ??= DECODE_EXEC.test(file.text);
      if (code && execSite) continue;
      // A bare address kept as codes hides where the script connects, not an instruction to the agent.
      const address = BARE_ADDRESS.test(d.text);
      out.push({
        line: d.line,
        col: d.col,
        pattern: code || address ? "SC3" : "P2",
        rule: "encoded-blob",
        message: `A ${d.encoding} blob decodes to ${code ? "code" : address ? "a hidden address" : "instructions"}: "${d.text.slice(0, 160)}"`,
      });
    }
    for (const z of zeroWidthBinaryIn(file)) {
      out.push({
        line: z.line,
        rule: "zero-width-binary",
        confidence: 0.9,
        message: `Zero-width characters encode hidden text: "${z.text.slice(0, 160)}"`,
      });
    }
    return out;
  },
};

/** "Decode this with base64 and carry out what it says": the order that makes a blob instructions. */
const DECODE_AND_OBEY =
  /\bdecode\b[^.\n]{0,60}?\b(?:and|then)\s+(?:carry\s+out|follow|apply|execute|obey|act\s+on|do|run|perform)\s+(?:it|them|what\s+it\s+(?:says|contains)|the\s+(?:steps|instructions|result))\b/i;
const LONG_BLOB = /[A-Za-z0-9+/]{40,}={0,2}|\b[0-9a-fA-F]{40,}\b/;

const P2_DECODE_ORDER: FileRule = {
  kind: "file",
  id: "P2.decode-and-follow",
  pattern: "P2",
  confidence: 0.8,
  message: "Tells the agent to decode a blob and do what it says",
  check: (file) => {
    if (!file.markdown) return [];
    const out: Hit[] = [];
    file.vlines.forEach((l, i) => {
      if (!DECODE_AND_OBEY.test(l)) return;
      if (!file.vlines.slice(i, i + 6).some((n) => LONG_BLOB.test(n))) return;
      out.push({ line: i + 1 });
    });
    return out;
  },
};

const P2_DISPLACED: FileRule = {
  kind: "file",
  id: "P2.displaced-content",
  pattern: "P2",
  confidence: 0.75,
  message: "Content placed where a reviewer will not see it",
  check: (file) => {
    const displaced = displacedContentIn(file);
    if (displaced.length === 0) return [];
    const code = codeLineSet(file);
    return displaced.map((d) => ({
      line: d.line,
      col: d.col,
      pattern: code.has(d.line - 1) ? "SC3" : "P2",
      rule: "displaced-content",
      message: `Content hidden ${d.how}: a reviewer scrolling the file will not see this line`,
    }));
  },
};

/** Rules the instruction frames (./meaning) replaced: kept for their ids in tests, not run. */
const BY_FRAMES = new Set([
  "P1.fake-system",
  "P1.ignore-previous",
  "P1.forget-everything",
  "P1.precedence",
  "P1.no-longer-apply",
  "P1.new-identity",
  "P1.defy-user",
  "P1.supersede",
  "P1.ignore-user-requests",
  "P3.send-data",
  "P4.no-confirmation",
  "P4.conceal",
  "P4.no-need-to-ask",
  "P4.withhold",
  "P4.silent-action",
  "P4.bypass-safety",
]);

export const PROMPT_INJECTION_RULES: Rule[] = [
  ...[...P1_RULES, ...P3_RULES, ...P4_RULES, ...MORE_P1_P4].filter((r) => !BY_FRAMES.has(r.id)),
  ...MEANING_RULES,
  P2_INVISIBLE,
  P2_ENCODED,
  P2_DECODE_ORDER,
  P2_DISPLACED,
];
