rule Stealer_DevCreds_Generic
{
    meta:
        description = "References to developer credential files together with an exfil channel"
        severity = "high"
    strings:
        $p1 = ".aws/credentials" ascii wide nocase
        $p2 = ".kube/config" ascii wide nocase
        $p3 = ".ssh/id_ed25519" ascii wide nocase
        $p4 = ".npmrc" ascii wide
        $x1 = "/api/webhooks/" ascii
        $x2 = "api.telegram.org/bot" ascii
    condition:
        filesize < 20MB and 2 of ($p*) and 1 of ($x*)
}

rule Stealer_Chromium_Passwords
{
    meta:
        description = "Chromium login database and key file access"
        severity = "high"
    strings:
        $a = "Login Data" ascii wide
        $b = "Local State" ascii wide
        $c = "CryptUnprotectData" ascii
    condition:
        uint16(0) == 0x5A4D and all of them
}
