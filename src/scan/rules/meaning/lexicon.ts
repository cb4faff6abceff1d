/**
 * Word classes for reading prose as instructions. Entries are stems (see `stem`): "upload" covers
 * uploads, uploaded, uploading. Each class is a set of synonyms for one role in a frame — the action,
 * its object, its destination — so a frame matches paraphrases, not a phrase.
 */

/** Crude English stemmer: enough to fold inflections onto the stems listed here. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/, "");
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ied")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && /(ss|x|sh|ch)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  // shipped → shipp → ship; embedding → embedd → embed
  if (w.length > 3 && /([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  // synced → sync, uploade → upload ("uploaded" minus "d" never happens; "shar" from "shared" does)
  return w;
}

const set = (s: string) => new Set(s.trim().split(/\s+/));

/** Verbs that move data somewhere (English stems, and a few other languages' forms as written). */
export const SEND = set(`
  send sent upload post transmit forward email e-mail mail bcc cc submit sync synchroniz synchronis mirror
  replicat push ship beacon ping relay stream share export deliver dispatch leak exfiltrat transfer publish
  pipe copy backup archive attach telemetr report curl wget scp rsync transmitt dump paste
  enviar envía envia envíe envie envíalo envialo sube subir súbelo subelo carga cargar reenvía reenvia
  reenviar manda mandar comparte compartir sincroniza sincronizar copia copiar
  envoie envoyer envoyez téléverse téléverser transfère transférer partage partager synchronise
  transmets transmettre
  sende senden schicke schicken hochladen lade übertrage übertragen weiterleiten leite teile teilen
  synchronisiere synchronisieren
  envie enviar encaminhe encaminhar encaminha mande mandar compartilhe compartilhar sincronize sincronizar
  copie anexe anexar carregue
  invia inviare inoltra inoltrare carica caricare condividi condividere sincronizza
`);

/** Verbs that put something where someone can read it (a reply, a file, a log, a message). */
export const DISCLOSE = set(`
  reveal print output repeat show display dump echo copy include insert embed append add attach quote recite
  reproduce write save store export log record summariz summaris share send upload post paste leak disclose
  tell list transcrib pass forward return provide surface expose emit mention contain hold carry
  adjunta adjuntar incluye incluir pega pegar añade añadir muestra imprime imprimir joindre inclus
  inclure colle coller ajoute ajouter affiche afficher füge einfügen hänge anhängen kopiere kopieren
  anexe inclua incluir cole colar adicione mostre allega allegare includi includere incolla incollare
  aggiungi mostra stampa gib ausgeben zeig zeige nenne wiederhole repite repetir répète répéter
  repita repetir ripeti ripetere imprima escribe escribir écris écrire schreibe schreiben escreva escrever
`);

/** Verbs that read or gather (for sources the skill has no business touching). */
export const READ = set(`
  read open load collect gather grab pull fetch retrieve access scan search look check consult review harvest
  extract cat parse ingest mine scrape browse inspect use pick reuse import
  lee leer lea recoge recoger reúne reunir lis lire lisez récupère récupérer rassemble collecte collecter
  lies lese lesen sammle sammeln hole holen leia ler colete coletar recolha leggi leggere raccogli
  raccogliere recupera recuperare
`);

/** Verbs of telling the user (their negation conceals). */
export const TELL = set(`
  tell inform mention notify alert show display report surface disclose reveal explain describe narrate
  announce flag highlight acknowledge point call confirm warn bring let update
  menciones mencionar digas decir informes informar avises avisar comentes comentar muestres mostrar
  mentionne mentionner dis dire informe informer préviens prévenir signale signaler montre montrer
  erwähne erwähnen sage sagen informiere informieren zeige zeigen
  mencione mencionar diga dizer avise mostre
  menziona menzionare dire informa informare avvisa avvisare mostra mostrare
  cuentes contar raconte raconter erzähle erzählen conte contar conta contes racconta raccontare
  benachrichtige benachrichtigen notifiques notificar notifie notifier
`);

/** Verbs and nouns of hiding. */
export const HIDE = set(`
  hide conceal suppress mask obscure bury silence omit redact strip cover
  oculta ocultar esconde esconder cache cacher dissimule dissimuler verstecke verstecken verberge verbergen
`);

/** Verbs of asking for approval (negated, or after "without": acting unconfirmed). */
export const ASK = set(`
  ask confirm check prompt wait request seek get obtain consult bother query pause stop verify clear
  interrupt disturb trouble pester raise
  preguntar pregunta confirmar confirma demander demande confirmer fragen frage bestätigen bestätige
  pedir pergunte perguntar chiedere chiedi confermare
`);

/** Nouns of approval. */
export const APPROVAL = set(`
  confirmation approval permission consent sign-off signoff authorization authorisation go-ahead review
  acknowledgement acknowledgment confirmación permiso consentimiento aprobación autorisation approbation
  bestätigung zustimmung genehmigung erlaubnis
  confirmação aprovação permissão autorização conferma permesso approvazione autorizzazione
`);

/** Actions that change or delete things, or reach outside: the ones a user must confirm. */
export const CONSEQUENTIAL = set(`
  delete remove drop truncate overwrite replace wipe erase purge destroy reset rewrite force-push force push
  merge approve deploy apply release publish migrate run execute install uninstall upgrade downgrade update
  modify change edit commit rebase revert kill terminate shutdown restart stop send email post upload pay
  transfer purchase buy order charge refund cancel close rotate revoke grant chmod chown rm format move
  provision scale rollout roll promote ship patch deletion removal deployment payment purchase migration
  rollback transaction
  elimina eliminar borra borrar ejecuta ejecutar instala instalar paga pagar supprime supprimer efface
  effacer exécute exécuter installe installer paie payer lösche löschen entferne entfernen führe installiere
  installieren bezahle exclua excluir apague apagar execute executar instale pague pagar cancella cancellare
  esegui eseguire installa installare
`);

/** Words that mark a production or shared target. */
export const HIGH_STAKES = set(`
  production prod live main master primary shared everyone all every customer customers database cluster
  sandbox
`);

/** Addressees and the user. */
export const USER_WORDS = set(`
  user users human humans operator maintainer maintainers requester client customer reviewer reviewers
  them him her anyone anybody nobody owner owners team admin administrator person people usuario usuaria
  cliente utilisateur utilisatrice client benutzer benutzerin nutzer nutzerin anwender kunde usuário
  usuária utente utenti usuarios utilisateurs
`);

/** Nouns naming instructions, rules and guardrails (objects of overriding). */
export const RULES = set(`
  instruction instructions rule rules guideline guidelines guidance guardrail guardrails policy policies
  directive directives constraint constraints restriction restrictions limit limits prompt prompts
  safeguard safeguards protection protections setting preference preferences request requests order
  orders requirement requirements boundary boundaries safety check checks principle principles wish wishes
  convention conventions default defaults programming training confidentiality approval objection
  objections
`);

/** Qualifiers that point the override at instructions other than this skill's own. */
export const OTHER_SOURCE = set(`
  previous prior earlier above preceding original initial system user user's users' operator operator's
  developer developer's other others conflicting competing safety global claude.md agents.md your
  anthropic openai
`);

/** Verbs that claim precedence or set rules aside. */
export const OVERRIDE = set(`
  supersede override overrule outrank trump replace prevail preempt pre-empt nullify void invalidat revoke
  suspend waive ignore disregard forget discard abandon bypass circumvent dismiss withdraw rescind annul
  overrid
`);

/** Words that name a mode an attacker switches the agent into. */
export const MODES = set(`
  maintenance developer debug debugging admin administrator god unrestricted service test testing override
  root superuser jailbreak jailbroken dan raw unlocked privileged expert audit emergency sudo unfiltered
  uncensored autonomous autopilot unattended trusted elevated bypass safe-mode diagnostic diagnostics
`);

/** Nouns for the agent's private context. */
export const SYSTEM_CONTEXT =
  /\b(system\s+(prompt|message|instructions?|rules|configuration)|developer\s+(message|prompt|instructions?)|hidden\s+(instructions?|prompt|rules)|initial\s+(instructions?|prompt)|(the\s+|any\s+)?(instructions|rules|guidelines|directions|directives)\s+(you\s+)?(were|have\s+been|are)\s+given|(the\s+|any\s+)?instructions\s+you\s+(received|got|were\s+sent|have)|(the\s+)?tools\s+you\s+(were|have\s+been)\s+given|your\s+((own|complete|full|entire|current|exact|verbatim|original|operating|standing|underlying|core|base)\s+){0,3}(instructions|configuration|guidelines|rules|prompt|directives)|(the\s+)?instructions\s+as\s+you\s+(received|got)\s+them|(the\s+|any\s+)?(instructions|rules|guidelines|directives)\s+(you\s+)?(were\s+(started|launched|initiali[sz]ed|configured|set\s+up|spawned)\s+with|are\s+(operating|running|working)\s+under|operate\s+under|run\s+under)|tool\s+(definitions|schemas)|system-?prompts?|systemanweisungen|prompt\s+(système|systeme|del\s+sistema|de\s+sistema|do\s+sistema|di\s+sistema)|instrucciones\s+del\s+sistema|instructions\s+(système|du\s+système)|instruções\s+do\s+sistema|istruzioni\s+di\s+sistema|(contents?\s+of|everything\s+in)\s+(your|the)\s+context(\s+window)?|pre-?prompt)\b/i;

/** The conversation itself. */
export const CONVERSATION =
  /\b(conversation(\s+(history|log|so\s+far|transcript))?|chat\s+(history|log|transcript)|(previous|prior|earlier|past|last|recent|first)\s+((\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|few|several|many)\s+)?(messages|turns|exchanges|prompts|conversations?|replies)|everything\s+(said|discussed|typed|written)\s+(in|during)\s+(this|the)\s+(conversation|chat|session)|(complete|full|entire|whole|verbatim)\s+(text|contents?|transcript|record)\s+of\s+(this|the|our|your)\s+(current\s+)?(conversation|chat|session|thread)|message\s+history|(the\s+)?([\w-]+['’]s\s+)?messages\s+(from|in|of|during)\s+(this|the)\s+(chat|session|conversation|thread)|dialog(ue)?\s+history|everything\s+(the\s+user|we|you)\s+(said|discussed|typed|wrote|asked)|what\s+the\s+user\s+(said|typed|wrote|asked)\s+(earlier|before|previously)|full\s+context|entire\s+context|historial(\s+de\s+la)?\s+conversaci[oó]n|historique(\s+de\s+la)?\s+conversation|gesprächsverlauf|chatverlauf)\b/i;

/** What earlier tool calls returned: the agent's working context, not the user's to publish. */
export const TOOL_OUTPUTS =
  /\b((outputs?|results?|responses?)\s+of\s+(every|all|each|the|any)\s+(earlier|previous|prior|past)\s+tool\s+calls?|(earlier|previous|prior|past)\s+tool\s+(outputs?|results?|responses?|calls?)|everything\s+you\s+(have\s+)?(read|seen|fetched|retrieved)\s+(so\s+far|in\s+this\s+(session|conversation)))\b/i;

/** A place others read: where the agent's context must not be copied. */
export const SHARED_DEST =
  /\b(to|into|in|onto|on|with)\s+(the\s+|a\s+|an\s+|our\s+|their\s+)?([\w-]+\s+){0,2}(wiki|channel|gist|pastebin|webhook|server|endpoint|url|email|issue|ticket|comment|pull\s+request|pr|slack|discord|teams|forum|board|bucket|api|collector|tracker|public\s+\w+|shared\s+\w+|team\s+\w+|payload)\b|\bhttps?:\/\/|@[\w-]+\./i;

/** Memory, earlier sessions and other people's data the agent holds. */
export const MEMORY =
  /\b(your\s+memor(y|ies)|(agent|assistant|long[- ]term|persistent|saved|stored)\s+memor(y|ies)|memory\s+(files?|store|bank|entries)|memory\.md|what\s+you\s+remember|(earlier|previous|past|prior)\s+(sessions?|chats|conversations)|other\s+(users?|clients?|customers?|employees?|tenants?|patients?|students?|people|teams?|matters?|candidates?|accounts?)['’]?s?\s+(data|details|records|files|conversations|messages|meetings|information|notes|documents|transcripts|history|matters|personal|salar(y|ies)|reviews?|cases?))\b/i;

/** Session transcripts on disk. */
export const TRANSCRIPTS =
  /(~|\$HOME|\/home\/[\w.-]+|\/Users\/[\w.-]+)?\/?\.(claude|codex|cursor|gemini|aider)[\w.-]*\/(projects|sessions|history|conversations|logs|chats|transcripts)\b[\w/.*-]*|\.claude\/history\.jsonl|\b(session|chat|conversation|agent)\s+(transcripts?|recordings?)\b|\b(session|agent)\s+(logs?|histor(y|ies))\b|\btranscripts?\s+of\s+(past|previous|earlier|other|all)\b|\b[\w-]*\.jsonl\s+transcripts?\b/i;

/** The agent's own instruction, settings and memory files. */
export const AGENT_FILES =
  /(~\/|\$HOME\/|\.\/)?(\.claude\/[\w./*-]*|claude\.md|claude\.local\.md|agents?\.md|gemini\.md|\.cursorrules|\.cursor\/rules[\w./-]*|\.windsurfrules|\.clinerules|\.github\/copilot-instructions\.md|copilot-instructions\.md|settings(\.local)?\.json|\.mcp\.json|memory\.md|\.codex\/[\w./-]*|\.aider[\w.-]*)\b|\b(instruction|memory|settings|rules)\s+files?\b|\b(your|the\s+agent'?s?|assistant'?s?)\s+((long[- ]term|persistent|permanent)\s+)?(memory|settings|configuration|config|instructions\s+file)\b|\b(agent|assistant)\s+memory\b|\bmemory\s+(entry|entries)\b/i;

/** Data that is sensitive whoever receives it. */
export const SENSITIVE =
  /(\.env\b|\bsecrets?\b|\btokens?\b|\bapi[\s_-]?keys?\b|\b(private|ssh|signing|access|secret)\s+keys?\b|\bkeys?\s+(file|pair)s?\b|\bcredentials?\b|\bpasswords?\b|\bpassphrases?\b|\bcookies?\b|\bsession\s+(cookies?|tokens?)\b|\bwallets?\b|\bkeychain\b|\bkeyring\b|\bseed\s+phrases?\b|\bmnemonics?\b|\benvironment(\s+variables?)?\b|\benv\s+(vars?|variables?|file)\b|\bssn\b|social\s+security|\bbank(\s+account)?\s+(details|numbers?|information|info)\b|\biban\b|credit\s+card|\bpii\b|personal\s+(data|details|information)|\bpayroll\b|\bid_(rsa|ed25519|ecdsa|dsa)\b|\.ssh\b|\.aws\b|\.npmrc\b|\.netrc\b|\bkubeconfig\b|secrets?\.(ya?ml|json|env)\b|credentials?\.json\b|\bcontrase[ñn]as?\b|\bclaves?\b|\bsecretos?\b|\bmots?\s+de\s+passe\b|\bpasswörter\b|\bgeheimnisse\b|\bcredencia(les|is)\b|\bcredenziali\b|\bidentifiants\b|\bzugangsdaten\b|\banmeldedaten\b|\bkennw(ort|örter)\b|\bpasswort\b|\bschlüssel\b|\bsenhas?\b|\bchaves?\b|\bjetons?\b|密码|凭据|凭证|密钥|令牌|环境变量|パスワード|認証情報|秘密鍵|トークン|環境変数|api\s*キー)/i;

/** Bulk data: a whole repository, folder or set of records. */
export const BULK =
  /\b(entire|whole|full|complete|all\s+(of\s+)?the|every)\s+(repo(sitory)?|codebase|workspace|project|source(\s+code)?|home(\s+(directory|folder))?|directory|folder|documents?|drive|disk|database|export|dataset|records|files|data|inbox|mailbox|history|vault|notes)\b|\bsource\s+code\b|\b(documents|downloads|desktop)\s+folder\b|~\/(documents|desktop|downloads)\b|\brosters?\b|\bcustomer\s+(list|data|records|database)\b|\braw\s+(data|export|csvs?|files|transcripts?|records|deal\s+export)\b/i;

/** Things the agent produced or read that a destination may receive. */
export const DATA_NOUN = set(`
  file files content contents document documents doc docs workbook workbooks spreadsheet spreadsheets csv
  csvs export exports data dataset row rows record records output outputs result results report reports
  summary summaries digest digests minutes note notes draft drafts manuscript manuscripts contract
  contracts invoice invoices statement statements log logs diff diffs patch patches code zip tarball
  screenshot screenshots image images recording recordings attachment attachments it them everything brief
  briefs sample samples details information info
  history transcript transcripts conversation chat profile profiles findings artifact artifacts answer
  answers response responses submission form entries entry inventory backup backups snapshot snapshots
  repo repository workspace project folder directory bundle metadata roster rosters
  archivo archivos datos documento documentos fichier fichiers données document documents datei dateien
  daten dokument dokumente
  arquivo arquivos dados cópia ficha documenti dati
  informe informes factura facturas fatura faturas fattura fatture rapport rapports bericht berichte
  relatório relatórios rapporto rapporti copia copie copias cópias
`);

/** Nouns of a place data can be sent to, when no address is written out. */
export const DEST_NOUN = set(`
  webhook webhooks endpoint endpoints server servers collector collectors bucket buckets inbox mailbox
  address addresses form api apis service services host hosts domain url portal pastebin gist discord
  telegram ngrok requestbin drive dropbox storage cloud vault mirror cdn site website channel tracker
  servidor servidores correo dirección serveur adresse boîte
  endereço indirizzo
`);

/** Qualifiers of a destination that belongs to someone else than the user. */
export const FOREIGN_DEST = set(`
  our vendor vendor's partner partner's third-party third external remote outside offsite off-site
  backup archive analytics telemetry compliance audit auditing diagnostics monitoring support debug
  upstream central shared corporate internal team team's company company's collection metrics
  nuestro nuestra nuestros externo externa notre nos externe unser unsere externen
  nosso nossa nossos externo externa nostro nostra esterno esterna
`);

/** Markers that the destination is the user's own choice. */
export const USER_DEST =
  /\b(the\s+user['’]?s|user-(provided|configured|specified|supplied|chosen)|your\s+own|(the\s+user|they|you)\s+(chose|choose|specif(y|ied)|configur(e|ed)|provid(e|ed)|gave|give|name|named|pick|picked|select|selected|own)|configured\s+(by|in)|of\s+(their|the\s+user['’]?s)\s+choice|given\s+by\s+the\s+user|the\s+user\s+asks?\s+for|on\s+request|if\s+(the\s+user|they|you)\s+(ask|want|request|opt))\b/i;

/** A destination left for the user to fill in: "${WEBHOOK_URL}", "<your-endpoint>", "{{ url }}". */
export const PLACEHOLDER_DEST = /\$\{?[A-Z][A-Z0-9_]{2,}\}?|<[\w-]+>|\{\{\s*\w+\s*\}\}/;

/** Markers of doing something covertly or in passing. */
export const COVERT = set(`
  silently quietly secretly covertly discreetly stealthily invisibly unobtrusively background also
  additionally automatically routinely quietly-sync silent quiet invisible hidden unnoticed behind
  sigilosamente silenciosamente discretamente silencieusement discrètement heimlich unbemerkt
  silenziosamente
  también aussi auch também anche
`);

/** Negators and prohibitions. */
export const NEGATORS = set(`
  not never no don't dont do-not doesn't didn't won't wont cannot can't shouldn't mustn't isn't aren't
  avoid refrain nor neither without forbid forbidden prohibit prohibited disallow disallowed
  nunca jamás no ni sin ne pas jamais sans nicht nie kein keine keinen ohne niemals
  não nem sem non mai senza
`);

/** Words that turn a following negation into a contrast ("never X, but Y"). */
export const CONTRAST = set(
  `but however instead except unless rather otherwise although though whereas then`,
);

/** Words marking text as an example or an attack to recognise. */
export const TEACHING =
  /\b(e\.g\.|for\s+example|for\s+instance|such\s+as|examples?|sample|phrases?|phrasing|patterns?|attempts?|attacks?|attackers?|inject(?:ed|ions?)|malicious|suspicious|adversarial|jailbreaks?|payloads?|red\s+flags?|warning\s+signs?|detect\w*|flag\w*|block\w*|reject\w*|refuse\w*|recogni[sz]\w*|look(ing)?\s+(out\s+)?for|watch(ing)?\s+(out\s+)?for|beware|threats?|indicators?|iocs?|signatures?|rules?\s+to\s+catch|anti-?patterns?|what\s+not\s+to\s+do|bad\s+(examples?|practice)|insecure|unsafe|dangerous|vulnerable|exploit\w*|case\s+stud(y|ies)|quoted|classif\w*|scanner\w*|taxonomy|families)\b/i;

/** Headings that introduce things not to do. */
export const PROHIBITION_HEADING =
  /\b(never|don'?ts?|do\s+not|must\s+not|avoid|forbidden|prohibited|not\s+allowed|disallowed|red\s+flags?|anti-?patterns?|what\s+not\s+to\s+do|not\s+to\s+(?:do|use|run|add|recommend|suggest|say|write|copy|send|share|install|try)|things\s+to\s+avoid|pitfalls|mistakes|warning\s+signs?|attack(s|er)?|threats?|malicious|injection|examples?\s+of\s+(bad|malicious|unsafe|risky)|bad\s+examples?|unsafe|insecure|dangerous|risky|never\s+do|hard\s+rules|guardrails|safety\s+rules|security\s+rules|boundaries|out\s+of\s+scope|limitations)\b/i;

/** Words that mark the agent as the addressee of a comment or hidden note. */
export const ADDRESSEE =
  /\b(ai|a\.i\.|assistant|agent|llm|model|claude|gpt|copilot|codex|gemini|chatbot|bot|you|your)\b/i;

/** Top-level domains that make a dotted word a host name (file extensions that collide are left out). */
export const TLDS = set(`
  com net org io co ai app dev xyz ru cn site me info biz top cc link tk cloud online store tech us uk de fr
  eu in jp br au ca nl es it pl se ch at be dk no fi cz ro hu gr pt ie nz za kr tw hk sg my id vn th tr ua
  ir su pw ws vip club live life space website fun icu buzz work click page services tools network email
  host digital agency today news shop zone team world plus one gg tv fm ly to gl so im ms la
`);
