import { KeywordSet } from "../keywords";

/** Paths of credential stores; shared with PE3. */
export const CRED_PATH =
  /(?<![\w-])(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\/home\/[\w.-]+|\/root|\/Users\/[\w.-]+)?[/\\]?(?:\.ssh\/(?!config\b|known_hosts\b|authorized_keys\b)[\w.*-]*|\.ssh\b(?!\/(?:config|known_hosts|authorized_keys)\b)|\bid_(?:rsa|dsa|ecdsa|ed25519)(?:\.pub)?\b|\.aws\/(?:credentials|config|sso\/cache)\b|\.aws\b(?!\.[a-z])\/?|\.netrc\b|\.git-credentials\b|\.docker\/config\.json\b|\.kube\/config\b|\.config\/gcloud\b[\w/.-]*|application_default_credentials\.json\b|\.azure\/[\w.-]*|\.gnupg\b[\w/.-]*|\.password-store\b|\.config\/gh\/hosts\.yml\b|Login Data\b|Library\/Keychains\b|login\.keychain(?:-db)?\b|\bwallet\.dat\b|\.bitcoin\/|\.ethereum\/keystore\b|\/etc\/shadow\b|\.claude\/\.credentials\.json\b|\.vault-token\b|\.cargo\/credentials(?:\.toml)?\b|\.pgpass\b|\.gem\/credentials\b|\.terraform\.d\/credentials[\w.]*|\.IdentityService\b[\w/.-]*|msal_token_cache\.\w+|\.oci\/config\b|\.databrickscfg\b|huggingface\/token\b|\.config\/op\/|AppData\/(?:Roaming|Local)\/Microsoft\/(?:Credentials|Protect)\b|Local State\b|Local Extension Settings\b|loginusers\.vdf\b|\.electrum\/wallets\b|exodus\.wallet\b|[Ff]ile[Zz]illa\/(?:recentservers|sitemanager)\.xml\b|Telegram ?Desktop\/tdata\b)|(?:~|\$HOME|\$\{HOME\}|\/home\/[\w.-]+|\/root|\/Users\/[\w.-]+|Profiles\/[\w.-]+|Default)?[/\\](?:Cookies(?:\.sqlite)?|key[34]\.db|logins\.json|\.bash_history|\.zsh_history|\.npmrc|\.gradle\/gradle\.properties\b|\.pypirc|\.boto|\.s3cfg)\b/;

/** A literal part of every CRED_PATH match (lower-case): a text with none of them cannot match. */
const CRED_PATH_WORDS = new KeywordSet([
  ".ssh",
  "id_",
  ".aws",
  ".netrc",
  ".git-credentials",
  ".docker/config.json",
  ".kube/config",
  ".config/gcloud",
  "application_default_credentials.json",
  ".azure/",
  ".gnupg",
  ".password-store",
  ".config/gh/hosts.yml",
  "login data",
  "local extension settings",
  "loginusers.vdf",
  ".electrum/wallets",
  "exodus.wallet",
  "filezilla/",
  "telegram desktop/tdata",
  "telegramdesktop/tdata",
  "library/keychains",
  "login.keychain",
  "wallet.dat",
  ".bitcoin/",
  ".ethereum/keystore",
  "/etc/shadow",
  ".claude/.credentials.json",
  ".vault-token",
  ".cargo/credentials",
  ".pgpass",
  ".gem/credentials",
  ".terraform.d/credentials",
  "cookies",
  "key3.db",
  "key4.db",
  "logins.json",
  ".bash_history",
  ".zsh_history",
  ".npmrc",
  ".gradle/gradle.properties",
  ".pypirc",
  ".boto",
  ".s3cfg",
  ".identityservice",
  "msal_token_cache",
  ".oci/config",
  ".databrickscfg",
  "huggingface/token",
  ".config/op/",
  "appdata/",
  "local state",
]);

/** False when text cannot contain a CRED_PATH match (a cheap test before the regex). */
export const mayNameCredPath = (text: string) => CRED_PATH_WORDS.some(text);

/**
 * Commands and APIs that hand out stored secrets: OS keychains (macOS security, libsecret, KWallet,
 * Windows Credential Manager), git credential helpers, password managers, and the token commands of
 * cloud and code-hosting CLIs.
 */
export const CRED_COMMAND =
  /\bsecurity\s+(?:find-generic-password|find-internet-password|dump-keychain|export\s+-k)\b|\bgh\s+auth\s+(?:token\b|status\b[^\n|;&]*?(?:--show-token|\s-t)\b)|\bgit\s+credential\s+fill\b|\bgit\s+credential-(?:manager(?:-core)?|store|cache|osxkeychain|libsecret|wincred|gnome-keyring)\s+get\b|\bgit\s+config\s+(?:--\w+\s+)*--get[^\n]*credential|\baws\s+configure\s+(?:get\s+(?:aws_secret_access_key|aws_access_key_id|aws_session_token)|export-credentials)\b|\bgcloud\s+auth\s+(?:application-default\s+)?print-(?:access|identity)-token\b|\bgcloud\s+config\s+config-helper\b|\baz\s+account\s+get-access-token\b|\bbrowser_cookie3\b|\bCryptUnprotectData\b|\bGet-StoredCredential\b|\bcmdkey(?:\.exe)?\s+\/list\b|\bkeyring\.get_(?:password|credential)\s*\(|\bnetrc\.netrc\s*\(|\bkeytar\.(?:getPassword|findCredentials|findPassword)\s*\(|\bsecret-tool\s+(?:lookup|search)\b|\blssecret\b|\bkwallet-query\b|\bkwalletcli\b|\b(?:pass|gopass)\s+show\b|\bop\s+(?:item\s+get|read)\b|\bbw\s+get\s+(?:password|item|notes)\b|\blpass\s+show\b|\bdocker-credential-[\w-]+\s+(?:get|list)\b|\bvaultcmd(?:\.exe)?\s+\/list\w*\b|\bPasswordVault\b[^\n]*\b(?:RetrieveAll|FindAllBy\w+|Retrieve)\b|\bCred(?:Read|Enumerate)W?\s*\(|\bnpm\s+config\s+get\s+\S*_auth(?:Token)?\b|\bkubectl\s+config\s+view\b[^\n|;&]*--raw\b|\bheroku\s+auth:token\b|\bmimikatz(?:\.exe)?\s+["']?(?:privilege::|sekurlsa::|lsadump::)|\blazagne(?:\.exe|\.py)?\s+(?:all|browsers|windows|memory)\b|\bgpg2?\s+(?:--?[\w-]+(?:[= ][^\s-][^\s]*)?\s+)*--export-secret-(?:sub)?keys\b/g;

/** Cloud instance metadata services, and the parts of them that hand out credentials. */
export const METADATA_HOST =
  /\b(?:169\.254\.169\.254|169\.254\.170\.2|metadata\.google\.internal|100\.100\.100\.200|\[?fd00:ec2::254\]?)\b/;
export const METADATA_CRED =
  /security-credentials|\/identity\/oauth2\/token|service-accounts\/[^/\s]*\/token|\/credentials\b|AWS_CONTAINER_CREDENTIALS|iam\/info|\/token\b|ram\/security-credentials/i;
