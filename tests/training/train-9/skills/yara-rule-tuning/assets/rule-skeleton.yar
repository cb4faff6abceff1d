import "pe"

rule FAMILY_Stealer_Variant
{
    meta:
        author = "analyst initials"
        date = "YYYY-MM-DD"
        description = "What the family does, in one line"
        notes = "Iteration log: what changed and why"

    strings:
        $path1 = "\\User Data\\Default\\Login Data" ascii wide
        $path2 = ".aws\\credentials" ascii wide nocase
        $path3 = ".ssh\\id_rsa" ascii wide nocase
        $c2_1  = "/api/webhooks/" ascii
        $c2_2  = "sendDocument" ascii

    condition:
        uint16(0) == 0x5A4D and filesize < 8MB and
        2 of ($path*) and 1 of ($c2*)
}
