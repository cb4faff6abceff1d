import { KeywordSet } from "../keywords";

/** Paths of credential stores; shared with PE3. */
export const CRED_PATH =
  /(?<![\w-])(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\/home\/[\w.-]+|\/root|\/Users\/[\w.-]+)?[/\\]?(?:\.ssh\/(?!config\b|known_hosts\b|authorized_keys\b)[\w.*-]*|\.ssh\b(?!\/(?:config|known_hosts|authorized_keys)\b)|\bid_(?:rsa|dsa|ecdsa|ed25519)(?:\.pub)?\b|\.aws\/(?:credentials|config|sso\/cache)\b|\.aws\b(?!\.[a-z])\/?|\.netrc\b|\.git-credentials\b|\.docker\/config\.json\b|\.kube\/config\b|\.config\/gcloud\b[\w/.-]*|application_default_credentials\.json\b|\.azure\/[\w.-]*|\.gnupg\b[\w/.-]*|\.password-store\b|\.config\/gh\/hosts\.yml\b|Login Data\b|Library\/Keychains\b|login\.keychain(?:-db)?\b|\bwallet\.dat\b|\.bitcoin\/|\.ethereum\/keystore\b|\/etc\/shadow\b|\.claude\/\.credentials\.json\b|\.vault-token\b|\.terraform\.d\/credentials[\w.]*|\.IdentityService\b[\w/.-]*|msal_token_cache\.\w+|\.oci\/config\b|\.databrickscfg\b|huggingface\/token\b|\.config\/op\/|AppData\/(?:Roaming|Local)\/Microsoft\/(?:Credentials|Protect)\b|Local State\b)|(?:~|\$HOME|\$\{HOME\}|\/home\/[\w.-]+|\/root|\/Users\/[\w.-]+|Profiles\/[\w.-]+|Default)?[/\\](?:Cookies(?:\.sqlite)?|key[34]\.db|logins\.json|\.bash_history|\.zsh_history|\.npmrc|\.pypirc|\.boto|\.s3cfg)\b/;

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
  "library/keychains",
  "login.keychain",
  "wallet.dat",
  ".bitcoin/",
  ".ethereum/keystore",
  "/etc/shadow",
  ".claude/.credentials.json",
  ".vault-token",
  ".terraform.d/credentials",
  "cookies",
  "key3.db",
  "key4.db",
  "logins.json",
  ".bash_history",
  ".zsh_history",
  ".npmrc",
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
